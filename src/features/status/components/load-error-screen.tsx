import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { StatusLayout, type StatusBrandProps } from './status-layout';

export interface LoadErrorScreenProps extends StatusBrandProps {
  /**
   * 'chunk' (default): a screen loaded on demand failed to load.
   * 'offline': start-up could not reach the server at all.
   */
  reason?: 'chunk' | 'offline';
  /** Tries again (reload the chunk, fetch the status again). */
  onRetry: () => void;
  /** Leaves for the home screen; the caller owns navigation. Without it there is no home button. */
  onHome?: () => void;
  retrying?: boolean;
}

export function LoadErrorScreen({
  siteName,
  logoUrl,
  reason = 'chunk',
  onRetry,
  onHome,
  retrying = false,
}: LoadErrorScreenProps) {
  return (
    <StatusLayout
      siteName={siteName}
      logoUrl={logoUrl}
      icon="offline"
      tone="warning"
      title={
        reason === 'chunk' ? (
          <Trans>This page could not be loaded</Trans>
        ) : (
          <Trans>Unable to connect</Trans>
        )
      }
      actions={
        <>
          <Button
            variant="primary"
            size="lg"
            block
            icon="refresh"
            loading={retrying}
            onClick={onRetry}
          >
            <Trans>Retry</Trans>
          </Button>
          {onHome && (
            <Button variant="secondary" size="lg" block icon="home" onClick={onHome}>
              <Trans>Go to home</Trans>
            </Button>
          )}
        </>
      }
    >
      <p>
        {reason === 'chunk' ? (
          <Trans>Check your internet connection and try again.</Trans>
        ) : (
          <Trans>Slow connection or no internet. Check your connection and try again.</Trans>
        )}
      </p>
    </StatusLayout>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { StatusLayout, type StatusBrandProps } from './status-layout';
import { SupportLinks, type SupportLink } from './support-links';

export interface MaintenanceScreenProps extends StatusBrandProps {
  support: readonly SupportLink[];
  onRetry: () => void;
  /** Shows the Retry button busy while the status is fetched again. */
  retrying?: boolean;
}

/** System status 1: the platform is under maintenance (also when a region restriction applies too). */
export function MaintenanceScreen({
  siteName,
  logoUrl,
  support,
  onRetry,
  retrying = false,
}: MaintenanceScreenProps) {
  return (
    <StatusLayout
      siteName={siteName}
      logoUrl={logoUrl}
      icon="maintenance"
      tone="warning"
      title={<Trans>The platform is under maintenance</Trans>}
      actions={
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
      }
      footer={<SupportLinks support={support} />}
    >
      <p>
        <Trans>We are upgrading the system to serve you better.</Trans>
      </p>
      <p>
        <Trans>Please try again later.</Trans>
      </p>
    </StatusLayout>
  );
}

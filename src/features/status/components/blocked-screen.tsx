import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { StatusLayout, type StatusBrandProps } from './status-layout';
import { SupportLinks, type SupportLink } from './support-links';
import styles from './status-details.module.css';

export interface BlockedScreenProps extends StatusBrandProps {
  /** The visitor's address as the status response saw it (location.ip). */
  ip?: string;
  /** Detected country or region, already a display name. */
  country?: string;
  support: readonly SupportLink[];
  onRetry: () => void;
  retrying?: boolean;
}

/** System status 2: access from this IP address or location is restricted. */
export function BlockedScreen({
  siteName,
  logoUrl,
  ip,
  country,
  support,
  onRetry,
  retrying = false,
}: BlockedScreenProps) {
  return (
    <StatusLayout
      siteName={siteName}
      logoUrl={logoUrl}
      icon="globe"
      tone="fail"
      title={<Trans>IP or location access restricted</Trans>}
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
        <Trans>Our service is not available from your current network or location.</Trans>
      </p>
      {(ip || country) && (
        <dl className={styles.details}>
          {ip && (
            <>
              <dt>
                <Trans>IP address</Trans>
              </dt>
              <dd dir="ltr">{ip}</dd>
            </>
          )}
          {country && (
            <>
              <dt>
                <Trans>Location</Trans>
              </dt>
              <dd>{country}</dd>
            </>
          )}
        </dl>
      )}
      <p>
        <Trans>If you think this is a mistake, please contact customer service.</Trans>
      </p>
    </StatusLayout>
  );
}

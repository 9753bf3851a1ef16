import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, Skeleton } from '../../../../ui';
import { EmailPanel } from '../../account/components/email-panel';
import { MobilePanel } from '../../account/components/mobile-panel';
import { PaymentPasswordPanel } from '../../account/components/payment-password-panel';
import { SignInsPanel } from '../../account/components/sign-ins-panel';
import { securityCalls, type SecurityCalls } from '../../account/actors/security-account.actors';
import { securityErrorMessage } from '../../account/security-messages';
import styles from '../../account/components/security.module.css';
import { SecurityHub } from './security-hub';

const OVERVIEW_KEY = ['security', 'overview'] as const;

/**
 * `/m/securityCenter` for a signed-in member (requirements D4): the hub, or the panel `?detail=`
 * names (mobile, email, paymentPassword, signIns); any other detail shows the hub. Responsible
 * gaming's panels are routed to their own screen before this one.
 */
export function SecurityCentreScreen({
  detail,
  calls = securityCalls,
}: {
  detail: string | undefined;
  calls?: SecurityCalls;
}) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const overview = useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: ({ signal }) => calls.loadOverview(signal),
  });
  const reload = useCallback(() => {
    void client.invalidateQueries({ queryKey: OVERVIEW_KEY });
  }, [client]);

  if (overview.isError)
    return (
      <div className={styles.screen}>
        <EmptyState
          title={securityErrorMessage(i18n, errorCode(overview.error))}
          action={
            <Button onClick={() => void overview.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  if (overview.data === undefined)
    return (
      <div className={styles.screen} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          <Trans>Loading</Trans>
        </p>
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </div>
    );
  const data = overview.data;
  switch (detail ?? '') {
    case 'mobile':
      return <MobilePanel current={data.mobile} onSaved={reload} calls={calls} />;
    case 'email':
      return <EmailPanel current={data.email} onSaved={reload} calls={calls} />;
    case 'paymentPassword':
      return (
        <PaymentPasswordPanel isSet={data.hasPaymentPassword} onSaved={reload} calls={calls} />
      );
    case 'signIns':
      return <SignInsPanel signIns={data.signIns} />;
    default:
      return <SecurityHub overview={data} />;
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

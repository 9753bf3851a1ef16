import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SecurityOverview } from '../../../../../shared/contract/calls/security-overview.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { Icon, cx } from '../../../../ui';
import styles from '../../account/components/security.module.css';

/** The panels of the security centre (`?detail=`); the last three are responsible gaming's. */
export type SecurityDetail =
  | 'mobile'
  | 'email'
  | 'paymentPassword'
  | 'signIns'
  | 'depositLimits'
  | 'sessionReminder'
  | 'selfExclusion';

function Row({
  detail,
  label,
  value,
  state,
  good,
}: {
  detail: SecurityDetail | null;
  label: ReactNode;
  value?: ReactNode;
  state?: ReactNode;
  good?: boolean;
}) {
  const body = (
    <>
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        {value !== undefined && <span className={styles.rowValue}>{value}</span>}
      </span>
      {state !== undefined && (
        <span className={cx(styles.state, good === true && styles.stateGood)}>{state}</span>
      )}
      <Icon name="chevron-right" />
    </>
  );
  return (
    <li>
      {detail === null ? (
        <Link to="/changePsw" className={styles.row}>
          {body}
        </Link>
      ) : (
        <Link to="/securityCenter" search={{ detail }} className={styles.row}>
          {body}
        </Link>
      )}
    </li>
  );
}

/**
 * The hub of `/m/securityCenter` (requirements D4): each setting with its state, each a link to its
 * panel; the login password opens the change-password screen (A2.11); responsible gaming's panels
 * (requirements D5) are listed here and built on their own.
 */
export function SecurityHub({ overview }: { overview: SecurityOverview }) {
  const { t } = useLingui();
  const verified = t`Verified`;
  const notVerified = t`Not verified`;
  const latest = overview.signIns[0];
  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="security-account-title">
        <h2 id="security-account-title" className={styles.sectionTitle}>
          <Trans>Account security</Trans>
        </h2>
        <ul className={styles.rows}>
          <Row
            detail="mobile"
            label={<Trans>Mobile number</Trans>}
            value={overview.mobile?.masked ?? t`Not set`}
            state={overview.mobile?.verified === true ? verified : notVerified}
            good={overview.mobile?.verified === true}
          />
          <Row
            detail="email"
            label={<Trans>E-mail</Trans>}
            value={overview.email?.masked ?? t`Not set`}
            state={overview.email?.verified === true ? verified : notVerified}
            good={overview.email?.verified === true}
          />
          <Row
            detail="paymentPassword"
            label={<Trans>Payment password</Trans>}
            state={overview.hasPaymentPassword ? t`Set` : t`Not set`}
            good={overview.hasPaymentPassword}
          />
          <Row detail={null} label={<Trans>Login password</Trans>} state={t`Change`} />
          <Row
            detail="signIns"
            label={<Trans>Recent sign-ins</Trans>}
            value={latest === undefined ? t`None yet` : t`Last: ${bangladeshDateTime(latest.time)}`}
          />
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="security-gaming-title">
        <h2 id="security-gaming-title" className={styles.sectionTitle}>
          <Trans>Responsible gaming</Trans>
        </h2>
        <ul className={styles.rows}>
          <Row detail="depositLimits" label={<Trans>Deposit limits</Trans>} />
          <Row detail="sessionReminder" label={<Trans>Session reminder</Trans>} />
          <Row detail="selfExclusion" label={<Trans>Self-exclusion</Trans>} />
        </ul>
      </section>
    </div>
  );
}

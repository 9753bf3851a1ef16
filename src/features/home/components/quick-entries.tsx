import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import styles from './quick-entries.module.css';

/**
 * The three quick entries of requirements B2.2. The referral view belongs to the frame, so Invite is a
 * callback; until the frame supplies one the button is left out rather than doing nothing.
 */
export const QuickEntries = memo(function QuickEntries({
  onInvite,
}: {
  onInvite?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <nav className={styles.entries} aria-label={t`Quick entries`}>
      <Link to="/voucherCenter" className={styles.entry}>
        <Icon name="gift" className={styles.icon} />
        <span>{t`Deposit now, get more bonus`}</span>
      </Link>
      {onInvite && (
        <button type="button" className={styles.entry} onClick={onInvite}>
          <Icon name="share" className={styles.icon} />
          <span>{t`Invite friends`}</span>
        </button>
      )}
      <Link to="/promoCode" className={styles.entry}>
        <Icon name="reward" className={styles.icon} />
        <span>{t`Promo code`}</span>
      </Link>
    </nav>
  );
});

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { formatMoney } from '../../../../lib/money-text';
import { Button, buttonClassName } from '../../../../ui';
import type { RewardItem } from '../../../../../shared/contract/calls/reward-centre.ts';
import { REWARD_STATUS_LABELS } from '../reward-centre-messages';
import styles from './reward-centre.module.css';

/** One promotion of the reward centre (requirements D1.1, D1.2): what it gives, where it stands. */
export function RewardRow({
  item,
  busy,
  onAct,
}: {
  item: RewardItem;
  /** Its claim is being sent. */
  busy: boolean;
  onAct: () => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = `reward-${item.id}-title`;
  const status = i18n._(REWARD_STATUS_LABELS[item.status]);
  const bonus = item.bonusAmount === null ? null : formatMoney(item.bonusAmount);
  const when = item.at === null ? '' : bangladeshDateTime(item.at);
  const completed = item.completedConditions ?? 0;
  const total = item.totalConditions ?? 0;

  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <h3 id={titleId} className={styles.title}>
          {item.title}
        </h3>
        <span className={styles.chip} data-status={item.status}>
          {status}
        </span>
      </div>
      {bonus !== null && (
        <p className={styles.bonus}>
          <Trans>Bonus ৳{bonus}</Trans>
        </p>
      )}
      {item.completedConditions !== null && total > 0 && (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={t`Conditions completed`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={completed}
            aria-valuetext={t`${completed} of ${total} conditions`}
          >
            <span className={styles.fill} style={{ width: `${(completed / total) * 100}%` }} />
          </div>
          <p className={styles.note}>
            <Trans>
              {completed} of {total} conditions
            </Trans>
          </p>
        </div>
      )}
      {item.status === 'Rejected' && item.reason !== null && (
        <p className={styles.note}>
          <Trans>Reason: {item.reason}</Trans>
        </p>
      )}
      {when !== '' && (
        <p className={styles.note}>
          <time dateTime={item.at ?? undefined}>
            {item.status === 'Issued' || item.status === 'Claimed' ? (
              <Trans>Credited {when}</Trans>
            ) : item.status === 'Applying' ? (
              <Trans>Applied {when}</Trans>
            ) : item.status === 'Rejected' ? (
              <Trans>Decided {when}</Trans>
            ) : (
              <Trans>Ended {when}</Trans>
            )}
          </time>
        </p>
      )}
      {item.status === 'Join' && (
        <Link
          to="/activityDetail"
          search={{ id: item.id }}
          className={buttonClassName({ variant: 'secondary', block: true })}
          aria-label={t`Join ${item.title}`}
        >
          <Trans>Join</Trans>
        </Link>
      )}
      {item.status === 'Claim' && (
        <Button block loading={busy} onClick={onAct} aria-label={t`Claim ${item.title}`}>
          <Trans>Claim</Trans>
        </Button>
      )}
    </li>
  );
}

import { useLingui } from '@lingui/react/macro';
import { cx } from './cx';
import { Icon } from './icon';
import { shortBalance } from './short-balance';
import { VisuallyHidden } from './visually-hidden';
import styles from './balance-widget.module.css';

export interface BalanceWidgetProps {
  /** Formatted amount (25,380.75), or null before the first answer. */
  amount: string | null;
  currency: string;
  hidden: boolean;
  refreshing: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  /** The home header's form: smaller type, and large figures shortened (see short-balance.ts). */
  compact?: boolean;
}

const MASK = '****';

/** Spec 001 §2.8 balance: asterisks while hidden or refreshing, a hide/show toggle and a refresh. */
export function BalanceWidget({ amount, currency, hidden, refreshing, onToggleHidden, onRefresh, compact }: BalanceWidgetProps) {
  const { t } = useLingui();
  const shown = hidden || refreshing || amount === null ? MASK : amount;
  const short = compact ? shortBalance(shown) : shown;
  return (
    <div className={cx(styles.widget, compact && styles.compact)} role="group" aria-label={t`Balance`}>
      <output
        className={styles.amount}
        aria-live="polite"
        aria-busy={refreshing}
        aria-label={t`Balance`}
        title={short === shown ? undefined : shown}
      >
        {currency && <span className={styles.currency}>{currency}</span>}
        {short === shown ? (
          <span className={styles.figure}>{shown}</span>
        ) : (
          // Seen: the short form; read out: the whole figure.
          <>
            <span className={styles.figure} aria-hidden="true">{short}</span>
            <VisuallyHidden>{shown}</VisuallyHidden>
          </>
        )}
      </output>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
        aria-pressed={hidden}
        onClick={onToggleHidden}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} />
      </button>
      <button
        type="button"
        className={cx(styles.iconButton, refreshing && styles.spinning)}
        aria-label={t`Refresh balance`}
        onClick={() => {
          if (!refreshing) onRefresh();
        }}
      >
        <Icon name="refresh" />
      </button>
    </div>
  );
}

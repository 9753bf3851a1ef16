import { useLingui } from '@lingui/react/macro';
import { cx } from './cx';
import { Icon } from './icon';
import { FIGURE_CHARS, shortBalance } from './short-balance';
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

/** Requirements B2.8 balance: asterisks while hidden or refreshing, a hide/show toggle and a refresh. */
export function BalanceWidget(props: BalanceWidgetProps) {
  return props.compact ? <HeaderBalanceWidget {...props} /> : <FullBalanceWidget {...props} />;
}

const masked = ({ hidden, refreshing, amount }: BalanceWidgetProps) =>
  hidden || refreshing || amount === null ? MASK : amount;

function RefreshButton({
  refreshing,
  onRefresh,
}: Pick<BalanceWidgetProps, 'refreshing' | 'onRefresh'>) {
  const { t } = useLingui();
  return (
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
  );
}

/** The profile screen's form: currency and whole figure, then the two buttons. */
function FullBalanceWidget(props: BalanceWidgetProps) {
  const { t } = useLingui();
  const { currency, hidden, onToggleHidden } = props;
  return (
    <div className={styles.widget} role="group" aria-label={t`Balance`}>
      <output
        className={styles.amount}
        aria-live="polite"
        aria-busy={props.refreshing}
        aria-label={t`Balance`}
      >
        {currency && <span className={styles.currency}>{currency}</span>}
        {masked(props)}
      </output>
      {/* The two buttons stay together: where the figure needs the line, they move below it as a pair. */}
      <span className={styles.buttons}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={hidden ? t`Show balance` : t`Hide balance`}
          aria-pressed={hidden}
          onClick={onToggleHidden}
        >
          <Icon name={hidden ? 'eye-off' : 'eye'} />
        </button>
        <RefreshButton {...props} />
      </span>
    </div>
  );
}

/**
 * The header's form, one line beside Deposit and Withdraw at 320 px: the figure itself is the
 * hide/show toggle (its eye icon says so), a full 40 px target, and refresh is a 40 px button.
 * The figure is drawn in two lengths (short-balance.ts); the header shows the one its width holds.
 * Read out: the whole figure, from a live region outside the button.
 */
function HeaderBalanceWidget(props: BalanceWidgetProps) {
  const { t } = useLingui();
  const { hidden, onToggleHidden } = props;
  const shown = masked(props);
  const wide = shortBalance(shown, FIGURE_CHARS.wide);
  const narrow = shortBalance(shown, FIGURE_CHARS.narrow);
  return (
    <div className={cx(styles.widget, styles.compact)} role="group" aria-label={t`Balance`}>
      <output
        className={styles.spoken}
        aria-live="polite"
        aria-busy={props.refreshing}
        aria-label={t`Balance`}
      >
        {shown}
      </output>
      <button
        type="button"
        className={styles.figureToggle}
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
        aria-pressed={hidden}
        title={narrow === shown ? undefined : shown}
        onClick={onToggleHidden}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} />
        <span data-figure="wide" aria-hidden="true">
          {wide}
        </span>
        <span data-figure="narrow" aria-hidden="true">
          {narrow}
        </span>
      </button>
      <RefreshButton {...props} />
    </div>
  );
}

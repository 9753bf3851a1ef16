import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../../ui/cx';
import { formatCountdown } from '../countdown-time';
import type { CountdownView } from '../use-lottery-countdown';
import styles from './lottery-center.module.css';

/** The draw's state in words, with the time left: open, closing soon, closed and drawing, loading, failed. */
export function DrawStatus({ view, daily }: { view: CountdownView; daily: boolean }) {
  const { t } = useLingui();
  const time = formatCountdown(view.remainingMs, daily);
  switch (view.phase) {
    case 'open':
      return (
        <p className={styles.status}>
          {t`Closes in`}{' '}
          <span role="timer" className={styles.time}>
            {time}
          </span>
        </p>
      );
    case 'closingSoon':
      return (
        <p className={cx(styles.status, styles.closingSoon)}>
          {t`Closing soon`}{' '}
          <span role="timer" className={styles.time}>
            {time}
          </span>
        </p>
      );
    case 'closed':
      return (
        <p className={cx(styles.status, styles.closed)}>
          {t`Closed, drawing…`}{' '}
          <span role="timer" className={styles.time}>
            {time}
          </span>
        </p>
      );
    case 'loading':
      return <p className={styles.status}>{t`Loading the next draw…`}</p>;
    case 'failed':
      return (
        <p
          className={cx(styles.status, styles.failed)}
        >{t`The next draw could not be loaded. Trying again…`}</p>
      );
  }
}

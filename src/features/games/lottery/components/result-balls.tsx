import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountdownResult } from '../../../../../machines/lottery-countdown.machine.ts';
import styles from './lottery-center.module.css';

/** A drawn result: its numbers as balls, named for screen readers with the draw's number. */
export function ResultBalls({ result }: { result: CountdownResult | null }) {
  const { t } = useLingui();
  const labelId = useId();
  if (!result) return <p className={styles.noResult}>{t`No result yet`}</p>;
  const numero = result.numero;
  return (
    <div className={styles.result}>
      <span id={labelId} className={styles.resultLabel}>
        <Trans>
          Last result <span className={styles.nowrap}>{numero}</span>
        </Trans>
      </span>
      <ol className={styles.balls} aria-labelledby={labelId}>
        {result.result.map((number, index) => (
          <li key={index} className={styles.ball}>
            {number}
          </li>
        ))}
      </ol>
    </div>
  );
}

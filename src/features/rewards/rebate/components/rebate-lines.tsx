import { Trans, useLingui } from '@lingui/react/macro';
import type { RebateLine } from '../../../../../shared/contract/calls/manual-rebate.ts';
import { categoryName } from '../../../../lib/category-routes';
import { formatMoney } from '../../../../lib/money-text';
import { ratePercent } from '../rebate-messages';
import styles from './rebate.module.css';

/**
 * A real table of the rebate's lines (requirements D3.2): each category's valid stake, its rate as
 * a percentage and the amount, with the total in the footer. Four short columns fit 320 px.
 */
export function RebateLines({
  lines,
  total,
  caption,
  totalId,
}: {
  lines: readonly RebateLine[];
  total: string;
  caption: string;
  /** Names the total's cell for tests and the e2e model (the screen's own table only). */
  totalId?: string;
}) {
  const { i18n } = useLingui();
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Game</Trans>
          </th>
          <th scope="col" className={styles.number}>
            <Trans>Valid stake</Trans>
          </th>
          <th scope="col" className={styles.number}>
            <Trans>Rate</Trans>
          </th>
          <th scope="col" className={styles.number}>
            <Trans>Rebate</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.category}>
            <th scope="row">{categoryName((descriptor) => i18n._(descriptor), line.category)}</th>
            <td className={styles.number}>{formatMoney(line.stake)}</td>
            <td className={styles.number}>{ratePercent(line.rate)}</td>
            <td className={styles.number}>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            <Trans>Total</Trans>
          </th>
          <td className={styles.number} data-testid={totalId}>
            {formatMoney(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

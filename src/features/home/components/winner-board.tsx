import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { countryListQueryOptions } from '../../../api/endpoints/country-list';
import { winnerBoardQueryOptions } from '../../../api/endpoints/winner-board';
import { config } from '../../../config';
import { getMerchant } from '../../../lib/storage';
import { formatWinAmount } from '../winner-amount';
import styles from './winner-board.module.css';

/** The winner board: the server's entries, already sorted by amount (winner-board.ts), in the region's currency. */
export function WinnerBoard({ language }: { language: string }) {
  const { t } = useLingui();
  const winners = useQuery(winnerBoardQueryOptions(language));
  const regions = useQuery(countryListQueryOptions());
  const merchant = getMerchant() ?? config.defaultMerchant;
  const currency = regions.data?.find((region) => region.merchantCode === merchant)?.currency ?? '';
  if (!winners.data || winners.data.length === 0) return null;
  return (
    <section className={styles.board} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.title}>{t`Winners`}</h2>
      <ol className={styles.list}>
        {winners.data.map((winner, index) => (
          <li key={index} className={styles.entry}>
            <span className={styles.name}>{winner.customerName}</span>
            <span className={styles.game}>{winner.gameName}</span>
            <span className={styles.amount}>{formatWinAmount(winner.winAmount, currency)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

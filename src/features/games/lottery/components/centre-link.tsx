import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../../ui/button';
import type { LotteryCentreCategory } from '../lottery-category';
import styles from './centre-link.module.css';

/** On the lottery categories (/m/lott, /m/elott), above the list: the way to the lottery centre. */
export function LotteryCentreLink({ category }: { category: LotteryCentreCategory }) {
  const { t } = useLingui();
  return (
    <Link
      to="/lotteryCenter"
      search={{ category }}
      className={buttonClassName({ variant: 'secondary', block: true }, styles.link)}
    >
      {t`Lottery centre: draws, countdowns and results`}
    </Link>
  );
}

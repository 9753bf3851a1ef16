import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LotteryCenterEntry } from '../../../../api/endpoints/lottery-center';
import { lotteryListQueryOptions } from '../../../../api/endpoints/lottery-list';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { VisuallyHidden } from '../../../../ui/visually-hidden';
import { gamesLanguage } from '../../games-language';
import { apiCategory, type LotteryCentreCategory } from '../lottery-category';
import { VendorSection } from './vendor-section';
import styles from './lottery-center.module.css';

export interface VendorLotteriesProps {
  category: LotteryCentreCategory;
  vendor: string;
  title: string;
  /** The centre's lotteries: their draws, matched by vendor and game code. */
  entries: LotteryCenterEntry[];
  offsetMs: number;
  busyNodeId: number | null;
  onPlay: (entry: LotteryCenterEntry) => void;
}

const keyOf = (lottery: { vendor: string; gameCode: string }) =>
  `${lottery.vendor}:${lottery.gameCode}`;

/** One vendor's lotteries, as the lottery list call gives them for the vendor, each with its draw from the centre. */
export function VendorLotteries({
  category,
  vendor,
  title,
  entries,
  offsetMs,
  busyNodeId,
  onPlay,
}: VendorLotteriesProps) {
  const { t } = useLingui();
  const list = useQuery(
    lotteryListQueryOptions({ category: apiCategory(category), vendor, language: gamesLanguage() }),
  );
  const shown = useMemo(() => {
    const byKey = new Map(entries.map((entry) => [keyOf(entry), entry]));
    // A lottery the centre has no draw for is left out: its row would have no countdown.
    return (list.data?.list ?? []).flatMap((lottery) => byKey.get(keyOf(lottery)) ?? []);
  }, [list.data, entries]);

  if (list.isPending) {
    return (
      <div role="status" className={styles.list}>
        <VisuallyHidden>{t`Loading the provider's lotteries`}</VisuallyHidden>
        <Skeleton height={120} radius="lg" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.inlineError}>
        <p>{t`The provider's lotteries could not be loaded`}</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t`Retry`}
        </Button>
      </div>
    );
  }
  return (
    <VendorSection
      vendor={vendor}
      title={title}
      entries={shown}
      offsetMs={offsetMs}
      busyNodeId={busyNodeId}
      onPlay={onPlay}
    />
  );
}

import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { gameVendorsQueryOptions, type GameVendors } from '../../../../api/endpoints/game-vendors';
import { lotteryCenterQueryOptions, type LotteryCenterEntry } from '../../../../api/endpoints/lottery-center';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/empty-state';
import { Skeleton } from '../../../../ui/skeleton';
import { Tabs } from '../../../../ui/tabs';
import { VisuallyHidden } from '../../../../ui/visually-hidden';
import { useLaunchGame } from '../../actors/use-launch-game';
import { gamesLanguage } from '../../games-language';
import { apiCategory, type LotteryCentreCategory } from '../lottery-category';
import { VN_LOTTERY_VENDOR, lotteryGame } from '../lottery-game';
import { LotteryRow } from './lottery-row';
import { VnRegions } from './vn-regions';
import styles from './lottery-center.module.css';

/** /m/lotteryCenter: every lottery of the category with its draw, a live countdown, the last result and Play. */
export function LotteryCenterScreen({ category }: { category: LotteryCentreCategory }) {
  const { t } = useLingui();
  const router = useRouter();
  const language = gamesLanguage();
  const centre = useQuery(lotteryCenterQueryOptions({ category: apiCategory(category), language }));
  const vendors = useQuery(gameVendorsQueryOptions(language));
  const { launch, launching } = useLaunchGame(vendors.data);

  return (
    <div className={styles.screen}>
      <Tabs
        label={t`Lottery categories`}
        items={[
          { value: 'lott', label: t`Lottery` },
          { value: 'elott', label: t`E-lottery` },
        ]}
        value={category}
        onChange={(next) => void router.navigate({ to: '/lotteryCenter', search: { category: next }, replace: true })}
      />
      {centre.isPending && <LoadingRows />}
      {centre.isError && (
        <EmptyState
          icon="warning"
          title={t`The lotteries could not be loaded`}
          action={<Button onClick={() => void centre.refetch()}>{t`Retry`}</Button>}
        />
      )}
      {centre.data && (
        <Lotteries
          category={category}
          entries={centre.data.list}
          offsetMs={centre.data.serverTime - centre.dataUpdatedAt}
          vendors={vendors.data}
          launching={launching}
          onPlay={(entry) => void launch(lotteryGame(entry, apiCategory(category)))}
        />
      )}
    </div>
  );
}

interface LotteriesProps {
  category: LotteryCentreCategory;
  entries: LotteryCenterEntry[];
  offsetMs: number;
  vendors: GameVendors | undefined;
  launching: number | null;
  onPlay: (entry: LotteryCenterEntry) => void;
}

/** The lotteries by vendor; on the e-lottery, the Vietnam lotteries by region first. */
function Lotteries({ category, entries, offsetMs, vendors, launching, onPlay }: LotteriesProps) {
  const { t } = useLingui();
  const groups = useMemo(() => byVendor(category === 'elott' ? entries.filter((e) => e.vendor !== VN_LOTTERY_VENDOR) : entries), [category, entries]);
  const vnGames = useMemo(() => entries.filter((e) => e.vendor === VN_LOTTERY_VENDOR), [entries]);
  const vendorName = useCallback(
    (code: string) => vendors?.vendors[apiCategory(category)]?.find((v) => v.vassalage === code)?.displayName ?? code,
    [vendors, category],
  );
  if (entries.length === 0) {
    return <EmptyState title={t`No lotteries right now`} description={t`Please come back later.`} />;
  }
  return (
    <>
      {category === 'elott' && <VnRegions games={vnGames} launching={launching} onPlay={onPlay} />}
      {groups.map(([vendor, games]) => (
        <section key={vendor} className={styles.section} aria-labelledby={`lottery-vendor-${vendor}`}>
          <h2 id={`lottery-vendor-${vendor}`} className={styles.heading}>
            {vendorName(vendor)}
          </h2>
          <ul className={styles.list}>
            {games.map((entry) => (
              <LotteryRow
                key={`${entry.vendor}:${entry.gameCode}`}
                name={entry.gameName}
                iconUrl={entry.iconUrl}
                source={{ vendor: entry.vendor, gameCode: entry.gameCode, draw: entry.current, last: entry.last, offsetMs }}
                daily={entry.vendor === VN_LOTTERY_VENDOR}
                launching={launching === entry.nodeId}
                onPlay={() => onPlay(entry)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function byVendor(entries: LotteryCenterEntry[]): Array<[string, LotteryCenterEntry[]]> {
  const groups = new Map<string, LotteryCenterEntry[]>();
  for (const entry of entries) groups.set(entry.vendor, [...(groups.get(entry.vendor) ?? []), entry]);
  return [...groups];
}

function LoadingRows() {
  const { t } = useLingui();
  return (
    <div role="status" className={styles.list}>
      <VisuallyHidden>{t`Loading the lotteries`}</VisuallyHidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={120} radius="lg" />
      ))}
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { gameVendorsQueryOptions, type GameVendors } from '../../../../api/endpoints/game-vendors';
import {
  lotteryCenterQueryOptions,
  type LotteryCenterEntry,
} from '../../../../api/endpoints/lottery-center';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/empty-state';
import { Skeleton } from '../../../../ui/skeleton';
import { Tabs } from '../../../../ui/tabs';
import { VisuallyHidden } from '../../../../ui/visually-hidden';
import { gamesLanguage } from '../../games-language';
import {
  apiCategory,
  type LotteryCentreCategory,
  type LotteryCentreSearch,
} from '../lottery-category';
import { VN_LOTTERY_VENDOR } from '../lottery-game';
import { useLotteryPlay } from '../use-lottery-play';
import { VendorStrip } from '../../components/vendor-strip';
import { PlayTypeChoice } from './play-type-choice';
import { VendorLotteries } from './vendor-lotteries';
import { VendorSection } from './vendor-section';
import { VnRegions } from './vn-regions';
import styles from './lottery-center.module.css';

const NO_ENTRIES: LotteryCenterEntry[] = [];

/**
 * /m/lotteryCenter: every lottery of the category with its draw, a live countdown, the last result and
 * Play (asking the play type first where the lottery has more than one); a strip narrows it to one vendor.
 */
export function LotteryCenterScreen({ category, vendor }: LotteryCentreSearch) {
  const { t } = useLingui();
  const router = useRouter();
  const language = gamesLanguage();
  const centre = useQuery(lotteryCenterQueryOptions({ category: apiCategory(category), language }));
  const vendors = useQuery(gameVendorsQueryOptions(language));
  const entries = centre.data?.list ?? NO_ENTRIES;
  const lotteryPlay = useLotteryPlay(apiCategory(category), entries, vendors.data);
  const vendorName = useVendorName(category, vendors.data);
  const present = useMemo(() => [...new Set(entries.map((entry) => entry.vendor))], [entries]);
  // The strip shows the category's vendors that have lotteries here, as the game screens' strip does.
  const stripVendors = useMemo(
    () =>
      (vendors.data?.vendors[apiCategory(category)] ?? []).filter((v) =>
        present.includes(v.vassalage),
      ),
    [vendors.data, category, present],
  );
  // A vendor the category does not have shows the whole category.
  const shownVendor = vendor !== undefined && present.includes(vendor) ? vendor : undefined;
  const go = (search: LotteryCentreSearch) =>
    void router.navigate({ to: '/lotteryCenter', search, replace: true });

  return (
    <div className={styles.screen}>
      <Tabs
        label={t`Lottery categories`}
        items={[
          { value: 'lott', label: t`Lottery` },
          { value: 'elott', label: t`E-lottery` },
        ]}
        value={category}
        onChange={(next) => go({ category: next })}
      />
      {stripVendors.length > 1 && (
        <VendorStrip
          vendors={stripVendors}
          selected={shownVendor ?? null}
          total={entries.length}
          onSelect={(code) => go(code === null ? { category } : { category, vendor: code })}
        />
      )}
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
          vendor={shownVendor}
          entries={entries}
          offsetMs={centre.data.serverTime - centre.dataUpdatedAt}
          vendorName={vendorName}
          busyNodeId={lotteryPlay.busyNodeId}
          onPlay={lotteryPlay.play}
        />
      )}
      <PlayTypeChoice
        choice={lotteryPlay.choice}
        onChoose={lotteryPlay.choose}
        onCancel={lotteryPlay.cancel}
      />
    </div>
  );
}

function useVendorName(category: LotteryCentreCategory, vendors: GameVendors | undefined) {
  return useCallback(
    (code: string) =>
      vendors?.vendors[apiCategory(category)]?.find((v) => v.vassalage === code)?.displayName ??
      code,
    [vendors, category],
  );
}

interface LotteriesProps {
  category: LotteryCentreCategory;
  vendor: string | undefined;
  entries: LotteryCenterEntry[];
  offsetMs: number;
  vendorName: (code: string) => string;
  busyNodeId: number | null;
  onPlay: (entry: LotteryCenterEntry) => void;
}

/** The lotteries by vendor, or one vendor's; the Vietnam lotteries by region (first, on the e-lottery). */
function Lotteries({
  category,
  vendor,
  entries,
  offsetMs,
  vendorName,
  busyNodeId,
  onPlay,
}: LotteriesProps) {
  const { t } = useLingui();
  const groups = useMemo(
    () =>
      byVendor(
        category === 'elott' ? entries.filter((e) => e.vendor !== VN_LOTTERY_VENDOR) : entries,
      ),
    [category, entries],
  );
  const vnGames = useMemo(() => entries.filter((e) => e.vendor === VN_LOTTERY_VENDOR), [entries]);
  if (entries.length === 0) {
    return (
      <EmptyState title={t`No lotteries right now`} description={t`Please come back later.`} />
    );
  }
  if (vendor === VN_LOTTERY_VENDOR)
    return <VnRegions games={vnGames} launching={busyNodeId} onPlay={onPlay} />;
  if (vendor !== undefined) {
    return (
      <VendorLotteries
        category={category}
        vendor={vendor}
        title={vendorName(vendor)}
        entries={entries}
        offsetMs={offsetMs}
        busyNodeId={busyNodeId}
        onPlay={onPlay}
      />
    );
  }
  return (
    <>
      {category === 'elott' && <VnRegions games={vnGames} launching={busyNodeId} onPlay={onPlay} />}
      {groups.map(([code, games]) => (
        <VendorSection
          key={code}
          vendor={code}
          title={vendorName(code)}
          entries={games}
          offsetMs={offsetMs}
          busyNodeId={busyNodeId}
          onPlay={onPlay}
        />
      ))}
    </>
  );
}

function byVendor(entries: LotteryCenterEntry[]): Array<[string, LotteryCenterEntry[]]> {
  const groups = new Map<string, LotteryCenterEntry[]>();
  for (const entry of entries)
    groups.set(entry.vendor, [...(groups.get(entry.vendor) ?? []), entry]);
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

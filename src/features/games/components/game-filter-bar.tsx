import { Suspense, lazy, useState, useTransition, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { GameClassify, GameVendor } from '../../../api/endpoints/game-vendors';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { vendorsOf } from '../../../../machines/games/presets.ts';
import type { gameListMachine } from '../../../../machines/game-list.machine.ts';
import { filterCount } from '../filter-panel';
import { ClassifyTabs, type ClassifyChoice } from './classify-tabs';
import { VendorStrip } from './vendor-strip';
import styles from './game-filter-bar.module.css';

// The three popups are closed on arrival: their code (and the popup frame's) loads when the player
// reaches for an opener (pointer down, focus) or at the latest on the tap, which then shows the
// opener busy until the popup can open.
const loadFilterPopup = () => import('./filter-popup');
const loadProviderPicker = () => import('./provider-picker');
const loadCategorySheet = () => import('./category-sheet');
const FilterPopup = lazy(() =>
  loadFilterPopup().then((module) => ({ default: module.FilterPopup })),
);
const ProviderPicker = lazy(() =>
  loadProviderPicker().then((module) => ({ default: module.ProviderPicker })),
);
const CategorySheet = lazy(() =>
  loadCategorySheet().then((module) => ({ default: module.CategorySheet })),
);

type BarPopup = 'filter' | 'picker' | 'sheet';
const PRELOAD: Record<BarPopup, () => Promise<unknown>> = {
  filter: loadFilterPopup,
  picker: loadProviderPicker,
  sheet: loadCategorySheet,
};

export interface GameFilterBarProps {
  list: ActorRefFrom<typeof gameListMachine>;
  /** The vendors offered (none on the types requirements B9 excludes from vendor selection). */
  vendors: readonly GameVendor[];
  /** The games of all those vendors, shown on the strip's All entry. */
  vendorTotal: number;
  classifications: readonly GameClassify[];
  categories: readonly string[];
  category: string;
  /** On a vendor-grid screen: back to the grid of vendors. */
  onBrowseVendors?: (() => void) | undefined;
}

const selectFilters = (snapshot: SnapshotFrom<typeof gameListMachine>) => ({
  filter: snapshot.context.filter,
  base: snapshot.context.base,
  dataType: snapshot.context.dataType,
  // Clear filter is offered when the chart would change something (a vendor, classification or panel
  // choice, or the address's query); the name search is not among what it resets.
  clearable: snapshot.can({ type: 'filter.clear' }),
});

/** Name search, filter and category buttons, clear filter, vendor strip and classification tabs. */
export function GameFilterBar({
  list,
  vendors,
  vendorTotal,
  classifications,
  categories,
  category,
  onBrowseVendors,
}: GameFilterBarProps) {
  const { t } = useLingui();
  // Only what the bar shows: a page arriving or the scroll throttle must not render it again.
  const { filter, base, dataType, clearable } = useSelector(list, selectFilters, shallowEqual);
  const [name, setName] = useState(filter.gameName);
  // The field follows the chart when the name changes elsewhere (Clear search on the empty list):
  // adjusted while rendering, as React advises for state derived from a changed prop.
  const [chartName, setChartName] = useState(filter.gameName);
  if (chartName !== filter.gameName) {
    setChartName(filter.gameName);
    setName(filter.gameName);
  }
  const [filterOpen, setFilterOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // A popup mounts with its first opening; in a transition, so the bar stays as it is (the opener
  // busy) while its code arrives, then the popup opens.
  const [mounted, setMounted] = useState<ReadonlySet<BarPopup>>(() => new Set());
  const [opening, setOpening] = useState<BarPopup | null>(null);
  const [pending, startTransition] = useTransition();
  const open = (popup: BarPopup, setOpen: (open: boolean) => void) => {
    setOpening(popup);
    startTransition(() => {
      setMounted((shown) => (shown.has(popup) ? shown : new Set(shown).add(popup)));
      setOpen(true);
    });
  };
  const opener = (popup: BarPopup, setOpen: (open: boolean) => void) => ({
    onPointerDown: () => void PRELOAD[popup](),
    onFocus: () => void PRELOAD[popup](),
    onClick: () => open(popup, setOpen),
    loading: pending && opening === popup,
    'aria-haspopup': 'dialog' as const,
  });
  const chosen = vendorsOf(filter.vassalage);
  const vendor =
    filter.vassalage !== base.vassalage && chosen.length === 1 ? (chosen[0] ?? null) : null;
  const count = filterCount({ vendor, classify: filter.gameClassify }, base.gameClassify);

  const searchByName = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'filter.nameChanged', name });
  };

  const chooseTab = (choice: ClassifyChoice) => {
    if (choice.kind === 'data') {
      list.send({ type: 'data.select', dataType: choice.dataType });
      if (choice.dataType === 'ALL')
        list.send({ type: 'filter.classifyChanged', classify: base.gameClassify });
      return;
    }
    list.send({ type: 'data.select', dataType: 'ALL' });
    list.send({ type: 'filter.classifyChanged', classify: choice.key });
  };

  return (
    <div className={styles.bar}>
      <form className={styles.search} role="search" onSubmit={searchByName}>
        <Field
          label={t`Game name`}
          hideLabel
          type="search"
          placeholder={t`Game name`}
          value={name}
          enterKeyHint="search"
          onChange={(event) => setName(event.target.value)}
          className={styles.nameField}
        />
        <Button type="submit" variant="secondary" icon="search">
          {t`Search`}
        </Button>
      </form>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" {...opener('filter', setFilterOpen)}>
          {count > 0 ? t`Filter (${count})` : t`Filter`}
        </Button>
        {vendors.length > 0 && (
          <Button size="sm" variant="secondary" {...opener('picker', setPickerOpen)}>
            {t`Providers`}
          </Button>
        )}
        <Button size="sm" variant="secondary" {...opener('sheet', setSheetOpen)}>
          {t`Categories`}
        </Button>
        {clearable && (
          <Button
            size="sm"
            variant="ghost"
            // Clear filter resets vendor, classification and the panel; the name search stays, in the
            // field as in the list (the chart keeps it).
            onClick={() => list.send({ type: 'filter.clear' })}
          >
            {t`Clear filter`}
          </Button>
        )}
        {onBrowseVendors && (
          <Button size="sm" variant="ghost" onClick={onBrowseVendors}>
            {t`Back to providers`}
          </Button>
        )}
      </div>
      {vendors.length > 0 && (
        <VendorStrip
          vendors={vendors}
          selected={vendor}
          total={vendorTotal}
          onSelect={(code) => list.send({ type: 'filter.vendorChanged', vendor: code })}
        />
      )}
      <ClassifyTabs
        classifications={classifications}
        dataType={dataType}
        classify={filter.gameClassify}
        baseClassify={base.gameClassify}
        onChoose={chooseTab}
      />
      <Suspense fallback={null}>
        {mounted.has('filter') && (
          <FilterPopup
            open={filterOpen}
            onClose={() => setFilterOpen(false)}
            vendors={vendors}
            classifications={classifications.filter((entry) => entry.key !== base.gameClassify)}
            current={{
              vendor,
              classify: filter.gameClassify === base.gameClassify ? '' : filter.gameClassify,
              minBet: filter.minBet,
              minLine: filter.minLine,
            }}
            onApply={(choice) =>
              list.send({
                type: 'filter.panelChanged',
                vendor: choice.vendor,
                classify: choice.classify || base.gameClassify,
                minBet: choice.minBet,
                minLine: choice.minLine,
              })
            }
            onReset={() => {
              setName('');
              list.send({ type: 'filter.nameChanged', name: '' });
              list.send({
                type: 'filter.panelChanged',
                vendor: null,
                classify: base.gameClassify,
                minBet: '',
                minLine: '',
              });
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {mounted.has('picker') && (
          <ProviderPicker
            open={pickerOpen}
            onClose={() => setPickerOpen(false)}
            vendors={vendors}
            selected={vendor}
            onConfirm={(code) => list.send({ type: 'filter.vendorChanged', vendor: code })}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {mounted.has('sheet') && (
          <CategorySheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            categories={categories}
            current={category}
          />
        )}
      </Suspense>
    </div>
  );
}

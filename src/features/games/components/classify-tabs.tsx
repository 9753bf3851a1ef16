import { useLingui } from '@lingui/react/macro';
import type { GameClassify } from '../../../api/endpoints/game-vendors';
import { Tabs, type TabItem } from '../../../ui/tabs';
import type { DataType } from '../../../../machines/games/presets.ts';
import { DATA_TYPE_TABS } from '../games-messages';

export type ClassifyChoice =
  { kind: 'data'; dataType: DataType } | { kind: 'classify'; key: string };

export interface ClassifyTabsProps {
  classifications: readonly GameClassify[];
  dataType: DataType;
  /** The classify in force, and the screen's own (a preset's), which counts as no choice. */
  classify: string;
  baseClassify: string;
  onChoose: (choice: ClassifyChoice) => void;
}

/** Requirements B2.4: All, Favorite, Recent, New, Hot, then the classifications configured for the type. */
export function ClassifyTabs({
  classifications,
  dataType,
  classify,
  baseClassify,
  onChoose,
}: ClassifyTabsProps) {
  const { t, i18n } = useLingui();
  const items: TabItem<string>[] = [
    ...DATA_TYPE_TABS.map(({ dataType: value, label }) => ({
      value: `data:${value}`,
      label: i18n._(label),
    })),
    ...classifications
      .filter((entry) => entry.key !== baseClassify)
      .map((entry) => ({ value: `classify:${entry.key}`, label: entry.displayName })),
  ];
  const value =
    dataType !== 'ALL'
      ? `data:${dataType}`
      : classify && classify !== baseClassify
        ? `classify:${classify}`
        : 'data:ALL';
  const choose = (next: string) => {
    const [kind, rest = ''] = next.split(/:(.*)/s);
    onChoose(
      kind === 'data'
        ? { kind: 'data', dataType: rest as DataType }
        : { kind: 'classify', key: rest },
    );
  };
  return (
    <Tabs
      label={t`Game classification`}
      items={items}
      value={value}
      onChange={choose}
      layout="scroll"
    />
  );
}

import type { Database } from '../db/client.ts';
import { listVendors, type VendorRow } from '../db/queries/game-vendors.ts';
import { catalogueBreakdown } from '../db/queries/games.ts';
import { CLASSIFY_NAMES } from '../db/seed/catalogue-vendors.ts';
import { vendorIconPath, type CatalogueLanguage } from './game-dto.ts';

// The categories the server orders. Requirements B4: the site itself inserts ESPORTS and COCKFIGHT after
// SPORTS and appends INHOUSE when they have vendors, so those appear only in the vendor map.
const SORTED_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

interface Breakdown {
  category: string;
  gameType: string;
  vendor: string;
  classify: string;
  games: number;
}

function vendorDto(vendor: VendorRow, category: string, gameType: string, gameCount: number) {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    gameType,
    gameCategory: category,
    mobileLargeIcon: vendorIconPath(vendor.code, true),
    img: vendorIconPath(vendor.code, false),
    isHot: vendor.isHot ? 1 : 0,
    inHouse: vendor.inHouse ? 1 : 0,
    gameCount,
  };
}

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** GCSGAME_newGameVendor: sorting list, category → vendors, and per category its classifications and game count. */
export async function vendorMap(db: Database, language: CatalogueLanguage) {
  const [vendorRows, breakdown] = await Promise.all([
    listVendors(db),
    catalogueBreakdown(db) as Promise<Breakdown[]>,
  ]);
  const order = new Map(vendorRows.map((vendor, index) => [vendor.code, index]));
  const byCode = new Map(vendorRows.map((vendor) => [vendor.code, vendor]));
  const byVendorOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  const vendors: Record<string, ReturnType<typeof vendorDto>[]> = {};
  const gameTypes: Record<
    string,
    {
      gameType: string;
      gameClassify: { key: string; displayName: string; vendors: string[] }[];
      gameCount: number;
    }
  > = {};
  for (const [category, rows] of group(breakdown, (row) => row.category)) {
    const perVendor = group(rows, (row) => row.vendor);
    const codes = [...perVendor.keys()].sort(byVendorOrder);
    const gameType = rows[0]?.gameType ?? category;
    vendors[category] = codes.flatMap((code) => {
      const vendor = byCode.get(code);
      const count = (perVendor.get(code) ?? []).reduce((sum, row) => sum + row.games, 0);
      return vendor === undefined ? [] : [vendorDto(vendor, category, gameType, count)];
    });
    const classifies = [...group(rows, (row) => row.classify)].map(([key, entries]) => ({
      key,
      displayName: CLASSIFY_NAMES[key]?.[language] ?? key,
      vendors: [...new Set(entries.map((entry) => entry.vendor))].sort(byVendorOrder),
      count: entries.reduce((sum, entry) => sum + entry.games, 0),
    }));
    classifies.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    gameTypes[category] = {
      gameType,
      gameClassify: classifies.map(({ key, displayName, vendors: classifyVendors }) => ({
        key,
        displayName,
        vendors: classifyVendors,
      })),
      gameCount: rows.reduce((sum, row) => sum + row.games, 0),
    };
  }
  const sorting = SORTED_CATEGORIES.filter((category) => vendors[category] !== undefined).map(
    (gameCategory, index) => ({
      gameCategory,
      vendorNames: (vendors[gameCategory] ?? []).map((vendor) => vendor.vassalage),
      sort: index + 1,
    }),
  );
  return { sorting, vendors, gameTypes };
}

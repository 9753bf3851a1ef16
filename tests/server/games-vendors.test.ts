import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, openCatalogue, type CatalogueFixture } from './helpers/games.ts';
import { call } from './helpers/test-app.ts';

interface Vendor {
  vassalage: string;
  gameCategory: string;
  gameType: string;
  mobileLargeIcon: string;
  img: string;
  isHot: number;
  gameCount: number;
}
interface VendorMap {
  sorting: { gameCategory: string; vendorNames: string[]; sort: number }[];
  vendors: Record<string, Vendor[]>;
  gameTypes: Record<
    string,
    {
      gameType: string;
      gameClassify: { key: string; displayName: string; vendors: string[] }[];
      gameCount: number;
    }
  >;
}

let fixture: CatalogueFixture;
let map: VendorMap;

beforeAll(async () => {
  fixture = await openCatalogue();
  map = (
    await call(fixture.app, '/wps/relay/GCSGAME_newGameVendor', { headers: { Language: 'EN' } })
  ).body.value as VendorMap;
});
afterAll(async () => fixture.database.close());

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('lists the sorted categories with their vendors; esports, cockfight and in-house only in the map (requirements B4 ordering)', () => {
    expect(map.sorting.map((entry) => entry.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
    ]);
    expect(map.sorting.map((entry) => entry.sort)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(map.sorting[0]?.vendorNames).toEqual(
      expect.arrayContaining(['JILI', 'PG', 'JDB', 'RTG']),
    );
    expect(map.vendors.ESPORTS?.map((vendor) => vendor.vassalage)).toEqual([
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
    ]);
    expect(map.vendors.COCKFIGHT?.map((vendor) => vendor.vassalage)).toEqual([
      'SV3',
      'DS88',
      'DIG',
      'WGB',
      'WS168',
    ]);
    expect(map.vendors.INHOUSE?.length).toBeGreaterThan(0);
    // Prize mode is elottery when the ELOTT entry has TCG_LOTTO_VN or LOTT (requirements B4).
    expect(map.vendors.ELOTT?.map((vendor) => vendor.vassalage)).toContain('TCG_LOTTO_VN');
    expect(map.vendors.LOTT?.map((vendor) => vendor.vassalage)).toEqual(
      expect.arrayContaining(['TCG_SEA', 'LOTT']),
    );
  });

  it('gives each vendor its icons (white form ends in -WHITE.png), hot flag and game count', async () => {
    const vendors = Object.values(map.vendors).flat();
    for (const vendor of vendors) {
      expect(vendor.mobileLargeIcon).toBe(`/games/art/vendor/${vendor.vassalage}-WHITE.png`);
      expect(vendor.gameCount).toBeGreaterThan(0);
    }
    expect(vendors.some((vendor) => vendor.isHot === 1)).toBe(true);
    const pg = map.vendors.RNG?.find((vendor) => vendor.vassalage === 'PG');
    expect(pg?.gameCount).toBe(
      (await gameList(fixture.app, { vassalage: 'PG', gameType: 'RNG', pageSize: '1' })).totalCount,
    );
  });

  it('gives per category its classifications (with vendors) and a game count matching the list', async () => {
    const rng = map.gameTypes.RNG;
    expect(rng?.gameCount).toBeGreaterThanOrEqual(1500);
    const keys = rng?.gameClassify.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['SLOT', 'FeatureBuy', 'JP', 'BG']));
    expect(rng?.gameClassify.find((entry) => entry.key === 'FeatureBuy')).toMatchObject({
      displayName: 'Feature Buy',
      vendors: expect.arrayContaining(['PG']),
    });
    const total = Object.values(map.gameTypes).reduce((sum, entry) => sum + entry.gameCount, 0);
    expect(total).toBe((await gameList(fixture.app, { pageSize: '1' })).totalCount);
    expect(map.gameTypes.ESPORTS).toMatchObject({ gameType: 'SPORTS', gameCount: 20 });
  });

  it("counts each category the same in its vendors and in the list of its type narrowed to its vendors (what the site's All asks)", async () => {
    const categories = Object.keys(map.gameTypes);
    expect(categories.sort()).toEqual([
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'INHOUSE',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    for (const category of categories) {
      const info = map.gameTypes[category];
      const vendors = map.vendors[category] ?? [];
      expect(
        vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0),
        category,
      ).toBe(info?.gameCount);
      const listed = await gameList(fixture.app, {
        gameType: info?.gameType ?? '',
        vassalage: vendors.map((vendor) => vendor.vassalage).join(','),
        pageSize: '1',
      });
      expect(listed.totalCount, category).toBe(info?.gameCount);
    }
    // The sports type alone is wider than its category: it holds the esports and cockfight games too.
    expect(map.gameTypes.SPORTS?.gameCount).toBe(12);
    expect((await gameList(fixture.app, { gameType: 'SPORTS', pageSize: '1' })).totalCount).toBe(
      47,
    );
  });

  it('names classifications in Bengali by default', async () => {
    const bn = (await call(fixture.app, '/wps/relay/GCSGAME_newGameVendor')).body
      .value as VendorMap;
    expect(bn.gameTypes.RNG?.gameClassify.find((entry) => entry.key === 'JP')?.displayName).toBe(
      'জ্যাকপট',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { announcementSchema } from '../../../src/api/endpoints/announcements';
import { gameVendorsSchema } from '../../../src/api/endpoints/game-vendors';
import { bannerTarget } from '../../../src/features/home/banner-link';
import { HOME_SECTION_SIZE, sectionQuery } from '../../../src/features/home/lobby-queries';
import { markPopupsShown, popupsFor, popupsShown } from '../../../src/features/home/popup-once';
import {
  ALL_VENDORS,
  pageCount,
  showsVendorNav,
  vendorPage,
  vendorsOf,
} from '../../../src/features/home/vendor-pages';
import { formatWinAmount } from '../../../src/features/home/winner-amount';

describe('banner links', () => {
  it('follows ROUTE inside the site, PROMOTION to its detail, EXTERNAL to web addresses only', () => {
    expect(
      bannerTarget({ linkType: 'ROUTE', linkUrl: '/m/activity?tab=2', linkedPromotionId: null }),
    ).toEqual({ kind: 'route', href: '/activity?tab=2' });
    expect(bannerTarget({ linkType: 'PROMOTION', linkUrl: null, linkedPromotionId: 104 })).toEqual({
      kind: 'route',
      href: '/activityDetail?id=104',
    });
    expect(
      bannerTarget({
        linkType: 'EXTERNAL',
        linkUrl: 'https://example.com/x',
        linkedPromotionId: null,
      }),
    ).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(
      bannerTarget({
        linkType: 'EXTERNAL',
        linkUrl: 'javascript:alert(1)',
        linkedPromotionId: null,
      }).kind,
    ).toBe('none');
    expect(
      bannerTarget({
        linkType: 'ROUTE',
        linkUrl: 'https://elsewhere.test/m/home',
        linkedPromotionId: null,
      }).kind,
    ).toBe('none');
    expect(bannerTarget({ linkType: 'NONE', linkUrl: '/m/home', linkedPromotionId: 1 }).kind).toBe(
      'none',
    );
  });
});

describe('winner amounts', () => {
  it('shows 2 places exactly with the currency and digit groups', () => {
    expect(formatWinAmount('426783.5', 'BDT')).toBe('BDT 426,783.50');
    expect(formatWinAmount('0.005', 'BDT')).toBe('BDT 0.00');
    expect(formatWinAmount('12345678901234567.891', '')).toBe('12,345,678,901,234,567.89');
    expect(formatWinAmount('junk', 'BDT')).toBe('BDT 0.00');
  });
});

const vendorData = gameVendorsSchema.parse({
  sorting: [
    { gameCategory: 'RNG', vendorNames: [] },
    { gameCategory: 'LIVE', vendorNames: [] },
  ],
  vendors: {
    RNG: Array.from({ length: 8 }, (_, index) => ({
      vassalage: `R${index}`,
      displayName: `Slot ${index}`,
      gameType: 'RNG',
      gameCategory: 'RNG',
    })),
    LIVE: Array.from({ length: 3 }, (_, index) => ({
      vassalage: `L${index}`,
      displayName: `Live ${index}`,
      gameType: 'LIVE',
      gameCategory: 'LIVE',
    })),
  },
});

describe('vendor pages', () => {
  it('lists every vendor under All in category order, 9 a page', () => {
    const all = vendorsOf(vendorData, ALL_VENDORS);
    expect(all.map((vendor) => vendor.vassalage)).toEqual([
      'R0',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
      'L0',
      'L1',
      'L2',
    ]);
    expect(pageCount(all.length)).toBe(2);
    expect(vendorPage(all, 1).map((vendor) => vendor.vassalage)).toEqual(['L1', 'L2']);
    expect(vendorsOf(vendorData, 'LIVE')).toHaveLength(3);
  });

  it('shows the pager only with more than 3 vendors', () => {
    expect(showsVendorNav(3)).toBe(false);
    expect(showsVendorNav(4)).toBe(true);
  });
});

describe('section queries', () => {
  it('uses the category presets with the section page size of 16', () => {
    expect(HOME_SECTION_SIZE).toBe(16);
    expect(sectionQuery('JACKPOT', [], 'EN')).toEqual({
      language: 'EN',
      pageNo: 1,
      pageSize: 16,
      gameType: 'RNG',
      gameClassify: 'JP',
    });
    expect(sectionQuery('NEW', [], 'BN')).toEqual({
      language: 'BN',
      pageNo: 1,
      pageSize: 16,
      gameClassify: 'new',
    });
    expect(sectionQuery('FISH', [], 'BN')).toEqual({
      language: 'BN',
      pageNo: 1,
      pageSize: 16,
      gameType: 'FISH',
    });
  });
});

describe('popups once per visit', () => {
  const popup = (id: number, execution: string) =>
    announcementSchema.parse({
      id,
      type: 'PU',
      title: `Popup ${id}`,
      execution,
      announcementImages: [{ sequence: 1, url: '/x.png', width: 540, height: 540 }],
    });

  it("keeps the audience's execution and remembers each audience separately", () => {
    expect(popupsFor([popup(1, 'A'), popup(2, 'B')], 'B').map((entry) => entry.id)).toEqual([2]);
    expect(popupsShown('B')).toBe(false);
    markPopupsShown('B');
    expect(popupsShown('B')).toBe(true);
    expect(popupsShown('A')).toBe(false);
  });
});

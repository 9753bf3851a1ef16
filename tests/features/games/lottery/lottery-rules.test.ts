import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../../../src/features/games/lottery/countdown-time';
import {
  apiCategory,
  parseLotteryCentreSearch,
} from '../../../../src/features/games/lottery/lottery-category';
import { playTypesIn } from '../../../../src/features/games/lottery/play-types';

describe('lottery centre rules', () => {
  it('shows mm:ss, hh:mm:ss for daily draws and waits of an hour or more, whole seconds rounded up', () => {
    expect(formatCountdown(125_000)).toBe('02:05');
    expect(formatCountdown(124_001)).toBe('02:05');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(125_000, true)).toBe('00:02:05');
    expect(formatCountdown(10 * 3_600_000 + 61_000, true)).toBe('10:01:01');
  });

  it('reads the category from the address; anything else is the lottery', () => {
    expect(parseLotteryCentreSearch({ category: 'elott' })).toEqual({ category: 'elott' });
    expect(parseLotteryCentreSearch({ category: 'lott' })).toEqual({ category: 'lott' });
    expect(parseLotteryCentreSearch({ category: 'ELOTT' })).toEqual({ category: 'lott' });
    expect(parseLotteryCentreSearch({})).toEqual({ category: 'lott' });
    // One provider's lotteries: a vendor code as the lottery calls take it, anything else ignored.
    expect(parseLotteryCentreSearch({ category: 'elott', vendor: 'TCG_LOTTO_VN' })).toEqual({
      category: 'elott',
      vendor: 'TCG_LOTTO_VN',
    });
    expect(parseLotteryCentreSearch({ vendor: 'LOTT' })).toEqual({
      category: 'lott',
      vendor: 'LOTT',
    });
    for (const vendor of ['', 'A B', 'x'.repeat(33), 7, '<b>'])
      expect(parseLotteryCentreSearch({ vendor })).toEqual({ category: 'lott' });
    expect(apiCategory('elott')).toBe('ELOTT');
    expect(apiCategory('lott')).toBe('LOTT');
  });

  it("reads a game's play types from its vendor's menu, in the menu's order, never the Standard group", () => {
    const menu = {
      vendor: 'LOTT',
      menus: [
        { playType: 'Tradition', name: 'ঐতিহ্যবাহী', games: [{ gameCode: '1001', gameName: 'A' }] },
        {
          playType: 'Entertainment',
          name: 'বিনোদন',
          games: [
            { gameCode: '1001', gameName: 'A' },
            { gameCode: '1002', gameName: 'B' },
          ],
        },
        { playType: 'Standard', name: 'Standard', games: [{ gameCode: '1003', gameName: 'C' }] },
      ],
    };
    expect(playTypesIn(menu, '1001')).toEqual([
      { playType: 'Tradition', name: 'ঐতিহ্যবাহী' },
      { playType: 'Entertainment', name: 'বিনোদন' },
    ]);
    expect(playTypesIn(menu, '1002')).toEqual([{ playType: 'Entertainment', name: 'বিনোদন' }]);
    expect(playTypesIn(menu, '1003')).toEqual([]);
    expect(playTypesIn(menu, '9999')).toEqual([]);
  });
});

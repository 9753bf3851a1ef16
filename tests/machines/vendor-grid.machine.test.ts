import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { vendorGridMachine, type VendorGridInput } from '../../machines/vendor-grid.machine.ts';
import { screenKindOf } from '../../machines/games/screen-kinds.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { vendorGridOracle } from './oracles/vendor-grid.oracle.ts';

const input = (patch: Partial<VendorGridInput> = {}): VendorGridInput => ({
  vendor: null,
  openedFiltered: false,
  vendorCount: 6,
  ...patch,
});

// One model per way the screen can open: on the grid, from a filtered link, with a single vendor,
// and a category of two vendors (the smallest with a choice).
describeChartModel('vendor grid chart (model-based)', vendorGridMachine, {
  oracle: vendorGridOracle,
  events: [
    { type: 'vendor.pick', vendor: 'JILI' },
    { type: 'vendor.pick', vendor: null },
    { type: 'vendor.browse' },
  ],
  inputs: {
    grid: input(),
    'two vendors': input({ vendorCount: 2 }),
    'filtered link': input({ vendor: 'PG', openedFiltered: true }),
    'single vendor': input({ vendorCount: 1 }),
    'filtered link, single vendor': input({ vendor: 'PG', openedFiltered: true, vendorCount: 1 }),
  },
});

describe('vendor grid chart (rules)', () => {
  const open = (patch: Partial<VendorGridInput>) =>
    createActor(vendorGridMachine, { input: input(patch) }).start();

  it('opens on the grid; a pick shows that vendor, browsing brings the grid back, the next pick replaces the vendor', () => {
    const actor = open({});
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: 'JILI' });
    expect(actor.getSnapshot().value).toBe('showingGames');
    expect(actor.getSnapshot().context).toMatchObject({ vendor: 'JILI' });
    actor.send({ type: 'vendor.browse' });
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: null });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: null });
  });

  it('shows the games at once for a filtered link and for a category of one vendor (or none), never for two', () => {
    const linked = open({ vendor: 'PG', openedFiltered: true });
    expect(linked.getSnapshot().value).toBe('showingGames');
    expect(linked.getSnapshot().context.vendor).toBe('PG');
    expect(open({ vendorCount: 1 }).getSnapshot().value).toBe('showingGames');
    expect(open({ vendorCount: 0 }).getSnapshot().value).toBe('showingGames');
    expect(open({ vendorCount: 2 }).getSnapshot().value).toBe('choosingVendor');
  });

  it('ignores a pick while the games show and browsing while the grid shows', () => {
    const actor = open({});
    actor.send({ type: 'vendor.browse' });
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: 'PG' });
    actor.send({ type: 'vendor.pick', vendor: 'JDB' });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: 'PG' });
  });
});

describe('category screen kinds', () => {
  it('the hot list, a game list for the types with no vendor choice, a vendor grid for every other category', () => {
    expect(['HOT', 'hot'].map(screenKindOf)).toEqual(['hotList', 'hotList']);
    const lists = ['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW', 'bingo', 'new'];
    expect(lists.map(screenKindOf)).toEqual(lists.map(() => 'gameList'));
    const grids = [
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'PG',
      'fish',
    ];
    expect(grids.map(screenKindOf)).toEqual(grids.map(() => 'vendorGrid'));
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { vendorGridMachine, type VendorGridInput } from '../../machines/vendor-grid.machine.ts';
import { modelPaths, runPath, uncovered, type ModelOptions } from './helpers/model-runner.ts';

const input = (patch: Partial<VendorGridInput> = {}): VendorGridInput => ({ vendor: null, openedFiltered: false, vendorCount: 6, ...patch });
const events = [
  { type: 'vendor.pick', vendor: 'JILI' },
  { type: 'vendor.pick', vendor: null },
  { type: 'vendor.browse' },
];

// One model per way the screen can open: on the grid, from a filtered link, with a single vendor.
const models: Record<string, ModelOptions> = {
  grid: { input: input(), events },
  filteredLink: { input: input({ vendor: 'PG', openedFiltered: true }), events },
  singleVendor: { input: input({ vendorCount: 1 }), events },
};
const paths = Object.fromEntries(Object.entries(models).map(([name, options]) => [name, modelPaths(vendorGridMachine, options)]));

describe('vendor grid chart (model-based)', () => {
  for (const [name, options] of Object.entries(models)) {
    it.each((paths[name] ?? []).map((p) => [p.description, p] as const))(`${name}: %s`, async (_, path) => {
      await runPath(vendorGridMachine, path, options);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(uncovered(vendorGridMachine, Object.values(paths).flat())).toEqual({ states: [], transitions: [] });
  });
});

describe('vendor grid chart (rules)', () => {
  it('opens on the grid; a pick shows that vendor, browsing brings the grid back, the next pick replaces the vendor', () => {
    const actor = createActor(vendorGridMachine, { input: input() }).start();
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: 'JILI' });
    expect(actor.getSnapshot().value).toBe('showingGames');
    expect(actor.getSnapshot().context).toMatchObject({ vendor: 'JILI' });
    actor.send({ type: 'vendor.browse' });
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: null });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: null });
  });

  it('shows the games at once for a filtered link and for a category of one vendor', () => {
    const linked = createActor(vendorGridMachine, { input: input({ vendor: 'PG', openedFiltered: true }) }).start();
    expect(linked.getSnapshot().value).toBe('showingGames');
    expect(linked.getSnapshot().context.vendor).toBe('PG');
    const single = createActor(vendorGridMachine, { input: input({ vendorCount: 1 }) }).start();
    expect(single.getSnapshot().value).toBe('showingGames');
    expect(single.getSnapshot().context.vendor).toBeNull();
  });

  it('ignores a pick while the games show and browsing while the grid shows', () => {
    const actor = createActor(vendorGridMachine, { input: input() }).start();
    actor.send({ type: 'vendor.browse' });
    expect(actor.getSnapshot().value).toBe('choosingVendor');
    actor.send({ type: 'vendor.pick', vendor: 'PG' });
    actor.send({ type: 'vendor.pick', vendor: 'JDB' });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: 'PG' });
  });
});

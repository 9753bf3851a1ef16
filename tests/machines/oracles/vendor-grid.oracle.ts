import { expect } from 'vitest';
import type { VendorGridContext } from '../../../machines/vendor-grid.machine.ts';
import type { Oracle, StepView } from '../helpers/chart-model.ts';

type Step = StepView<VendorGridContext>;

/** The chart has no effects of its own: the view renders the grid or the games from its state. */
function noEffects({ effects, running, history }: Step): void {
  expect(effects).toEqual([]);
  expect(history).toEqual([]);
  expect(running).toEqual([]);
}

/** What the link and the category gave never changes. */
function keepsInput({ context, previous }: Step): void {
  if (previous) {
    expect(context.openedFiltered).toBe(previous.context.openedFiltered);
    expect(context.vendorCount).toBe(previous.context.vendorCount);
  }
}

/** What must hold in each state of the vendor-grid chart. */
export const vendorGridOracle: Oracle<VendorGridContext> = {
  opening: (step) => {
    noEffects(step);
    // Passed through at the start only: nothing is picked yet, the vendor is the link's.
    expect(step.event.type).toBe('xstate.init');
    expect(step.previous).toBeNull();
  },
  choosingVendor: (step) => {
    const { context, event, previous, entered } = step;
    noEffects(step);
    keepsInput(step);
    if (event.type === 'xstate.init') {
      // The grid opens first only for a plain link to a category with a real choice of vendors.
      expect(context.openedFiltered).toBe(false);
      expect(context.vendorCount).toBeGreaterThan(1);
      expect(context.vendor).toBeNull();
    } else {
      // Browsing back to the grid keeps the vendor last shown; a pick on the grid leaves it.
      expect(event.type).toBe('vendor.browse');
      expect(entered).toBe(true);
      expect(context).toEqual(previous?.context);
    }
  },
  showingGames: (step) => {
    const { context, event, previous, entered } = step;
    noEffects(step);
    keepsInput(step);
    if (event.type === 'xstate.init') {
      // A filtered link or a single vendor shows the games at once, with the link's vendor.
      expect(context.openedFiltered || context.vendorCount <= 1).toBe(true);
    } else if (entered) {
      expect(event.type).toBe('vendor.pick');
      expect(context.vendor).toBe(event.vendor);
    } else {
      // A pick while the games show changes nothing (the grid is not on screen).
      expect(event.type).toBe('vendor.pick');
      expect(context).toEqual(previous?.context);
    }
  },
};

import { assign, setup } from 'xstate';

/**
 * A vendor-grid category screen (RNG, FISH, LIVE, SPORTS …): the player first picks a vendor, or
 * All, from a grid of the category's vendors, then sees those games; from the games the grid can
 * be opened again. A screen opened with a filter in its link (a vendor, a classification) shows the
 * games at once, and so does a category with a single vendor, where the grid would offer no choice.
 *
 * Pure chart: the view renders the grid in choosingVendor and the game list in showingGames.
 */

export interface VendorGridInput {
  /** The vendor of the link (?vassalage=), if any. */
  vendor: string | null;
  /** The link carried a filter (vendor, classification or data type). */
  openedFiltered: boolean;
  /** How many vendors the category has. */
  vendorCount: number;
}

export interface VendorGridContext {
  /** The vendor picked, or null for all of the category's vendors. */
  vendor: string | null;
  openedFiltered: boolean;
  vendorCount: number;
}

export type VendorGridEvent = { type: 'vendor.pick'; vendor: string | null } | { type: 'vendor.browse' };

export const vendorGridMachine = setup({
  types: {
    input: {} as VendorGridInput,
    context: {} as VendorGridContext,
    events: {} as VendorGridEvent,
  },
  guards: {
    isOpenedFiltered: ({ context }) => context.openedFiltered,
    hasOneVendorAtMost: ({ context }) => context.vendorCount <= 1,
  },
}).createMachine({
  id: 'vendorGrid',
  context: ({ input }) => ({ vendor: input.vendor, openedFiltered: input.openedFiltered, vendorCount: input.vendorCount }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'isOpenedFiltered', target: 'showingGames' },
        { guard: 'hasOneVendorAtMost', target: 'showingGames' },
        { target: 'choosingVendor' },
      ],
    },
    choosingVendor: {
      on: {
        'vendor.pick': {
          target: 'showingGames',
          actions: assign({ vendor: ({ event }) => event.vendor }),
        },
      },
    },
    showingGames: {
      on: {
        'vendor.browse': { target: 'choosingVendor' },
      },
    },
  },
});

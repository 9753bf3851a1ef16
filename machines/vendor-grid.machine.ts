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

export type VendorGridEvent =
  { type: 'vendor.pick'; vendor: string | null } | { type: 'vendor.browse' };

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
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'vendorGrid',
  context: ({ input }) => ({
    vendor: input.vendor,
    openedFiltered: input.openedFiltered,
    vendorCount: input.vendorCount,
  }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'Decides what the screen opens on: the games for a link with a filter or a category of one vendor, else the grid of vendors.',
      always: [
        { guard: 'isOpenedFiltered', target: 'showingGames' },
        { guard: 'hasOneVendorAtMost', target: 'showingGames' },
        { target: 'choosingVendor' },
      ],
    },
    choosingVendor: {
      description: "The grid of the category's vendors, with All: picking one shows its games.",
      on: {
        'vendor.pick': {
          target: 'showingGames',
          actions: assign({ vendor: ({ event }) => event.vendor }),
        },
      },
    },
    showingGames: {
      description:
        "The games of the vendor picked (or of all the category's vendors); the grid can be opened again.",
      on: {
        'vendor.browse': { target: 'choosingVendor' },
      },
    },
  },
});

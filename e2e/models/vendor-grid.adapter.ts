import { expect, type Locator } from '@playwright/test';
import { vendorGridMachine, type VendorGridInput } from '../../machines/vendor-grid.machine.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';

/**
 * A vendor-grid category screen (requirements B2, B9): the sports, a category of two providers of
 * the demo catalogue (Arena Sports and Goal Sports, six games each). A plain link opens on the grid
 * of providers with All; a pick shows those games with the provider marked on the strip, and Back to
 * providers opens the grid again. A link naming a provider (?vassalage=) shows its games at once.
 * A category of one provider would open on its games with no way back to a grid: the demo
 * catalogue has none (every vendor-grid category has two providers or more), so the run cannot
 * open one; the chart's unit tests cover it.
 */

const PLAIN = 'a plain link to the sports';
const LINKED = 'a link to the sports naming Arena Sports';

/** The demo catalogue's sports providers and their games (server/db/seed/catalogue-vendors.ts). */
const PROVIDERS = {
  ARENA: { name: 'Arena Sports', games: 6 },
  GOALBET: { name: 'Goal Sports', games: 6 },
} as const;
type Provider = keyof typeof PROVIDERS;
const ALL_GAMES = 12;

const input = (vendor: Provider | null): VendorGridInput => ({
  vendor,
  openedFiltered: vendor !== null,
  vendorCount: Object.keys(PROVIDERS).length,
});

const pickAll: ModelEvent = { type: 'vendor.pick', vendor: null };
const pickGoal: ModelEvent = { type: 'vendor.pick', vendor: 'GOALBET' };
const browse: ModelEvent = { type: 'vendor.browse' };

interface VendorGridWorld extends BaseWorld {
  /** The provider whose games the list shows (null: all of the category's). */
  vendor: Provider | null;
}

const grid = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Choose a provider'), exact: true });
const gameList = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Games'), exact: true });
const gamesText = (world: BaseWorld, count: number): string =>
  world.t('Games: {count}').replace('{count}', String(count));
const gridEntry = (world: BaseWorld, vendor: Provider | null): Locator =>
  grid(world).getByRole('button', {
    name: vendor === null ? world.t('All games') : PROVIDERS[vendor].name,
  });
const backToProviders = (world: BaseWorld): Locator =>
  world.page.getByRole('button', { name: world.t('Back to providers'), exact: true });

export const vendorGridAdapter = defineAdapter<VendorGridWorld>({
  chart: 'vendor-grid',
  machine: vendorGridMachine,
  input: input(null),
  scenarioInputs: { [LINKED]: input('ARENA') },
  events: {
    [PLAIN]: [pickAll, pickGoal, browse],
    // Back to providers, then another provider: the pick wins over the link's provider.
    [LINKED]: [browse, pickGoal],
  },
  // The grid's entries are on screen only on the grid, Back to providers only over the games of a
  // category of several providers.
  canSend: (keys, event, context: { vendorCount: number }) =>
    event.type === 'vendor.pick'
      ? keys.includes('choosingVendor')
      : keys.includes('showingGames') && context.vendorCount > 1,
  // After Back to providers, a second pick shows the new choice (here All after Goal Sports).
  // After a link naming Arena Sports, a pick of Goal Sports shows Goal Sports' games.
  sequences: { [PLAIN]: [[pickGoal, browse, pickAll]], [LINKED]: [[browse, pickGoal]] },
  notDriven: {},
  async setUp(base, path) {
    const vendor: Provider | null = path.scenario === LINKED ? 'ARENA' : null;
    const query = vendor === null ? '' : `vassalage=${vendor}&`;
    await base.page.goto(`/m/sport-games?${query}lang=${base.lang.toUpperCase()}`);
    return { ...base, vendor };
  },
  states: {
    opening: {
      words: 'opening',
      unseen:
        'decided as the screen opens: the grid of providers, or the games of the link at once',
    },
    choosingVendor: {
      words: 'grid of providers',
      async see(world) {
        // All with the category's games, then each provider with its own; no games yet.
        await expect(gridEntry(world, null)).toContainText(gamesText(world, ALL_GAMES));
        for (const code of Object.keys(PROVIDERS) as Provider[])
          await expect(gridEntry(world, code)).toContainText(
            gamesText(world, PROVIDERS[code].games),
          );
        await expect(grid(world).getByRole('button')).toHaveCount(
          Object.keys(PROVIDERS).length + 1,
        );
        await expect(gameList(world)).toHaveCount(0);
        await expect(backToProviders(world)).toHaveCount(0);
        // The address names no provider: a reload shows the grid again.
        await expect(world.page).not.toHaveURL(/[?&]vassalage=/);
      },
    },
    showingGames: {
      words: 'games of the provider',
      async see(world) {
        const { vendor } = world;
        await expect(grid(world)).toHaveCount(0);
        await expect(gameList(world).getByRole('listitem').first()).toBeVisible();
        await expect(
          world.page
            .getByRole('status')
            .filter({ hasText: world.t('Games: {count}').split(':')[0] }),
        ).toHaveText(gamesText(world, vendor === null ? ALL_GAMES : PROVIDERS[vendor].games));
        // The strip marks the provider shown (All providers for all of them), and only it.
        const strip = world.page.getByRole('group', { name: world.t('Providers'), exact: true });
        const pressed = strip.getByRole('button', { pressed: true });
        await expect(pressed).toHaveCount(1);
        await expect(pressed).toContainText(
          vendor === null ? world.t('All providers') : PROVIDERS[vendor].name,
        );
        await expect(backToProviders(world)).toBeVisible();
        // The address names the provider picked (none for All), not the one a link named before.
        if (vendor === null) await expect(world.page).not.toHaveURL(/[?&]vassalage=/);
        else await expect(world.page).toHaveURL(new RegExp(`[?&]vassalage=${vendor}(&|$)`));
      },
    },
  },
  on: {
    'vendor.pick': {
      words: (event) =>
        event.vendor === null
          ? 'picks All games'
          : `picks ${PROVIDERS[event.vendor as Provider].name}`,
      async cause(world, event) {
        const vendor = event.vendor as Provider | null;
        await gridEntry(world, vendor).click();
        world.vendor = vendor;
      },
    },
    'vendor.browse': {
      words: () => 'taps Back to providers',
      cause: (world) => backToProviders(world).click(),
    },
  },
});

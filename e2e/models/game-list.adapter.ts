import { expect, type Locator, type Route } from '@playwright/test';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import {
  gameListMachine,
  type GameListContext,
  type GameListInput,
} from '../../machines/game-list.machine.ts';
import { game } from '../../tests/machines/helpers/games.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { scrollThrottleStates } from './kit/scroll-throttle.ts';

/**
 * The game list of a category screen, walked by a signed-in member on the slot games' "All games"
 * (requirements B2.4, B4 "Game list", B9 page sizes): paging by button and by scrolling, a vendor,
 * a classification tab, a minimum bet in the Filter panel, a name that finds nothing, Clear filter and Clear search, a failed first
 * page and a failed next page, the Favorite tab with two favourites (removed, refused), the Hot tab
 * paged locally, and the session ending while the favourites show.
 *
 * Bounds, so the run stays short (the chart loops through every filter combination):
 * - one filter change per path, made on the plain list (all vendors, no classification, no name,
 *   data type All): each change reaches the same states, combinations only other contexts;
 * - one "load more" (page 2) per path, by button or by scrolling: later pages repeat the step;
 * - one data-type switch per path (Favorite or Hot), from the plain list;
 * - favourites are removed first to last (the other order reaches the same states);
 * - nothing else happens in the second after a scroll asked for a page but that page's answer;
 * - the server's answer is the one the real server gives for the filter in force (an empty page
 *   only for the name that matches nothing, the two favourites only on the Favorite tab).
 */

// The slot games (requirements B2.3): a category of six vendors, 2000 games, 24 a page (B9).
const CATEGORY_VENDORS = ['JILI', 'PG', 'JDB', 'RTG', 'NOVA', 'MANGO'];
const PAGE_SIZE = 24;
const TOTAL = 2000;
/** A name no game has (requirements B4: "no games found" with Clear search). */
const NOTHING = 'qqqqzzzz';
/** The classification tab walked (its name comes from the server, per language). */
const CLASSIFY = 'JP';
/** The member's two favourites, set up through the API before the page opens: two slot games. */
const FAVOURITE_IDS = [1, 2] as const;

const input: GameListInput = {
  gameType: 'RNG',
  hasQuery: false,
  hasSession: true,
  inHouseVendors: [],
  categoryVendors: CATEGORY_VENDORS,
  pageSize: PAGE_SIZE,
  hotPageSize: PAGE_SIZE,
};

const page = (
  pageNum: number,
  totalPages: number,
  games: Game[],
  totalCount: number,
): GamePage => ({ games, pageNum, totalPages, totalCount });
const done = (id: string, output: unknown): ModelEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string): ModelEvent => ({
  type: `xstate.error.actor.${id}`,
  error: { code: 'network.offline' },
});
const favouriteGames = FAVOURITE_IDS.map((nodeId) => game(nodeId));
// The demo catalogue's hot list holds 24 games of the slots' six vendors: one local page of 24
// (requirements B9), so the Hot tab offers no 'Load more' here (its wrap is left to the Vitest model).
const HOT_SLOTS = Array.from({ length: 24 }, (_, i) => game(5000 + i));
const AFTER_SCROLL = 'xstate.after.scrollThrottle.gameList.scroll.coolingDown';

/** Query results are kept 30 s (src/api/query-client.ts): a list loaded before would come from memory. */
const QUERY_STALE_MS = 30_000;

interface GameListWorld extends BaseWorld {
  token: string;
  /** The list's page requests (catalogue and favourites), held so the loading states are seen. */
  pages: HeldRequests;
  /** The hot list request, held likewise. */
  hot: HeldRequests;
  /** Favourite removals the path has the server refuse, held per game until refused. */
  refusals: Map<number, Route>;
  /** Names (in the run's language) of the member's favourites, by node id. */
  names: Map<number, string>;
  /** The favourites the list should show, in order (tracked from the removals and refusals). */
  listed: number[];
  /** The classification tab's name and the vendor button's name as the server gives them. */
  classifyName: string;
  vendorName: RegExp;
  dataType: 'ALL' | 'FAV' | 'HOT';
}

const gameList = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Games'), exact: true });
const tile = (world: GameListWorld, nodeId: number): Locator =>
  gameList(world)
    .getByRole('listitem')
    .filter({
      has: world.page.getByRole('button', { name: favouriteLabel(world, nodeId), exact: true }),
    });
const favouriteLabel = (world: GameListWorld, nodeId: number): string =>
  world.t('Favorite: {name}').replace('{name}', world.names.get(nodeId) ?? `#${nodeId}`);
const countText = (world: BaseWorld, count: number | RegExp): string | RegExp =>
  typeof count === 'number'
    ? world.t('Games: {count}').replace('{count}', String(count))
    : new RegExp(`^${world.t('Games: {count}').replace('{count}', count.source)}$`);
const loadMoreButton = (world: BaseWorld): Locator =>
  world.page.getByRole('button', { name: world.t('Load more') });
const tabs = (world: BaseWorld): Locator =>
  world.page.getByRole('tablist', { name: world.t('Game classification') });

/**
 * Before a tap that loads a list: page requests wait again, and the page's time moves past the 30 s
 * a loaded page is kept, so the list asks the server (a player coming back to a filter after half a
 * minute); no timer of the page runs for it.
 */
async function beforeLoad(world: GameListWorld): Promise<void> {
  world.pages.hold();
  world.hot.hold();
  const now = await world.page.evaluate(() => Date.now());
  await world.page.clock.setSystemTime(now + QUERY_STALE_MS + 1000);
}

/** A plain list: all vendors, no classification, no name, no minimum bet or lines, the data type All. */
const isPlain = (c: GameListContext): boolean =>
  c.dataType === 'ALL' &&
  c.filter.vassalage === c.base.vassalage &&
  c.filter.gameClassify === c.base.gameClassify &&
  c.filter.gameName === '' &&
  c.filter.minBet === '' &&
  c.filter.minLine === '';
/** The Filter panel's choice walked: a minimum bet alone (1596 of the 2000 slot games bet 1 or less). */
const MIN_BET = '1';

export const gameListAdapter = defineAdapter<GameListWorld>({
  chart: 'game-list',
  machine: gameListMachine,
  input,
  events: [
    done('loadGames', page(1, Math.ceil(TOTAL / PAGE_SIZE), [game(100)], TOTAL)),
    done('loadGames', page(1, 0, [], 0)),
    done('loadGames', page(1, 1, favouriteGames, favouriteGames.length)),
    failed('loadGames'),
    done('loadMoreGames', page(2, Math.ceil(TOTAL / PAGE_SIZE), [game(101)], TOTAL)),
    failed('loadMoreGames'),
    done('loadHot', HOT_SLOTS),
    failed('loadHot'),
    { type: 'filter.vendorChanged', vendor: 'JILI' },
    { type: 'filter.classifyChanged', classify: CLASSIFY },
    { type: 'filter.panelChanged', vendor: null, classify: '', minBet: MIN_BET, minLine: '' },
    { type: 'filter.nameChanged', name: NOTHING },
    { type: 'filter.nameChanged', name: '' },
    { type: 'filter.clear' },
    { type: 'data.select', dataType: 'FAV' },
    { type: 'data.select', dataType: 'HOT' },
    { type: 'list.loadMore' },
    { type: 'list.nearEnd' },
    { type: AFTER_SCROLL },
    { type: 'list.retry' },
    { type: 'session.changed', hasSession: false },
    ...FAVOURITE_IDS.map((nodeId) => ({ type: 'favourite.removed', nodeId })),
    ...favouriteGames.map((g, index) => ({ type: 'favourite.restored', game: g, index })),
  ],
  canSend(keys, event, c: GameListContext) {
    const showing = keys.includes('list.showing');
    // Within the second after a scroll only the page it asked for arrives, then the second passes:
    // the throttle has no view, so what the player does next is walked once, after it.
    // (A failed page asked for by scrolling is the same as one asked for by the button.)
    if (keys.includes('scroll.coolingDown'))
      return (
        event.type ===
        (keys.includes('list.loadingMore') ? 'xstate.done.actor.loadMoreGames' : AFTER_SCROLL)
      );
    switch (event.type) {
      // What the server answers for the filter in force.
      case 'xstate.done.actor.loadGames': {
        const { games } = event.output as GamePage;
        if (c.dataType === 'FAV') return games.length === FAVOURITE_IDS.length;
        if (c.filter.gameName === NOTHING) return games.length === 0;
        return games.length === 1;
      }
      // The first page fails only on the plain list as the screen opens (the retry loads it again).
      case 'xstate.error.actor.loadGames':
        return isPlain(c);
      case 'filter.vendorChanged':
        // A provider on the plain list; after the session ended a provider is the way to the login.
        return (showing && isPlain(c)) || keys.includes('list.sessionEnded');
      case 'filter.classifyChanged':
      case 'filter.panelChanged':
      case 'data.select':
        return showing && isPlain(c);
      case 'filter.nameChanged':
        // The name that finds nothing on the plain list; Clear search on its "no games".
        return event.name === NOTHING
          ? showing && isPlain(c)
          : keys.includes('list.empty') && c.filter.gameName === NOTHING;
      case 'filter.clear':
        // The bar's Clear filter, once the games of the chosen provider, classification or minimum bet show.
        return (
          showing &&
          c.dataType === 'ALL' &&
          (c.filter.vassalage !== c.base.vassalage ||
            c.filter.gameClassify !== c.base.gameClassify ||
            c.filter.minBet !== '')
        );
      case 'list.loadMore':
        // Page 2 of the plain list (the Hot tab's one page offers no 'Load more').
        return showing && isPlain(c) && c.pageNum === 1;
      case 'list.nearEnd':
        return showing && isPlain(c) && c.pageNum === 1 && keys.includes('scroll.ready');
      case 'session.changed':
        return showing && c.dataType === 'FAV';
      case 'favourite.removed':
        // The first listed favourite: removing in the other order reaches the same states.
        return showing && c.dataType === 'FAV' && c.games[0]?.nodeId === event.nodeId;
      case 'favourite.restored':
        return (
          c.dataType === 'FAV' &&
          (showing || keys.includes('list.empty')) &&
          !c.games.some((g) => g.nodeId === (event.game as Game).nodeId)
        );
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const session = await apiLogin(base.request, 'demo_player', 'Demo1234');
    const headers = { Merchant: MERCHANT, Authorization: session.token };
    for (const nodeId of [...FAVOURITE_IDS].reverse()) {
      const answer = await base.request.post('/wps/relay/MCSFE_addFavoriteGameV2', {
        headers,
        data: { nodeId },
      });
      expect(answer.ok(), `favourite ${nodeId} added`).toBe(true);
    }
    const lang = base.lang.toUpperCase();
    const favourites = (await (
      await base.request.get(
        `/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24&gameType=RNG&language=${lang}`,
        { headers },
      )
    ).json()) as {
      value: { content: Array<{ nodeId: number; displayName: string }> };
    };
    const names = new Map(favourites.value.content.map((g) => [g.nodeId, g.displayName]));
    expect([...names.keys()], 'the favourites, newest first').toEqual([...FAVOURITE_IDS]);
    const vendors = (await (
      await base.request.get(`/wps/relay/GCSGAME_newGameVendor?language=${lang}`, {
        headers: { Merchant: MERCHANT },
      })
    ).json()) as {
      value: {
        gameTypes: Record<string, { gameClassify: Array<{ key: string; displayName: string }> }>;
      };
    };
    const classifyName =
      vendors.value.gameTypes.RNG?.gameClassify.find((c) => c.key === CLASSIFY)?.displayName ??
      CLASSIFY;

    const pages = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/(GCSGAME_gameList|MCSFE_getFavoriteGamesList)\?/,
      'game list page',
    );
    const hot = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/GCSGAME_hotGamesV2\?/,
      'hot list',
    );
    const refusals = new Map<number, Route>();
    const world: GameListWorld = {
      ...base,
      token: session.token,
      pages,
      hot,
      refusals,
      names,
      listed: [...FAVOURITE_IDS],
      classifyName,
      vendorName: /^JILI /,
      dataType: 'ALL',
    };
    // A removal the path has the server refuse waits for that step; any other goes through.
    const refused = new Set(
      path.events
        .filter((e) => e.type === 'favourite.restored')
        .map((e) => (e.game as Game).nodeId),
    );
    await base.page.route(/\/wps\/relay\/MCSFE_removeFavoriteGameV2/, async (route) => {
      const { nodeId } = route.request().postDataJSON() as { nodeId: number };
      if (refused.has(nodeId)) refusals.set(nodeId, route);
      else await route.continue();
    });
    await base.page.addInitScript(
      (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
      session,
    );
    await base.page.clock.install();
    await base.page.goto(`/m/slot-games?lang=${lang}`);
    await base.page
      .getByRole('list', { name: base.t('Choose a provider') })
      .getByRole('button', { name: new RegExp(`^${base.t('All games')}`) })
      .click();
    return world;
  },
  states: {
    list: { words: 'list', unseen: 'the list region is seen through the state it is in' },
    'list.starting': {
      words: 'starting',
      unseen: 'the chart decides where the list starts in the same step',
    },
    'list.loading': {
      words: 'loading the first page',
      async see(world) {
        await world.pages.expectHeld();
        await expect(
          world.page.getByRole('status').filter({ hasText: world.t('Loading games') }),
        ).toBeAttached();
        await expect(gameList(world)).toHaveCount(0);
      },
    },
    'list.showing': {
      words: 'games listed',
      async see(world) {
        await expect(gameList(world)).toBeVisible();
        await expect(
          loadMoreButton(world).and(world.page.locator('[aria-busy="true"]')),
        ).toHaveCount(0);
        if (world.dataType === 'FAV') {
          // Exactly the favourites left, in their order.
          await expect(
            world.page
              .getByRole('status')
              .filter({ hasText: countText(world, world.listed.length) }),
          ).toBeVisible();
          const hearts = gameList(world).getByRole('button', {
            name: world.t('Favorite: {name}').replace('{name}', ''),
          });
          await expect(hearts).toHaveCount(world.listed.length);
          for (const [i, nodeId] of world.listed.entries()) {
            await expect(hearts.nth(i)).toHaveAccessibleName(favouriteLabel(world, nodeId));
          }
        } else {
          await expect(
            world.page.getByRole('status').filter({ hasText: countText(world, /\d+/) }),
          ).toBeVisible();
          await expect(gameList(world).getByRole('listitem').first()).toBeVisible();
        }
      },
    },
    'list.loadingMore': {
      words: 'loading the next page',
      async see(world) {
        await world.pages.expectHeld();
        await expect(gameList(world)).toBeVisible();
        await expect(loadMoreButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'list.empty': {
      words: 'no games found',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('No games found') }),
        ).toBeVisible();
        await expect(gameList(world)).toHaveCount(0);
        if (world.dataType === 'ALL') {
          // Only the name narrows the list: Clear search is offered, Clear filter would change nothing.
          await expect(
            world.page.getByRole('button', { name: world.t('Clear search') }),
          ).toBeVisible();
          await expect(
            world.page.getByRole('button', { name: world.t('Clear filter') }),
          ).toHaveCount(0);
        }
      },
    },
    'list.failed': {
      words: 'games could not be loaded',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Games could not be loaded') }),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Retry') })).toBeEnabled();
      },
    },
    'list.loadingHot': {
      words: 'loading the hot list',
      async see(world) {
        await world.hot.expectHeld();
        await expect(
          world.page.getByRole('status').filter({ hasText: world.t('Loading games') }),
        ).toBeAttached();
      },
    },
    'list.showingHot': {
      words: 'a page of the hot list',
      async see(world) {
        await expect(tabs(world).getByRole('tab', { name: world.t('Hot') })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(gameList(world).getByRole('listitem').first()).toBeVisible();
        // 24 hot games of the slots' vendors: one page, so no 'Load more'.
        await expect(
          world.page.getByRole('status').filter({ hasText: countText(world, HOT_SLOTS.length) }),
        ).toBeVisible();
        await expect(gameList(world).getByRole('listitem').first()).toHaveAttribute(
          'aria-setsize',
          String(HOT_SLOTS.length),
        );
        await expect(loadMoreButton(world)).toHaveCount(0);
      },
    },
    'list.sessionEnded': {
      words: 'signed out: log in to see your games',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Please log in') }),
        ).toBeVisible();
        await expect(
          world.page.getByRole('main').getByRole('link', { name: world.t('Login') }),
        ).toBeVisible();
        await expect(gameList(world)).toHaveCount(0);
      },
    },
    'list.loginRequired': {
      words: 'sent to the login',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/login(\?|$)/);
        await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
      },
    },
    ...scrollThrottleStates<GameListWorld>(
      'not walked here: nothing happens in the second after a scroll asked for a page but that page’s answer (see the bounds above); the Vitest model walks the kept ask',
    ),
  },
  on: {
    'xstate.done.actor.loadGames': {
      words: (e) => {
        const { games, totalCount } = e.output as GamePage;
        return games.length === 0
          ? 'the server finds no game'
          : totalCount === FAVOURITE_IDS.length
            ? 'the server sends the two favourites'
            : 'the server sends the first page';
      },
      cause: ({ pages }) => pages.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.loadGames': {
      words: () => 'the network fails',
      cause: ({ pages }) => pages.answer({ kind: 'abort' }),
    },
    'xstate.done.actor.loadMoreGames': {
      words: () => 'the server sends page 2',
      async cause(world) {
        await world.pages.answer({ kind: 'continue' });
        await expect(gameList(world).getByRole('listitem').first()).toHaveAttribute(
          'aria-setsize',
          String(TOTAL),
        );
      },
    },
    'xstate.error.actor.loadMoreGames': {
      words: () => 'the network fails',
      async cause(world) {
        await world.pages.answer({ kind: 'abort' });
        // The games stay, with the failure's message under them.
        await expect(
          world.page
            .getByRole('main')
            .getByRole('alert')
            .filter({ hasText: world.t('No internet connection') }),
        ).toBeVisible();
      },
    },
    'xstate.done.actor.loadHot': {
      words: () => 'the server sends the hot list',
      cause: ({ hot }) => hot.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.loadHot': {
      words: () => 'the network fails',
      cause: ({ hot }) => hot.answer({ kind: 'abort' }),
    },
    'filter.vendorChanged': {
      words: () => 'tap the provider JILI',
      async cause(world) {
        await beforeLoad(world);
        await world.page
          .getByRole('group', { name: world.t('Providers') })
          .getByRole('button', { name: world.vendorName })
          .click();
      },
    },
    'filter.classifyChanged': {
      words: () => 'tap the Jackpot tab',
      async cause(world) {
        await beforeLoad(world);
        await tabs(world).getByRole('tab', { name: world.classifyName, exact: true }).click();
      },
    },
    'filter.panelChanged': {
      words: (e) => `set a minimum bet of ${String(e.minBet)} in the Filter panel`,
      async cause(world, e) {
        await beforeLoad(world);
        await world.page.getByRole('button', { name: world.t('Filter'), exact: true }).click();
        const panel = world.page.getByRole('dialog', { name: world.t('Filter') });
        await panel
          .getByRole('textbox', { name: world.t('Minimum bet up to') })
          .fill(String(e.minBet));
        await panel.getByRole('button', { name: world.t('Confirm') }).click();
        await expect(panel).toHaveCount(0);
      },
    },
    'filter.nameChanged': {
      words: (e) => (e.name === '' ? 'tap Clear search' : `search the name "${String(e.name)}"`),
      async cause(world, e) {
        await beforeLoad(world);
        if (e.name === '') {
          await world.page.getByRole('button', { name: world.t('Clear search') }).click();
          await expect(
            world.page.getByRole('searchbox', { name: world.t('Game name') }),
          ).toHaveValue('');
        } else {
          await world.page
            .getByRole('searchbox', { name: world.t('Game name') })
            .fill(String(e.name));
          await world.page
            .getByRole('search')
            .getByRole('button', { name: world.t('Search') })
            .click();
        }
      },
    },
    'filter.clear': {
      words: () => 'tap Clear filter',
      async cause(world) {
        await beforeLoad(world);
        await world.page.getByRole('button', { name: world.t('Clear filter') }).click();
      },
    },
    'data.select': {
      words: (e) => `tap the ${e.dataType === 'FAV' ? 'Favorite' : 'Hot'} tab`,
      async cause(world, e) {
        await beforeLoad(world);
        const dataType = e.dataType as 'FAV' | 'HOT';
        world.dataType = dataType;
        await tabs(world)
          .getByRole('tab', { name: world.t(dataType === 'FAV' ? 'Favorite' : 'Hot'), exact: true })
          .click();
      },
    },
    'list.loadMore': {
      words: () => 'tap Load more',
      async cause(world) {
        world.pages.hold();
        await loadMoreButton(world).click();
      },
    },
    'list.nearEnd': {
      words: () => 'scroll near the end',
      async cause(world) {
        world.pages.hold();
        // Scrolling to the end: the grid asks for the next page 400 px before it (requirements B9).
        await expect(async () => {
          await world.page.mouse.wheel(0, 20_000);
          expect(world.pages.arrived).toBeGreaterThan(0);
          await world.pages.expectHeld();
        }).toPass();
      },
    },
    [AFTER_SCROLL]: {
      words: () => 'a second passes',
      cause: (world) => world.page.clock.runFor(1000),
    },
    'list.retry': {
      words: () => 'tap Retry',
      async cause(world) {
        await beforeLoad(world);
        await world.page.getByRole('button', { name: world.t('Retry') }).click();
      },
    },
    'session.changed': {
      words: () => 'the session ends (logged out elsewhere) and a game is tapped',
      async cause(world) {
        // The server ends the session; the site learns it from its next call, a game's launch.
        const answer = await world.request.delete('/wps/session/logout', {
          headers: { Merchant: MERCHANT, Authorization: world.token },
        });
        expect(answer.ok(), 'the session ends on the server').toBe(true);
        const first = world.listed[0];
        if (first === undefined) throw new Error('no favourite left to tap');
        await tile(world, first).getByRole('button').first().click();
      },
    },
    'favourite.removed': {
      words: (e) => `tap the heart of favourite ${String(e.nodeId)}`,
      async cause(world, e) {
        const nodeId = e.nodeId as number;
        await tile(world, nodeId)
          .getByRole('button', { name: favouriteLabel(world, nodeId), exact: true })
          .click();
        world.listed = world.listed.filter((id) => id !== nodeId);
      },
    },
    'favourite.restored': {
      words: (e) => `the server refuses to remove favourite ${String((e.game as Game).nodeId)}`,
      async cause(world, e) {
        const nodeId = (e.game as Game).nodeId;
        await expect
          .poll(() => world.refusals.has(nodeId), { message: `the removal of ${nodeId} is held` })
          .toBe(true);
        await world.refusals.get(nodeId)!.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            errorCode: 'system.busy',
            message: 'System upgrading',
          }),
        });
        world.refusals.delete(nodeId);
        world.listed = FAVOURITE_IDS.filter((id) => id === nodeId || world.listed.includes(id));
      },
    },
  },
});

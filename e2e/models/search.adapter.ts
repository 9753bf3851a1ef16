import { expect, type Locator } from '@playwright/test';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import {
  searchMachine,
  type SearchContext,
  type SearchInput,
} from '../../machines/search.machine.ts';
import { game } from '../../tests/machines/helpers/games.ts';
import { resetSite } from '../dev-controls.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * Game search (requirements B2.5): on the search screen /m/search-games (always open, 36 a page,
 * requirements B9) typing, the 500 ms wait measured by the page's clock, Enter, results and the
 * next page, nothing found, a failure and its retry, clearing the box back to the hot games; in the
 * home page's search popup (9 a page) opening, closing and leaving the empty box.
 *
 * Bounds: a term is typed into the empty box once the hot games show or failed (or 'dragon' after
 * the too-short 'dr'); the wait passes for 'dragon', Enter cuts it short for the term that finds
 * nothing; one 'Load more' per path; the server's answer is the real one for
 * the term ('dragon' finds 125 games, 4 pages of 36; the other term none).
 */

const SCREEN = 'on the search screen';
const POPUP = "in the home page's search popup";

const FOUND = 'dragon';
const NOTHING = 'qqqqzzzz';
const SHORT = 'dr';
const FOUND_TOTAL = 125;
const SCREEN_PAGE = 36;

const screenInput: SearchInput = { pageSize: SCREEN_PAGE, closesOnBlur: false, startOpen: true };
const popupInput: SearchInput = { pageSize: 9, closesOnBlur: true, startOpen: false };

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
const input = (term: string): ModelEvent => ({ type: 'search.input', term });
const HOT = [game(1), game(2)];
const FOUND_PAGES = Math.ceil(FOUND_TOTAL / SCREEN_PAGE);
const AFTER_DEBOUNCE = 'xstate.after.debounce.search.open.debouncing';
/** Requirements B4.3: debounce 500 ms (the table of the requirements, never the chart). */
const DEBOUNCE_MS = TIMINGS.searchDebounce.ms;

interface SearchWorld extends BaseWorld {
  scenario: string;
  /** The search calls (the game list by name), held so the searching states are seen. */
  searches: HeldRequests;
  hot: HeldRequests;
  /** Search calls that had arrived when the term was typed: none more while the wait runs. */
  arrivedAtTyping: number;
}

const popup = (world: BaseWorld): Locator =>
  world.page.getByRole('dialog', { name: world.t('Search') });
/** Where the search shows: the popup over home (which has hot games of its own), or the screen. */
const area = (world: SearchWorld): Locator =>
  world.scenario === POPUP ? popup(world) : world.page.getByRole('main');
const box = (world: SearchWorld): Locator =>
  area(world).getByRole('searchbox', { name: world.t('Search games') });
const searching = (world: SearchWorld): Locator =>
  area(world)
    .getByRole('status')
    .filter({ hasText: world.t('Searching') });
const results = (world: SearchWorld): Locator =>
  area(world).getByRole('list', { name: world.t('Search results'), exact: true });
const loadMore = (world: SearchWorld): Locator =>
  area(world).getByRole('button', { name: world.t('Load more') });
const hotHeading = (world: SearchWorld): Locator =>
  area(world).getByRole('heading', { name: world.t('Hot games') });

/**
 * Stops the page's clock before a key, so the 500 ms wait lasts until the step that lets it pass.
 * It stops a moment ahead of the page's time (the clock runs while this is sent).
 */
async function stopClock(world: SearchWorld): Promise<void> {
  await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 2000);
}

export const searchAdapter = defineAdapter<SearchWorld>({
  chart: 'search',
  machine: searchMachine,
  input: screenInput,
  scenarioInputs: { [POPUP]: popupInput },
  events: {
    [SCREEN]: [
      done('loadHot', HOT),
      failed('loadHot'),
      input(SHORT),
      input(FOUND),
      input(NOTHING),
      input(''),
      { type: AFTER_DEBOUNCE },
      { type: 'search.submit' },
      done('searchGames', page(1, FOUND_PAGES, [game(10)], FOUND_TOTAL)),
      done('searchGames', page(1, 0, [], 0)),
      failed('searchGames'),
      { type: 'search.retry' },
      { type: 'search.loadMore' },
      done('searchMore', page(2, FOUND_PAGES, [game(11)], FOUND_TOTAL)),
      failed('searchMore'),
    ],
    [POPUP]: [
      { type: 'search.open' },
      done('loadHot', HOT),
      { type: 'search.close' },
      { type: 'search.blur' },
    ],
  },
  canSend(keys, event, c: SearchContext) {
    // Without the hot games the box still searches: one search, then the empty box asks for them again.
    if (
      c.hot === null &&
      (event.type === 'search.loadMore' || event.type === 'xstate.error.actor.searchGames')
    )
      return false;
    switch (event.type) {
      case 'search.input':
        // The player types once the hot games (or their absence) show.
        if (keys.includes('open.showingHot.loading')) return false;
        if (event.term === '')
          return ['open.tooShort', 'open.results', 'open.noResults'].some((k) => keys.includes(k));
        if (event.term === FOUND) return c.term === '' || c.term === SHORT;
        return c.term === '' && keys.includes('open.showingHot.ready');
      // What the server answers for the term; a failure only for the term that finds games.
      case 'xstate.done.actor.searchGames':
        return (event.output as GamePage).games.length > 0 === (c.term === FOUND);
      case 'xstate.error.actor.searchGames':
        return c.term === FOUND;
      // The wait passes for the term that finds games; for the other, Enter cuts it short.
      case AFTER_DEBOUNCE:
        return c.term === FOUND;
      // Enter while the wait runs (in the other states it searches again as Retry does).
      case 'search.submit':
        return keys.includes('open.debouncing') && c.term === NOTHING;
      case 'search.loadMore':
        return c.pageNum === 1;
      // The popup is closed or left once its hot games show.
      case 'search.close':
      case 'search.blur':
        return keys.includes('open.showingHot.ready');
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const searches = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/GCSGAME_gameList\?(.*&)?gameName=[^&]/,
      'search',
    );
    const hot = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/GCSGAME_hotGamesV2\?/,
      'hot games',
    );
    await base.page.clock.install();
    const world: SearchWorld = {
      ...base,
      scenario: path.scenario,
      searches,
      hot,
      arrivedAtTyping: 0,
    };
    if (path.scenario === POPUP) {
      await base.page.goto(`/m/home?lang=${base.lang.toUpperCase()}`);
      await expect(
        base.page.getByRole('heading', { level: 1, name: base.t('Home') }),
      ).toBeVisible();
    } else {
      await base.page.goto(`/m/search-games?lang=${base.lang.toUpperCase()}`);
    }
    return world;
  },
  states: {
    starting: {
      words: 'starting',
      unseen:
        'the screen opens the search at once, the popup waits closed: decided in the same step',
    },
    closed: {
      words: 'search closed',
      async see(world) {
        await expect(popup(world)).toHaveCount(0);
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Home') }),
        ).toBeVisible();
      },
    },
    open: {
      words: 'search open',
      async see(world) {
        await expect(box(world)).toBeVisible();
        if (world.scenario === POPUP) await expect(popup(world)).toBeVisible();
      },
    },
    'open.deciding': { words: 'deciding', unseen: 'the term decides what shows in the same step' },
    'open.showingHot': {
      words: 'hot games',
      unseen: 'seen through its states: loading, shown, unavailable',
    },
    'open.showingHot.checking': {
      words: 'checking the hot list',
      unseen: 'a hot list loaded before shows at once: decided in the same step',
    },
    'open.showingHot.loading': {
      words: 'loading the hot games',
      async see(world) {
        await world.hot.expectHeld();
        await expect(hotHeading(world)).toHaveCount(0);
        await expect(box(world)).toHaveValue('');
      },
    },
    'open.showingHot.ready': {
      words: 'the hot games',
      async see(world) {
        await expect(hotHeading(world)).toBeVisible();
        await expect(
          area(world)
            .getByRole('list', { name: world.t('Hot games'), exact: true })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
        await expect(box(world)).toHaveValue('');
      },
    },
    'open.showingHot.unavailable': {
      words: 'no hot games',
      async see(world) {
        await expect(hotHeading(world)).toHaveCount(0);
        // The box still searches.
        await expect(box(world)).toBeEditable();
      },
    },
    'open.tooShort': {
      words: 'at least 3 characters',
      async see(world) {
        await expect(
          area(world).getByText(world.t('Search requires at least 3 characters')),
        ).toBeVisible();
        expect(world.searches.arrived, 'nothing is searched').toBe(world.arrivedAtTyping);
      },
    },
    'open.debouncing': {
      words: 'waiting for more keys',
      async see(world) {
        await expect(searching(world)).toBeAttached();
        expect(world.searches.arrived, 'nothing is searched during the wait').toBe(
          world.arrivedAtTyping,
        );
      },
    },
    'open.searching': {
      words: 'searching',
      async see(world) {
        await world.searches.expectHeld();
        await expect(searching(world)).toBeAttached();
      },
    },
    'open.results': {
      words: 'results',
      async see(world) {
        await expect(
          area(world)
            .getByRole('status')
            .filter({
              hasText: world
                .t('Results: {totalCount}')
                .replace('{totalCount}', String(FOUND_TOTAL)),
            }),
        ).toBeVisible();
        await expect(results(world).getByRole('listitem').first()).toBeVisible();
        // 4 pages of 36: 'Load more' is offered and idle.
        await expect(loadMore(world)).toBeEnabled();
        await expect(loadMore(world)).not.toHaveAttribute('aria-busy', 'true');
      },
    },
    'open.loadingMore': {
      words: 'loading more results',
      async see(world) {
        await world.searches.expectHeld();
        await expect(results(world)).toBeVisible();
        await expect(loadMore(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'open.noResults': {
      words: 'no games found',
      async see(world) {
        await expect(
          area(world).getByRole('heading', { name: world.t('No games found') }),
        ).toBeVisible();
        await expect(area(world).getByText(world.t('Try another name.'))).toBeVisible();
      },
    },
    'open.failed': {
      words: 'the search failed',
      async see(world) {
        await expect(
          area(world).getByRole('heading', { name: world.t('The search failed') }),
        ).toBeVisible();
        await expect(area(world).getByRole('button', { name: world.t('Retry') })).toBeEnabled();
      },
    },
  },
  on: {
    'xstate.done.actor.loadHot': {
      words: () => 'the hot games arrive',
      cause: ({ hot }) => hot.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.loadHot': {
      words: () => 'the network fails',
      cause: ({ hot }) => hot.answer({ kind: 'abort' }),
    },
    'search.input': {
      words: (e) => (e.term === '' ? 'empty the box' : `type "${String(e.term)}"`),
      async cause(world, e) {
        const term = String(e.term);
        world.searches.hold();
        // An empty box asks for the hot games again when they have not come yet.
        world.hot.hold();
        world.arrivedAtTyping = world.searches.arrived;
        // A term long enough starts the wait: the clock stands still until the step that lets it pass.
        if (term.length >= 3) await stopClock(world);
        await box(world).fill(term);
        await expect(box(world)).toHaveValue(term);
      },
    },
    [AFTER_DEBOUNCE]: {
      words: () => `${DEBOUNCE_MS} ms pass`,
      async cause(world) {
        await world.page.clock.runFor(DEBOUNCE_MS);
        await world.page.clock.resume();
      },
    },
    'search.submit': {
      words: () => 'press Enter',
      async cause(world) {
        await box(world).press('Enter');
        // The wait is over: the page's time runs again.
        await world.page.clock.resume();
      },
    },
    'xstate.done.actor.searchGames': {
      words: (e) =>
        (e.output as GamePage).games.length === 0
          ? 'the server finds nothing'
          : `the server finds ${FOUND_TOTAL} games`,
      cause: ({ searches }) => searches.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.searchGames': {
      words: () => 'the network fails',
      cause: ({ searches }) => searches.answer({ kind: 'abort' }),
    },
    'search.retry': {
      words: () => 'tap Retry',
      async cause(world) {
        world.searches.hold();
        await area(world)
          .getByRole('button', { name: world.t('Retry') })
          .click();
      },
    },
    'search.loadMore': {
      words: () => 'tap Load more',
      async cause(world) {
        world.searches.hold();
        await loadMore(world).click();
      },
    },
    'xstate.done.actor.searchMore': {
      words: () => 'the server sends page 2',
      async cause(world) {
        await world.searches.answer({ kind: 'continue' });
        await expect(results(world).getByRole('listitem').first()).toHaveAttribute(
          'aria-setsize',
          String(2 * SCREEN_PAGE),
        );
      },
    },
    'xstate.error.actor.searchMore': {
      words: () => 'the network fails',
      async cause(world) {
        await world.searches.answer({ kind: 'abort' });
        // The results stay, with the failure's message under them.
        await expect(
          area(world)
            .getByRole('alert')
            .filter({ hasText: world.t('No internet connection') }),
        ).toBeVisible();
      },
    },
    'search.open': {
      words: () => 'tap the search box on the home page',
      async cause(world) {
        world.hot.hold();
        await world.page.getByRole('button', { name: world.t('Search games') }).click();
      },
    },
    'search.close': {
      words: () => 'tap Cancel',
      cause: (world) =>
        popup(world)
          .getByRole('button', { name: world.t('Cancel') })
          .click(),
    },
    'search.blur': {
      words: () => 'leave the empty box (the keyboard closes)',
      cause: (world) => box(world).blur(),
    },
  },
});

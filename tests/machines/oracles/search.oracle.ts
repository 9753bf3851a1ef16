import { expect } from 'vitest';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry.ts';
import type { SearchContext } from '../../../machines/search.machine.ts';
import { LIMITS } from '../../requirements/timings.ts';
import {
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<SearchContext>;

/** The code the views translate as "Search requires at least 3 characters". */
const TOO_SHORT = 'search.tooShort';
/** Requirements B5.1: at least 3 characters (the table of the requirements). */
const MIN_LENGTH = LIMITS.searchMinLength.value;
const AFTER_DEBOUNCE = 'xstate.after.debounce.search.open.debouncing';

const before = (step: Step) => step.previous?.context as SearchContext | undefined;
const codeOf = (error: unknown) => (error as { code?: string }).code;
const ids = (games: Game[]) => games.map((g) => g.nodeId);

/** A list that starts over: no games, page 1, no more pages, no message. */
const emptyList = {
  games: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
  hasMore: false,
  noData: false,
  errorCode: null,
};

/**
 * Holds in every state: the term is kept without surrounding spaces; has-more is exactly "the page
 * shown is below the last page"; "no data" means an empty list; the page size and the kind of box
 * (popup or screen) never change; a hot list once loaded is kept.
 */
function always(step: Step): void {
  const { context } = step;
  expect(context.term).toBe(context.term.trim());
  expect(context.hasMore).toBe(context.pageNum < context.totalPages);
  if (context.noData)
    expect({ games: context.games, totalCount: context.totalCount }).toEqual({
      games: [],
      totalCount: 0,
    });
  const was = before(step);
  if (was) {
    expect({
      pageSize: context.pageSize,
      closesOnBlur: context.closesOnBlur,
      startOpen: context.startOpen,
    }).toEqual({
      pageSize: was.pageSize,
      closesOnBlur: was.closesOnBlur,
      startOpen: was.startOpen,
    });
    if (was.hot !== null) expect(context.hot).toEqual(was.hot);
  }
}

/** A state in which nothing is asked of the server and nothing shows as loading. */
function idle(step: Step, listing = false): void {
  always(step);
  expect(step.running).toEqual([]);
  expect(step.hasTag('busy')).toBe(false);
  expect(step.hasTag('listing')).toBe(listing);
  if (step.entered) expect(invocationsIn(step.effects)).toEqual([]);
}

/** A search is asked for exactly: the term, the page and the box's page size. */
const searchCall = (id: 'searchGames' | 'searchMore', context: SearchContext, pageNo: number) => ({
  invoke: 'searchGames',
  id,
  input: { term: context.term, pageNo, pageSize: context.pageSize },
});

/** What must hold in each state of the search chart. */
export const searchOracle: Oracle<SearchContext> = {
  // Passed through at the start (the step's effects are those of the state it leads to): an empty
  // box, no list, no hot list.
  starting: ({ context, hasTag }) => {
    expect(context).toMatchObject({ term: '', ...emptyList, hot: null });
    expect(hasTag('busy')).toBe(false);
  },
  closed: (step) => {
    idle(step);
    const { context, event, entered } = step;
    const was = before(step);
    if (!entered) {
      // While closed, typing or leaving the box changes nothing.
      expect(context).toEqual(was);
      return;
    }
    if (event.type === 'xstate.init') expect(context.startOpen).toBe(false);
    // Leaving the box closes only the popup, and only when it is empty.
    else if (event.type === 'search.blur')
      expect({ closesOnBlur: was?.closesOnBlur, term: was?.term }).toEqual({
        closesOnBlur: true,
        term: '',
      });
    else expect(event.type).toBe('search.close');
  },
  open: (step) => {
    always(step);
    const { context, event, entered, snapshot, previous } = step;
    const was = before(step);
    if (entered && event.type === 'xstate.init') expect(context.startOpen).toBe(true);
    if (entered && event.type !== 'xstate.init') expect(event.type).toBe('search.open');
    // An empty box that is left stays open only on the search screen; a box with text stays open.
    if (event.type === 'search.blur')
      expect(context.closesOnBlur && context.term === '').toBe(false);
    // Enter searches at once with a term long enough, unless a search is already under way.
    if (event.type === 'search.submit' && previous && (was?.term.length ?? 0) >= MIN_LENGTH) {
      const underWay =
        previous.matches({ open: 'searching' }) || previous.matches({ open: 'loadingMore' });
      if (underWay) expect(snapshot.value).toEqual(previous.value);
      else expect(snapshot.matches({ open: 'searching' })).toBe(true);
    }
    if (event.type === 'search.input') {
      const term = String(event.term).trim();
      expect(context.term).toBe(term);
      if (term !== was?.term) {
        // A new term starts over: no games, page 1, no more pages, no message but the 3-character rule.
        expect(context).toMatchObject({
          ...emptyList,
          errorCode: term.length > 0 && term.length < MIN_LENGTH ? TOO_SHORT : null,
        });
      } else {
        // The same term with other spacing: nothing changes and nothing is searched again.
        expect(context).toEqual(was);
        expect(snapshot.value).toEqual(previous?.value);
        expect(step.effects).toEqual([]);
      }
    }
  },
  // Passed through: the term decides where to go; nothing shows as loading here.
  'open.deciding': ({ context, hasTag }) => {
    expect(context.term).toBe(context.term.trim());
    expect(hasTag('busy')).toBe(false);
  },
  'open.showingHot': (step) => {
    always(step);
    // An empty box shows the hot list, never results or a message.
    expect(step.context).toMatchObject({ term: '', games: [], totalCount: 0, errorCode: null });
    expect(step.hasTag('listing')).toBe(false);
    // It settles at once: loading, shown, or unavailable.
    expect(step.snapshot.matches({ open: { showingHot: 'checking' } })).toBe(false);
  },
  // Passed through: the hot list is asked for only when it is not loaded yet.
  'open.showingHot.checking': ({ context, hasTag }) => {
    expect(context.term).toBe('');
    expect(hasTag('busy')).toBe(false);
  },
  'open.showingHot.loading': (step) => {
    always(step);
    const { context, effects, running, entered, hasTag } = step;
    expect(context.hot).toBeNull();
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadHot']);
    if (entered) expectEffects(effects, [{ invoke: 'loadHot', id: 'loadHot' }]);
  },
  'open.showingHot.ready': (step) => {
    idle(step);
    const { context, event } = step;
    expect(context.hot).not.toBeNull();
    // The hot list is loaded once: an empty box later shows the same list without asking again.
    if (event.type === 'xstate.done.actor.loadHot') expect(context.hot).toEqual(event.output);
    else expect(context.hot).toEqual(before(step)?.hot);
  },
  'open.showingHot.unavailable': (step) => {
    idle(step);
    expect(step.context.hot).toBeNull();
    if (step.entered) expect(step.event.type).toBe('xstate.error.actor.loadHot');
  },
  'open.tooShort': (step) => {
    idle(step);
    const { context } = step;
    expect(context.term.length).toBeGreaterThan(0);
    expect(context.term.length).toBeLessThan(MIN_LENGTH);
    expect(context.errorCode).toBe(TOO_SHORT);
    expect(context.games).toEqual([]);
  },
  'open.debouncing': (step) => {
    always(step);
    const { context, running, hasTag, entered, effects } = step;
    expect(context.term.length).toBeGreaterThanOrEqual(MIN_LENGTH);
    expect(hasTag('busy')).toBe(true);
    expect(hasTag('listing')).toBe(false);
    // Nothing is asked until the pause after typing ends (or Enter).
    expect(running).toEqual([]);
    if (entered) expect(effects).toEqual([]);
  },
  'open.searching': (step) => {
    always(step);
    const { context, effects, event, running, entered, hasTag } = step;
    expect(context.term.length).toBeGreaterThanOrEqual(MIN_LENGTH);
    expect(hasTag('busy')).toBe(true);
    expect(hasTag('listing')).toBe(false);
    // An earlier failure's message does not outlive the search that replaces it.
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['searchGames']);
    if (!entered) return;
    // The pause after typing ended, or the player pressed Enter or Retry.
    expect([AFTER_DEBOUNCE, 'search.submit', 'search.retry']).toContain(event.type);
    if (event.type === 'search.retry')
      expect(step.previous?.matches({ open: 'failed' })).toBe(true);
    expectEffects(effects, [searchCall('searchGames', context, 1)]);
  },
  'open.results': (step) => {
    idle(step, true);
    const { context, event, entered } = step;
    const was = before(step) as SearchContext;
    expect(context.games.length).toBeGreaterThan(0);
    expect(context.noData).toBe(false);
    if (!entered) {
      // Load more at the last page (like the same term again, or leaving the box) changes nothing.
      if (event.type === 'search.loadMore') expect(was.hasMore).toBe(false);
      expect(context).toEqual(was);
      return;
    }
    if (event.type === 'xstate.done.actor.searchGames') {
      const page = event.output as GamePage;
      expect(context).toMatchObject({
        games: page.games,
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
        errorCode: null,
      });
    } else if (event.type === 'xstate.done.actor.searchMore') {
      // The next page is added below; the page number moves on even when the answer names an older page.
      const page = event.output as GamePage;
      expect(ids(context.games)).toEqual([...ids(was.games), ...ids(page.games)]);
      expect(context.pageNum).toBe(Math.max(page.pageNum, was.pageNum + 1));
      expect(context).toMatchObject({
        totalPages: page.totalPages,
        totalCount: page.totalCount,
        errorCode: null,
      });
    } else {
      // A failed load more keeps the list and the page, and shows its message.
      expect(event.type).toBe('xstate.error.actor.searchMore');
      expect(context.errorCode).toBe(codeOf(event.error));
      expect({
        games: context.games,
        pageNum: context.pageNum,
        totalPages: context.totalPages,
        totalCount: context.totalCount,
      }).toEqual({
        games: was.games,
        pageNum: was.pageNum,
        totalPages: was.totalPages,
        totalCount: was.totalCount,
      });
    }
  },
  'open.loadingMore': (step) => {
    always(step);
    const { context, effects, running, entered, hasTag, event } = step;
    expect(hasTag('busy')).toBe(true);
    expect(hasTag('listing')).toBe(true);
    expect(context.games.length).toBeGreaterThan(0);
    expect(context.hasMore).toBe(true);
    // A message from an earlier failed load more goes when it is tried again.
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['searchMore']);
    if (!entered) return;
    expect(event.type).toBe('search.loadMore');
    expect(context.games).toEqual(before(step)?.games);
    expectEffects(effects, [searchCall('searchMore', context, context.pageNum + 1)]);
  },
  'open.noResults': (step) => {
    idle(step);
    expect(step.context).toMatchObject({ ...emptyList, noData: true });
    if (step.entered) {
      expect(step.event.type).toBe('xstate.done.actor.searchGames');
      expect((step.event.output as GamePage).games).toEqual([]);
    }
  },
  'open.failed': (step) => {
    idle(step);
    const { context, event, entered } = step;
    expect(context.errorCode).toEqual(expect.any(String));
    expect(context.errorCode).not.toBe(TOO_SHORT);
    if (entered) {
      expect(event.type).toBe('xstate.error.actor.searchGames');
      expect(context.errorCode).toBe(codeOf(event.error));
    }
  },
};

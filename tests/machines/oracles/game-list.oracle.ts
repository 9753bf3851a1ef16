import { expect } from 'vitest';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry.ts';
import type { GameListContext } from '../../../machines/game-list.machine.ts';
import type { DataType, ListFilter } from '../../../machines/games/presets.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<GameListContext>;

const before = ({ previous }: Step) => previous?.context as GameListContext;
const listState = (value: unknown) => (value as { list: string }).list;
/** The scroll region's state: `ready` or `coolingDown`. */
const scrolled = (value: unknown) => {
  const scroll = (value as { scroll: string | Record<string, string> } | undefined)?.scroll;
  return typeof scroll === 'string' ? scroll : Object.keys(scroll ?? {})[0];
};
/** The part of the cool-down: `unasked`, or `askedAgain` once the end was reached again within it. */
const coolingPart = (value: unknown) => {
  const scroll = (value as { scroll: string | Record<string, string> } | undefined)?.scroll;
  return typeof scroll === 'string' ? undefined : scroll?.['coolingDown'];
};
const AFTER_SCROLL = 'xstate.after.scrollThrottle.gameList.scroll.coolingDown';
/** The end of a cool-down in which the end was reached again: the kept ask goes through ready. */
const keptAskEnds = ({ event, previous }: Step) =>
  event.type === AFTER_SCROLL && coolingPart(previous?.value) === 'askedAgain';
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const ids = (games: readonly Game[]) => games.map((game) => game.nodeId);

/** Favourites, recent and hot are for players with a session. */
const NEEDS_SESSION: readonly DataType[] = ['FAV', 'RECENT', 'HOT'];

/** A fresh list: page 1, nothing loaded, no "no games", no error. */
const FRESH = {
  games: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
  noData: false,
  hotPage: 1,
  errorCode: null,
};

/** The hot list as a screen shows it: its games of the screen's type and, when the filter names vendors, of those vendors. */
function hotOf(c: GameListContext): Game[] {
  const vendors = c.filter.vassalage
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return (c.hot ?? []).filter(
    (game) =>
      (c.filter.gameType === '' || game.gameType === c.filter.gameType) &&
      (vendors.length === 0 || vendors.includes(game.vassalage)),
  );
}

/** The filter a filter event asks for, or null when the event is no filter change (or changes nothing). */
function filterAfter(prev: GameListContext, event: Step['event']): ListFilter | null {
  const f = prev.filter;
  let next: ListFilter | null = null;
  switch (event.type) {
    case 'filter.vendorChanged':
      next = {
        ...f,
        minBet: '',
        vassalage: (event.vendor as string | null) ?? prev.base.vassalage,
      };
      return next.vassalage === f.vassalage ? null : next;
    case 'filter.classifyChanged':
      next = { ...f, minBet: '', gameClassify: event.classify as string };
      return next.gameClassify === f.gameClassify ? null : next;
    case 'filter.nameChanged':
      next = { ...f, minBet: '', gameName: (event.name as string).trim() };
      return next.gameName === f.gameName ? null : next;
    case 'filter.panelChanged':
      next = {
        ...f,
        vassalage: (event.vendor as string | null) ?? prev.base.vassalage,
        gameClassify: event.classify as string,
        minBet: event.minBet as string,
        minLine: event.minLine as string,
      };
      return (['vassalage', 'gameClassify', 'minBet', 'minLine'] as const).some(
        (key) => next?.[key] !== f[key],
      )
        ? next
        : null;
    case 'filter.clear':
      // With a query string the player goes to the plain path instead (no change here). The name search
      // is not a filter it clears: with nothing else set, clearing changes nothing.
      next = {
        ...f,
        vassalage: prev.base.vassalage,
        gameClassify: prev.base.gameClassify,
        minBet: '',
        minLine: '',
      };
      return prev.hasQuery ||
        (['vassalage', 'gameClassify', 'minBet', 'minLine'] as const).every(
          (key) => next?.[key] === f[key],
        )
        ? null
        : next;
    default:
      return null;
  }
}

/**
 * The rules tied to the event of this step, checked on the whole list whatever state it ends in:
 * a filter change restarts the list with that filter, a refused choice sends the visitor to the login
 * and changes nothing, removing a favourite takes exactly that game out, restoring puts it back.
 */
function eventRules(step: Step): void {
  const { context, event, effects, previous, snapshot } = step;
  if (previous === null) {
    expect(context).toMatchObject({ ...FRESH, hot: null });
    return;
  }
  const prev = before(step);
  const unchanged = () => {
    expect(context).toEqual(prev);
    expect(listState(snapshot.value)).toBe(listState(previous.value));
  };
  // Base, page sizes and the query flag are the screen's: nothing changes them.
  expect(context.base).toEqual(prev.base);
  expect([context.pageSize, context.hotPageSize, context.hasQuery]).toEqual([
    prev.pageSize,
    prev.hotPageSize,
    prev.hasQuery,
  ]);
  if (event.type.startsWith('filter.')) {
    const filter = filterAfter(prev, event);
    if (event.type === 'filter.clear' && prev.hasQuery) {
      expectEffects(effects, [{ action: 'goToPlainPath' }]);
      unchanged();
    } else if (filter === null) {
      expectEffects(effects, []);
      unchanged();
    } else {
      expect(context.filter).toEqual(filter);
      expect(context.dataType).toBe(prev.dataType);
      expect(actionsIn(effects).filter((e) => e.action === 'goToPlainPath')).toEqual([]);
      // The list restarts: a new first page (or the hot list again), never the games of the old filter.
      expect(['loading', 'loadingHot', 'showingHot', 'empty', 'loginRequired']).toContain(
        listState(snapshot.value),
      );
      expect(context.pageNum).toBe(1);
      if (context.dataType !== 'HOT') expect(context.games).toEqual([]);
    }
    return;
  }
  switch (event.type) {
    case 'data.select': {
      const chosen = event.dataType as DataType;
      if (chosen !== prev.dataType && NEEDS_SESSION.includes(chosen) && !prev.hasSession) {
        expectEffects(effects, [{ action: 'goToLogin' }]);
        unchanged();
      } else if (chosen === prev.dataType) {
        expectEffects(effects, []);
        unchanged();
      } else {
        expect(context.dataType).toBe(chosen);
        expect(context.filter).toEqual(prev.filter);
        expect(context.pageNum).toBe(1);
        expect(actionsIn(effects)).toEqual([]);
        expect(['loading', 'loadingHot', 'showingHot', 'empty']).toContain(
          listState(snapshot.value),
        );
      }
      break;
    }
    case 'session.changed':
      if (
        prev.hasSession &&
        !event.hasSession &&
        (prev.dataType === 'FAV' || prev.dataType === 'RECENT')
      ) {
        // The member's own lists leave the screen with the session, loaded or still loading; nothing navigates.
        expect(context).toEqual({ ...prev, ...FRESH, hasSession: false });
        expect(listState(snapshot.value)).toBe('sessionEnded');
        expect(effects).toEqual([]);
        expect(step.running).not.toContain('loadGames');
        expect(step.running).not.toContain('loadMoreGames');
        break;
      }
      expect(context.hasSession).toBe(event.hasSession);
      if (listState(previous.value) === 'sessionEnded' && event.hasSession) {
        // Logged in again: the list loads anew, from page 1.
        expect(context).toEqual({ ...prev, hasSession: true });
        expect(listState(snapshot.value)).toBe('loading');
        break;
      }
      expect(context).toEqual({ ...prev, hasSession: event.hasSession });
      expect(listState(snapshot.value)).toBe(listState(previous.value));
      break;
    case 'favourite.removed': {
      const listed = prev.dataType === 'FAV' && ids(prev.games).includes(event.nodeId as number);
      if (!listed) {
        unchanged();
        break;
      }
      // Removed at once from the list shown; the other favourites stay, in their order.
      expect(ids(context.games)).toEqual(ids(prev.games).filter((id) => id !== event.nodeId));
      expect(context.totalCount).toBe(Math.max(0, prev.totalCount - 1));
      expect(listState(snapshot.value)).toBe(
        context.games.length === 0 ? 'empty' : listState(previous.value),
      );
      expect(effects).toEqual([]);
      break;
    }
    case 'favourite.restored': {
      const game = event.game as Game;
      const index = event.index as number;
      const was = listState(previous.value);
      // A list still loading (or failed) takes the game from the server's answer, not from here.
      if (
        prev.dataType !== 'FAV' ||
        ids(prev.games).includes(game.nodeId) ||
        !['showing', 'loadingMore', 'empty'].includes(was)
      ) {
        unchanged();
        break;
      }
      // The server refused the removal: the game is back where it was.
      const expected = ids(prev.games);
      expected.splice(index, 0, game.nodeId);
      expect(ids(context.games)).toEqual(expected);
      expect(context.totalCount).toBe(prev.totalCount + 1);
      expect(context.noData).toBe(false);
      // A page on its way keeps coming.
      expect(listState(snapshot.value)).toBe(was === 'loadingMore' ? 'loadingMore' : 'showing');
      break;
    }
    default:
      break;
  }
}

/** Tags the view reads: `busy` while a request of the list runs, `listed` while games are on screen. */
function tags(step: Step, busy: boolean, listed: boolean): void {
  expect(step.hasTag('busy')).toBe(busy);
  expect(step.hasTag('listed')).toBe(listed);
}

/** What a state without a request running holds. */
function idle(step: Step): void {
  expect(step.running).toEqual([]);
  expect(invocationsIn(step.entered ? step.effects : [])).toEqual([]);
}

/** What the list asks the server for: its data type (never the hot list), its filter, a page. */
function expectQuery(step: Step, id: 'loadGames' | 'loadMoreGames', pageNo: number): void {
  const { context, effects } = step;
  expect(context.dataType).not.toBe('HOT');
  expect(invocationsIn(effects)).toEqual([
    {
      invoke: 'loadGames',
      id,
      input: {
        dataType: context.dataType,
        filter: context.filter,
        pageNo,
        pageSize: context.pageSize,
      },
    },
  ]);
}

/** What must hold in each state of the game-list chart. */
export const gameListOracle: Oracle<GameListContext> = {
  list: (step) => {
    eventRules(step);
    const { context } = step;
    // "No games" shows exactly in the empty state; "session ended" exactly in its own.
    expect(context.noData).toBe(listState(step.snapshot.value) === 'empty');
    expect(step.hasTag('signedOut')).toBe(listState(step.snapshot.value) === 'sessionEnded');
    // Only the login and the plain path are ever navigated to, never both in one step.
    expect(actionsIn(step.effects).length).toBeLessThanOrEqual(1);
  },
  'list.starting': (step) => {
    const { context } = step;
    // Every way in is a fresh list: page 1, nothing loaded yet, no error.
    expect(context).toMatchObject(FRESH);
    expect(step.hasTag('listed')).toBe(false);
  },
  'list.sessionEnded': (step) => {
    const { context } = step;
    tags(step, false, false);
    idle(step);
    // Only the member's own lists end this way, and they hold nothing of the member any more.
    expect(['FAV', 'RECENT']).toContain(context.dataType);
    expect(context).toMatchObject({ ...FRESH, hasSession: false });
  },
  'list.loginRequired': (step) => {
    const { context, effects, entered } = step;
    tags(step, false, false);
    idle(step);
    expect(['FAV', 'RECENT']).toContain(context.dataType);
    if (entered) {
      expect(context.hasSession).toBe(false);
      expectEffects(effects, [{ action: 'goToLogin' }]);
    }
    expect(context).toMatchObject(FRESH);
  },
  'list.loading': (step) => {
    const { context, entered, running } = step;
    tags(step, true, false);
    expect(running).toEqual(['loadGames']);
    expect(context).toMatchObject(FRESH);
    if (entered) {
      // Favourites and recent load only with a session.
      if (context.dataType === 'FAV' || context.dataType === 'RECENT')
        expect(context.hasSession).toBe(true);
      expectQuery(step, 'loadGames', 1);
    }
  },
  'list.showing': (step) => {
    const { context, event, entered, previous, snapshot } = step;
    tags(step, false, true);
    // Scrolling near the end passes through here on its way to the next page (the ask it raises),
    // and so does an ask kept until the end of the cool-down.
    const asked =
      (event.type === 'list.nearEnd' && scrolled(previous?.value) === 'ready') || keptAskEnds(step);
    const askedByScrolling = asked && scrolled(snapshot.value) === 'coolingDown';
    if (askedByScrolling) expect(step.running).toEqual(['loadMoreGames']);
    else idle(step);
    expect(context.games.length).toBeGreaterThan(0);
    expect(context.pageNum).toBeGreaterThanOrEqual(1);
    const prev = before(step);
    switch (event.type) {
      case 'xstate.done.actor.loadGames': {
        const page = event.output as GamePage;
        expect(context).toMatchObject({
          games: page.games,
          pageNum: page.pageNum,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          errorCode: null,
        });
        break;
      }
      case 'xstate.done.actor.loadMoreGames': {
        // The next page is added after the games shown; the page number moves on even if the answer lacks it.
        const page = event.output as GamePage;
        expect(ids(context.games)).toEqual([...ids(prev.games), ...ids(page.games)]);
        expect(context.pageNum).toBe(Math.max(page.pageNum, prev.pageNum + 1));
        expect(context).toMatchObject({
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          errorCode: null,
        });
        break;
      }
      case 'xstate.error.actor.loadMoreGames':
        // A failed load more keeps the games and the page; its message shows with the load-more button.
        expect(context).toEqual({ ...prev, errorCode: codeOf(event.error) });
        break;
      case AFTER_SCROLL:
        if (askedByScrolling) {
          expect(prev.pageNum).toBeLessThan(prev.totalPages);
          expect(context).toEqual(prev);
        } else if (!entered) expect(listState(previous?.value)).toBe('showing');
        break;
      case 'list.loadMore':
      case 'list.nearEnd':
        if (askedByScrolling) {
          expect(prev.pageNum).toBeLessThan(prev.totalPages);
          expect(context).toEqual(prev);
          break;
        }
        // Still here: there is no further page, or scrolling asked less than a second ago.
        expect(entered).toBe(false);
        if (event.type === 'list.loadMore' || scrolled(previous?.value) === 'ready')
          expect(prev.pageNum).toBeGreaterThanOrEqual(prev.totalPages);
        expect(context).toEqual(prev);
        break;
      default:
        if (!entered) expect(listState(previous?.value)).toBe('showing');
    }
  },
  'list.loadingMore': (step) => {
    const { context, entered, running, event } = step;
    tags(step, true, true);
    expect(running).toEqual(['loadMoreGames']);
    expect(context.errorCode).toBeNull();
    expect(context.games.length).toBeGreaterThan(0);
    if (entered) {
      const prev = before(step);
      // Only while there is a next page; the games shown stay while it loads.
      expect(['list.loadMore', 'list.nearEnd', AFTER_SCROLL]).toContain(event.type);
      if (event.type === AFTER_SCROLL) expect(keptAskEnds(step)).toBe(true);
      expect(prev.pageNum).toBeLessThan(prev.totalPages);
      expect({ ...context, errorCode: null }).toEqual({ ...prev, errorCode: null });
      expectQuery(step, 'loadMoreGames', prev.pageNum + 1);
    }
  },
  'list.empty': (step) => {
    const { context, event, entered } = step;
    tags(step, false, false);
    idle(step);
    expect(context.games).toEqual([]);
    expect(context.totalCount).toBe(0);
    if (entered && event.type === 'xstate.done.actor.loadGames') {
      expect((event.output as GamePage).games).toEqual([]);
      expect(context).toMatchObject({ pageNum: 1, totalPages: 0, errorCode: null });
    }
    if (entered && context.dataType === 'HOT') expect(hotOf(context)).toEqual([]);
  },
  'list.failed': (step) => {
    const { context, event, entered } = step;
    tags(step, false, false);
    idle(step);
    expect(context.games).toEqual([]);
    expect(context.errorCode).toEqual(expect.any(String));
    // Retry always tries again.
    expect(event.type).not.toBe('list.retry');
    if (entered) {
      expect(['xstate.error.actor.loadGames', 'xstate.error.actor.loadHot']).toContain(event.type);
      expect(context.errorCode).toBe(codeOf(event.error));
    }
  },
  'list.loadingHot': (step) => {
    const { context, effects, entered, running } = step;
    tags(step, true, false);
    expect(running).toEqual(['loadHot']);
    expect(context.dataType).toBe('HOT');
    expect(context.hot).toBeNull();
    expect(context).toMatchObject(FRESH);
    if (entered) expect(invocationsIn(effects)).toEqual([{ invoke: 'loadHot', id: 'loadHot' }]);
  },
  'list.showingHot': (step) => {
    const { context, event } = step;
    tags(step, false, true);
    idle(step);
    expect(context.dataType).toBe('HOT');
    const hot = hotOf(context);
    const size = context.hotPageSize;
    const pages = Math.max(1, Math.ceil(hot.length / size));
    if (event.type === 'list.loadMore') {
      // Load more shows the next page, and the first again after the last.
      const prev = before(step);
      expect(context.hotPage).toBe(prev.hotPage === pages ? 1 : prev.hotPage + 1);
    } else if (step.entered) {
      // A hot list shown anew starts on its first page.
      expect(context.hotPage).toBe(1);
    } else {
      expect(context.hotPage).toBe(before(step).hotPage);
    }
    expect(ids(context.games)).toEqual(
      ids(hot.slice((context.hotPage - 1) * size, context.hotPage * size)),
    );
    expect(context.games.length).toBeGreaterThan(0);
    expect(context).toMatchObject({
      pageNum: context.hotPage,
      totalPages: pages,
      totalCount: hot.length,
      errorCode: null,
    });
  },
  scroll: ({ running, context }) => {
    // Scrolling never runs a request of its own: a page it asks for is the list's load more.
    expect(running.every((id) => ['loadGames', 'loadMoreGames', 'loadHot'].includes(id))).toBe(
      true,
    );
    expect(context.pageNum).toBeGreaterThanOrEqual(1);
  },
  'scroll.ready': (step) => {
    const { event, entered, previous, snapshot } = step;
    if (event.type === 'list.nearEnd') {
      // Refused: no further page, the hot list, a list not shown, or still cooling down after the last ask.
      expect(entered).toBe(false);
      const prev = before(step);
      const allowed =
        prev.dataType !== 'HOT' &&
        prev.pageNum < prev.totalPages &&
        listState(previous?.value) === 'showing';
      expect(allowed).toBe(false);
      expect(listState(snapshot.value)).toBe(listState(previous?.value));
    } else if (entered && previous !== null) {
      expect(event.type).toBe(AFTER_SCROLL);
      if (keptAskEnds(step)) {
        // The ask kept for the second's end goes through here and the same rule: the next page of
        // a shown list is asked for (and the cool-down starts again), else nothing is.
        const prev = before(step);
        if (prev.pageNum < prev.totalPages && listState(previous.value) === 'showing') {
          expect(invocationsIn(step.effects)).toEqual([
            expect.objectContaining({ invoke: 'loadGames', id: 'loadMoreGames' }),
          ]);
        } else {
          expect(invocationsIn(step.effects)).toEqual([]);
          expect(listState(snapshot.value)).toBe(listState(previous.value));
        }
      }
    } else {
      expect(event.type).not.toBe(AFTER_SCROLL);
    }
  },
  'scroll.coolingDown': (step) => {
    const { event, entered, previous, snapshot } = step;
    if (entered || keptAskEnds(step)) {
      // Scrolling near the end asked for the next page, or the end reached again within the last
      // second asked for it once the second was over.
      if (entered) expect(event.type).toBe('list.nearEnd');
      expect(listState(previous?.value)).toBe('showing');
      expect(listState(snapshot.value)).toBe('loadingMore');
      expect(coolingPart(snapshot.value)).toBe('unasked');
    } else if (event.type === 'list.nearEnd') {
      // Within the second: no second page is asked for; the ask is kept for the second's end.
      expect(listState(snapshot.value)).toBe(listState(previous?.value));
      expect(invocationsIn(step.effects)).toEqual([]);
      expect(coolingPart(snapshot.value)).toBe('askedAgain');
    } else {
      expect(event.type).not.toBe(AFTER_SCROLL);
    }
  },
  'scroll.coolingDown.unasked': (step) => {
    // Entered only with a page just asked for; left as soon as the end is reached again.
    if (step.entered || keptAskEnds(step))
      expect(listState(step.snapshot.value)).toBe('loadingMore');
    else expect(step.event.type).not.toBe('list.nearEnd');
  },
  'scroll.coolingDown.askedAgain': (step) => {
    // Only the end reached again within the second brings it here, and it asks for nothing then
    // (the button still loads more: only scrolling is held back).
    if (step.entered) {
      expect(step.event.type).toBe('list.nearEnd');
      expect(coolingPart(step.previous?.value)).toBe('unasked');
      expect(invocationsIn(step.effects)).toEqual([]);
    }
    expect(step.event.type).not.toBe(AFTER_SCROLL);
  },
};

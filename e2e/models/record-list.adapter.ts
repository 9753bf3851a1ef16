import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import Decimal from 'decimal.js';
import { DEFAULT_FILTER, type RecordFilter } from '../../machines/cashier/record-filters.ts';
import {
  recordListMachine,
  type RecordItem,
  type RecordKind,
  type RecordListContext,
  type RecordPage,
} from '../../machines/cashier/record-list.machine.ts';
import type { BetTotals } from '../../shared/contract/calls/bet-records.ts';
import { demoSlotAddress } from '../demo-slot.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { scrollThrottleStates } from './kit/scroll-throttle.ts';

// The records' list chart (requirements C5, C6.2, B9 "Infinite scroll") driven through the
// transaction record /m/transaction/record and the betting record /m/gameRecord against the real
// server. Before the page opens the member plays 25 demo slot rounds through the API (as
// e2e/cashier-records.spec.ts does), so today's lists hold more than one page of 24: each round's
// bet (and win), and the seeded opening balance, in the transaction record; the 25 rounds in the
// betting record. The list's requests are held so the skeleton and "loading more" are seen, and
// cut (the network fails) for the failures.
//
// Bounds, so the run stays short (three paths, five runs over BN and EN):
// - the transaction record walks the failures: a next page asked for by scrolling fails, its
//   Try again loads the rest, and a type without entries (Withdrawal: the member has none) says
//   "no records"; a first page that fails and its Try again, then the newest row's detail;
// - the betting record walks the plain story with its totals: page 1, the rest by scrolling, the
//   newest round's detail, a category without rounds (Fishing, totals at 0);
// - nothing else happens in the second after a scroll asked for a page but that page's answer;
//   then the second passes (Playwright's clock), before anything else;
// - a filter changes only while rows show and no request is in flight (a change that abandons a
//   request in flight is left to the chart's Vitest tests);
// - an open detail is closed before anything else.

/** Rounds played before the page opens: more than a page of 24 in both lists (requirements C5.1, C6.2). */
const ROUNDS = 25;
const PAGE_SIZE = 24;
const STAKE = '1.50';

const TRANSACTIONS = 'transaction record';
const BETS = 'betting record';

/** The filter that finds nothing in each list: the member has no withdrawal and no fishing round. */
const NOTHING: Record<RecordKind, RecordFilter> = {
  transactions: { ...DEFAULT_FILTER, type: 'withdrawal' },
  bets: { ...DEFAULT_FILTER, category: 'FISH' },
};

// The chart's pages as the model sees them: rows with ids only (the site's rows come from the server).
const item = (kind: RecordKind, n: number): RecordItem =>
  (kind === 'bets'
    ? { kind: 'bet', id: `row-${n}`, record: {} }
    : { kind: 'transaction', id: `row-${n}`, record: {} }) as unknown as RecordItem;
const totals = (rounds: number): BetTotals =>
  ({ rounds, stake: '0.00', validStake: '0.00', winLoss: '0.00' }) as unknown as BetTotals;
const pageOf = (kind: RecordKind, from: number, count: number, hasMore: boolean): RecordPage => ({
  items: Array.from({ length: count }, (_, i) => item(kind, from + i)),
  hasMore,
  totals: kind === 'bets' ? totals(count === 0 ? 0 : ROUNDS) : null,
});
const firstPage = (kind: RecordKind): ModelEvent => ({
  type: 'xstate.done.actor.loadFirstPage',
  output: pageOf(kind, 1, PAGE_SIZE, true),
});
const noRows = (kind: RecordKind): ModelEvent => ({
  type: 'xstate.done.actor.loadFirstPage',
  output: pageOf(kind, 1, 0, false),
});
const nextPage = (kind: RecordKind): ModelEvent => ({
  type: 'xstate.done.actor.loadNextPage',
  output: pageOf(kind, PAGE_SIZE + 1, 1, false),
});
const firstOffline: ModelEvent = {
  type: 'xstate.error.actor.loadFirstPage',
  error: { code: 'network.offline' },
};
const nextOffline: ModelEvent = {
  type: 'xstate.error.actor.loadNextPage',
  error: { code: 'network.offline' },
};
const AFTER_SCROLL = 'xstate.after.loadMoreInterval.recordList.scroll.coolingDown';
const nearEnd: ModelEvent = { type: 'list.nearEnd' };
const retry: ModelEvent = { type: 'list.retry' };
const secondPasses: ModelEvent = { type: AFTER_SCROLL };
const open: ModelEvent = { type: 'record.open', id: 'row-1' };
const close: ModelEvent = { type: 'record.close' };
const filterNothing = (kind: RecordKind): ModelEvent => ({
  type: 'filter.changed',
  filter: NOTHING[kind],
});

interface Round {
  roundId: string;
  payout: string;
}

interface RecordsWorld extends BaseWorld {
  kind: RecordKind;
  /** The list's page requests, held so the skeleton and "loading more" are seen. */
  pages: HeldRequests;
  /** Rows of the filter in force, as the server has them: every page together. */
  total: number;
  /** Rows the list should show now. */
  shown: number;
  /** The newest round: the first row of both lists (newest first), the detail opened. */
  newestRound: string;
}

/** Plays rounds of a member's demo slot as its page does: a launch's ticket, then spins. */
async function playRounds(request: APIRequestContext, token: string): Promise<Round[]> {
  const url = new URL(await demoSlotAddress(request, token), 'http://site.test');
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const spin = await request.post(`${url.pathname}/rounds`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { ticket: url.searchParams.get('ticket'), stake: STAKE },
    });
    expect(spin.ok(), await spin.text()).toBe(true);
    rounds.push(((await spin.json()) as { value: Round }).value);
  }
  return rounds;
}

const records = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('list', { name: t('Records'), exact: true });
/** The rows shown: a skeleton row has no button. */
const rows = (world: BaseWorld): Locator =>
  records(world)
    .getByRole('listitem')
    .filter({ has: world.page.getByRole('button') });
const status = ({ page }: BaseWorld, text: string): Locator =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const detail = ({ page, t, kind }: RecordsWorld): Locator =>
  page.getByRole('dialog', {
    name: t(kind === 'transactions' ? 'Transaction details' : 'Bet details'),
  });
const totalsBar = ({ page, t }: BaseWorld): Locator => page.getByLabel(t('Totals'));
const noMore = ({ page, t }: BaseWorld): Locator => page.getByText(t('No more records'));
const tryAgain = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('main').getByRole('button', { name: t('Try again') });
/** The filter the lists open with: every type, every category. */
const isPlain = (filter: RecordFilter): boolean =>
  filter.type === 'all' && filter.category === 'all';

/** The betting record's round count over the whole filter (its totals bar). */
async function expectRounds(world: RecordsWorld, rounds: number): Promise<void> {
  if (world.kind !== 'bets') return;
  await expect(totalsBar(world)).toContainText(`${world.t('Rounds')}${rounds}`);
}

export const recordListAdapter = defineAdapter<RecordsWorld>({
  chart: 'record-list',
  machine: recordListMachine,
  input: { kind: 'transactions', filter: DEFAULT_FILTER },
  scenarioInputs: { [BETS]: { kind: 'bets', filter: DEFAULT_FILTER } },
  events: Object.fromEntries(
    (
      [
        [TRANSACTIONS, 'transactions'],
        [BETS, 'bets'],
      ] as const
    ).map(([scenario, kind]) => [
      scenario,
      [
        firstPage(kind),
        noRows(kind),
        firstOffline,
        nearEnd,
        nextPage(kind),
        nextOffline,
        secondPasses,
        retry,
        open,
        close,
        filterNothing(kind),
      ],
    ]),
  ),
  canSend(keys, event, c: RecordListContext) {
    const bets = c.kind === 'bets';
    const showing = keys.includes('list.showing');
    const detailOpen = keys.includes('detail.open');
    // Within the second after a scroll only the page it asked for arrives (it fails in the
    // transaction record, it loads in the betting record), then the second passes.
    if (keys.includes('scroll.coolingDown')) {
      if (keys.includes('list.loadingMore'))
        return event.type === `xstate.${bets ? 'done' : 'error'}.actor.loadNextPage`;
      return event.type === AFTER_SCROLL;
    }
    // An open detail is closed before anything else.
    if (detailOpen) return event.type === 'record.close';
    switch (event.type) {
      // What the server answers for the filter in force.
      case 'xstate.done.actor.loadFirstPage':
        return ((event.output as RecordPage).items.length === 0) === !isPlain(c.filter);
      // The first page fails in the transaction record only, as the screen opens.
      case 'xstate.error.actor.loadFirstPage':
        return !bets && isPlain(c.filter) && c.errorCode === null;
      case 'xstate.done.actor.loadNextPage':
        return keys.includes('list.loadingMore');
      // A next page fails only on the scroll's ask (above); its Try again loads.
      case 'xstate.error.actor.loadNextPage':
        return false;
      case 'list.nearEnd':
        return showing && c.page === 1 && keys.includes('scroll.ready');
      // The newest round's detail, once every page is in, in the betting record (the transaction
      // record's detail opens after its retry, a sequence below).
      case 'record.open':
        return bets && showing && c.page === 2;
      // A filter that finds nothing, once every page is in, in the transaction record (the betting
      // record's after its detail, a sequence below).
      case 'filter.changed':
        return !bets && showing && isPlain(c.filter) && c.page === 2;
      default:
        return true;
    }
  },
  sequences: {
    // The first page fails; Try again loads it; the newest row's detail opens and closes.
    [TRANSACTIONS]: [[firstOffline, retry, firstPage('transactions'), open, close]],
    // Every page by scrolling; the newest round's detail opens and closes; a category without rounds.
    [BETS]: [
      [
        firstPage('bets'),
        nearEnd,
        nextPage('bets'),
        secondPasses,
        open,
        close,
        filterNothing('bets'),
        noRows('bets'),
      ],
    ],
  },
  notDriven: {
    'list.loadMore':
      'raised by the chart itself when a scroll near the end is let through (list.nearEnd): the lists have no Load more button',
  },
  async setUp(base, path) {
    const kind: RecordKind = path.scenario === BETS ? 'bets' : 'transactions';
    await resetSite(base.request);
    const session = await logIn(base.page, base.request);
    const rounds = await playRounds(base.request, session.token);
    const wins = rounds.filter((r) => new Decimal(r.payout).gt(0)).length;
    const pages = await HeldRequests.install(
      base.page,
      kind === 'bets' ? /\/wps\/cashier\/bets\?/ : /\/wps\/cashier\/records\?/,
      `${kind} page`,
    );
    // The second after a scroll passes when the step says so.
    await base.page.clock.install();
    await base.page.goto(
      `${kind === 'bets' ? '/m/gameRecord' : '/m/transaction/record'}?lang=${base.lang.toUpperCase()}`,
    );
    await expect(
      base.page.getByRole('heading', {
        level: 1,
        name: base.t(kind === 'bets' ? 'Betting record' : 'Transaction record'),
      }),
    ).toBeVisible();
    return {
      ...base,
      kind,
      pages,
      // Each round's bet and win, and the seeded opening balance; or the rounds.
      total: kind === 'bets' ? rounds.length : rounds.length + wins + 1,
      shown: 0,
      newestRound: rounds[rounds.length - 1]!.roundId,
    };
  },
  states: {
    list: { words: 'list', unseen: 'the list region is seen through the state it is in' },
    'list.restarting': {
      words: 'a new filter',
      unseen: 'the chart passes on to loading the new filter’s first page in the same step',
    },
    'list.loading': {
      words: 'loading the first page',
      async see(world) {
        await world.pages.expectHeld();
        // A skeleton stands in for the rows (requirements C5.3).
        await expect(status(world, world.t('Loading'))).toBeAttached();
        await expect(records(world)).toHaveAttribute('aria-busy', 'true');
        await expect(records(world).getByRole('listitem').first()).toBeVisible();
        await expect(rows(world)).toHaveCount(0);
        await expect(tryAgain(world)).toHaveCount(0);
      },
    },
    'list.showing': {
      words: 'the rows',
      async see(world) {
        await expect(records(world)).toBeVisible();
        await expect(records(world)).not.toHaveAttribute('aria-busy', 'true');
        // 24 a page; every row once the last page is in, and the list says there are no more.
        await expect(rows(world)).toHaveCount(world.shown);
        await expect(noMore(world)).toBeVisible({ visible: world.shown === world.total });
        await expect(status(world, world.t('Loading more records'))).toHaveCount(0);
        await expectRounds(world, ROUNDS);
        // Newest first: the last round played (its bet or its win) leads the transaction record.
        if (world.kind === 'transactions' && world.shown > 0)
          await expect(rows(world).first()).toContainText(world.newestRound);
      },
    },
    'list.loadingMore': {
      words: 'loading the next page',
      async see(world) {
        await world.pages.expectHeld();
        await expect(status(world, world.t('Loading more records'))).toBeAttached();
        // The rows stay; skeleton rows stand below them.
        await expect(rows(world)).toHaveCount(world.shown);
        await expect
          .poll(() => records(world).getByRole('listitem').count(), {
            message: 'skeleton rows below the rows',
          })
          .toBeGreaterThan(world.shown);
        await expect(tryAgain(world)).toHaveCount(0);
      },
    },
    'list.moreFailed': {
      words: 'the next page failed',
      async see(world) {
        // The rows stay, with the reason and a retry below them.
        await expect(rows(world)).toHaveCount(world.shown);
        await expect(
          world.page
            .getByRole('main')
            .getByRole('alert')
            .filter({ hasText: world.t('No internet connection') }),
        ).toBeVisible();
        await expect(tryAgain(world)).toBeEnabled();
        // Where the player was scrolling: the retry is on screen, not below the fold.
        await expect(tryAgain(world)).toBeInViewport();
        await expect(noMore(world)).toHaveCount(0);
      },
    },
    'list.empty': {
      words: 'no records',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('No records') }),
        ).toBeVisible();
        await expect(
          world.page.getByText(world.t('Nothing matches these filters. Try another date or type.')),
        ).toBeVisible();
        await expect(records(world)).toHaveCount(0);
        // The totals cover the filter: no round.
        await expectRounds(world, 0);
      },
    },
    'list.failed': {
      words: 'the records could not be loaded',
      async see(world) {
        await expect(
          world.page
            .getByRole('main')
            .getByRole('heading', { name: world.t('No internet connection') }),
        ).toBeVisible();
        await expect(tryAgain(world)).toBeEnabled();
        await expect(records(world)).toHaveCount(0);
      },
    },
    ...scrollThrottleStates<RecordsWorld>(
      'the scroll throttle has no view of its own; not walked: nothing happens in the second after a scroll but the page’s answer (see the bounds above), the Vitest model walks the kept ask',
    ),
    detail: { words: 'detail', unseen: 'the detail region is seen through its two states' },
    'detail.closed': {
      words: 'no detail',
      async see(world) {
        await expect(detail(world)).toBeHidden();
        await expect(world.page).not.toHaveURL(/[?&]detail=/);
      },
    },
    'detail.open': {
      words: 'the newest row’s detail',
      async see(world) {
        const dialog = detail(world);
        await expect(dialog).toBeVisible();
        // The round it belongs to, with its copy button (requirements C5.3, C6.2).
        await expect(dialog).toContainText(world.newestRound);
        await expect(
          dialog.getByRole('button', {
            name: world
              .t('Copy {label}')
              .replace(
                '{label}',
                world.t('round {reference}').replace('{reference}', world.newestRound),
              ),
          }),
        ).toBeVisible();
        await expect(world.page).toHaveURL(/[?&]detail=/);
      },
    },
  },
  on: {
    'xstate.done.actor.loadFirstPage': {
      words: (e) =>
        (e.output as RecordPage).items.length === 0
          ? 'the server finds nothing'
          : 'the server sends the first 24',
      async cause(world) {
        await world.pages.answer({ kind: 'continue' });
        world.shown = Math.min(world.total, PAGE_SIZE);
      },
    },
    'xstate.error.actor.loadFirstPage': {
      words: () => 'the network fails',
      cause: ({ pages }) => pages.answer({ kind: 'abort' }),
    },
    'list.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.pages.hold();
        await tryAgain(world).click();
      },
    },
    'list.nearEnd': {
      words: () => 'scroll near the end',
      async cause(world) {
        world.pages.hold();
        // The next page is asked for 400 px before the end (requirements B9).
        await expect(async () => {
          await world.page.mouse.wheel(0, 20_000);
          await world.pages.expectHeld();
        }).toPass();
      },
    },
    'xstate.done.actor.loadNextPage': {
      words: () => 'the server sends the rest',
      async cause(world) {
        await world.pages.answer({ kind: 'continue' });
        world.shown = world.total;
      },
    },
    'xstate.error.actor.loadNextPage': {
      words: () => 'the network fails',
      cause: ({ pages }) => pages.answer({ kind: 'abort' }),
    },
    [AFTER_SCROLL]: {
      words: () => 'a second passes',
      cause: (world) => world.page.clock.runFor(1000),
    },
    'record.open': {
      words: () => 'tap the newest row',
      async cause(world) {
        await rows(world).first().getByRole('button').first().click();
      },
    },
    'record.close': {
      words: () => 'tap Close',
      async cause(world) {
        await detail(world)
          .getByRole('button', { name: world.t('Close') })
          .click();
      },
    },
    'filter.changed': {
      words: (e) =>
        (e.filter as RecordFilter).category === 'FISH'
          ? 'choose the category Fishing'
          : 'choose the type Withdrawal',
      async cause(world, e) {
        world.pages.hold();
        const filter = e.filter as RecordFilter;
        if (world.kind === 'bets')
          await world.page
            .getByRole('combobox', { name: world.t('Game category') })
            .selectOption(filter.category);
        else
          await world.page
            .getByRole('combobox', { name: world.t('Type') })
            .selectOption(filter.type);
        world.total = 0;
        world.shown = 0;
      },
    },
  },
});

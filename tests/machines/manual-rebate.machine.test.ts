import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  appendClaims,
  manualRebateMachine,
  reachesMinimum,
  type RebateLoad,
} from '../../machines/rewards/manual-rebate.machine.ts';
import type {
  RebateClaim,
  RebateClaims,
  RebateSummary,
} from '../../shared/contract/calls/manual-rebate.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { manualRebateOracle } from './oracles/manual-rebate.oracle.ts';

const line = { category: 'RNG', stake: '200.00', rate: '0.0080', amount: '1.60' };
const summary = (total: string, missing: string): RebateSummary => ({
  lines: total === '0.00' ? [] : [{ ...line, amount: total }],
  total,
  minimum: '1.00',
  missing,
});
const claim: RebateClaim = {
  id: 7,
  total: '1.60',
  lines: [line],
  createdAt: '2026-12-07T04:00:00.000Z',
};
const loaded = (total: string, missing = '0.00') => ({
  type: 'xstate.done.actor.loadRebate',
  output: { summary: summary(total, missing), claims: [], hasMore: false } satisfies RebateLoad,
});

/** Claims `from` down to `to`, newest (highest id) first, as the server lists them. */
const claimsFrom = (from: number, to: number): RebateClaim[] =>
  Array.from({ length: from - to + 1 }, (_, index) => ({
    ...claim,
    id: from - index,
    createdAt: new Date(Date.UTC(2026, 11, 7) + (from - index) * 60_000).toISOString(),
  }));
/** The first page: 24 of the member's 60 claims (ids 60 to 37), older ones on the next pages. */
const firstPage = (total: string, missing = '0.00', hasMore = true) => ({
  type: 'xstate.done.actor.loadRebate',
  output: {
    summary: summary(total, missing),
    claims: claimsFrom(60, 37),
    hasMore,
  } satisfies RebateLoad,
});
const page = (rows: RebateClaim[], number: number, hasMore: boolean) => ({
  type: 'xstate.done.actor.loadClaims',
  output: { rows, page: number, pageSize: 24, hasMore } satisfies RebateClaims,
});
const more = { type: 'history.more' };
// Page 2; a claim booked on another device since moved the pages by one, so 37 comes again.
const secondPage = page(claimsFrom(37, 14), 2, true);
const lastPage = page(claimsFrom(13, 1), 3, false);
const moreOffline = { type: 'xstate.error.actor.loadClaims', error: { code: 'network.offline' } };
const moreTimeout = { type: 'xstate.error.actor.loadClaims', error: { code: 'network.timeout' } };
const withMore = firstPage('1.60');
const claimable = loaded('1.60');
const below = loaded('0.31', '0.69');
const empty = loaded('0.00', '1.00');
const tap = { type: 'rebate.claim', key: 'key-aaaaaaaaaaaaaaaa' };
const tapAgain = { type: 'rebate.claim', key: 'key-bbbbbbbbbbbbbbbb' };
const paid = { type: 'xstate.done.actor.claimRebate', output: claim };
const refusedBelow = {
  type: 'xstate.error.actor.claimRebate',
  error: { code: 'rebate.below.minimum', value: { minimum: '1.00', total: '0.00' } },
};
const offline = { type: 'xstate.error.actor.claimRebate', error: { code: 'network.offline' } };
const retry = { type: 'rebate.retry' };
const ids = (claims: readonly RebateClaim[]) => claims.map((c) => c.id);

describeChartModel('manual rebate chart (model-based)', manualRebateMachine, {
  oracle: manualRebateOracle,
  models: {
    on: {
      input: { enabled: true },
      events: [
        claimable,
        below,
        { type: 'xstate.error.actor.loadRebate', error: { code: 'network.offline' } },
        { type: 'xstate.error.actor.loadRebate', error: { code: 'function.not.available' } },
        retry,
      ],
      sequences: [
        // One claim, a second tap sends nothing; the list reads again from zero.
        [claimable, tap, tap, paid, empty],
        // Played since: a claim is possible again after the reload.
        [claimable, tap, paid, claimable, tapAgain],
        [claimable, tap, paid, below, tapAgain],
        [
          claimable,
          tap,
          paid,
          { type: 'xstate.error.actor.loadRebate', error: { code: 'network.offline' } },
          retry,
          empty,
        ],
        // Refused below the minimum (another device claimed first): reading again shows zero.
        [claimable, tap, refusedBelow, retry, empty],
        // No answer: the key stays, so claiming again after a reload is the same claim.
        [claimable, tap, offline, retry, claimable, tapAgain, paid],
        // A tap below the minimum sends nothing.
        [below, tap],
      ],
    },
    off: { input: { enabled: false }, events: [] },
    // The history's pages (requirements D3.4), walked as sequences: each page grows the list.
    history: {
      input: { enabled: true },
      events: [],
      sequences: [
        // Load more to the last page: in order, the claim shown twice once, then no more.
        [withMore, more, more, secondPage, more, lastPage, more],
        // A failed page keeps the list; Try again asks for the same page.
        [withMore, more, moreOffline, more, moreTimeout, more, secondPage],
        // One page only: nothing more to ask for.
        [claimable, more],
        // A claim while a page loads: the history reads again from page 1, the late page is dropped.
        [withMore, more, tap, paid, firstPage('0.00', '1.00')],
        // A claim after a failed page: the list reads again from page 1 without the failure.
        [withMore, more, moreOffline, tap, paid, firstPage('0.00', '1.00')],
        // The 25th claim: a history that was complete has a next page after the claim.
        [claimable, tap, paid, firstPage('0.00', '1.00'), more, page(claimsFrom(36, 36), 2, false)],
        // A refused claim read again after a failed page: from page 1, the failure gone.
        [withMore, more, moreOffline, tap, refusedBelow, retry, firstPage('0.00', '1.00', false)],
        // Pages load beside an unanswered claim and its reload failure.
        [
          withMore,
          more,
          tap,
          secondPage,
          paid,
          { type: 'xstate.error.actor.loadRebate', error: { code: 'network.offline' } },
          more,
          lastPage,
        ],
      ],
    },
  },
});

describe('manual rebate chart (rules)', () => {
  it('appends the next page in order without showing a claim twice (requirements D3.4)', () => {
    const shown = claimsFrom(5, 3);
    expect(ids(appendClaims(shown, claimsFrom(3, 1)))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(appendClaims(shown, []))).toEqual([5, 4, 3]);
    expect(ids(appendClaims([], claimsFrom(2, 1)))).toEqual([2, 1]);
    expect(ids(appendClaims(shown, claimsFrom(4, 3)))).toEqual([5, 4, 3]);
  });

  it('enables the claim only when the total reaches the minimum (requirements D3.2)', () => {
    expect(reachesMinimum(null)).toBe(false);
    expect(reachesMinimum(summary('0.99', '0.01'))).toBe(false);
    expect(reachesMinimum(summary('1.00', '0.00'))).toBe(true);
    expect(reachesMinimum(summary('12.34', '0.00'))).toBe(true);
    expect(reachesMinimum({ ...summary('0.00', '0.00'), minimum: '0.00' })).toBe(false);
  });

  it('claims once with the same key after an unanswered claim, and announces the money event once', async () => {
    const keys: string[] = [];
    const moneyEvents = vi.fn();
    let answer: 'offline' | 'paid' = 'offline';
    let total = '1.60';
    const actor = createActor(
      manualRebateMachine.provide({
        actors: {
          loadRebate: fromPromise<RebateLoad, void>(async () => ({
            summary: summary(total, total === '0.00' ? '1.00' : '0.00'),
            claims: [],
            hasMore: false,
          })),
          claimRebate: fromPromise<RebateClaim, { idempotencyKey: string }>(async ({ input }) => {
            keys.push(input.idempotencyKey);
            if (answer === 'offline')
              throw Object.assign(new Error('offline'), { code: 'network.offline' });
            total = '0.00';
            return claim;
          }),
        },
        actions: { announceMoneyEvent: () => moneyEvents() },
      }),
      { input: { enabled: true } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'rebate.claim', key: 'key-1111111111111111' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: { rebate: 'refused' } })).toBe(true);
    answer = 'paid';
    actor.send({ type: 'rebate.retry' });
    await settle();
    actor.send({ type: 'rebate.claim', key: 'key-2222222222222222' });
    await settle();
    await settle();
    expect(keys).toEqual(['key-1111111111111111', 'key-1111111111111111']);
    expect(moneyEvents).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ ready: { rebate: { claimed: 'reloaded' } } })).toBe(true);
    expect(actor.getSnapshot().context.summary?.total).toBe('0.00');
    actor.stop();
  });
});

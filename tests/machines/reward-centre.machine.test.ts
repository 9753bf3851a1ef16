import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  claimCount,
  itemsOf,
  rewardCentreMachine,
  type ClaimInput,
} from '../../machines/rewards/reward-centre.machine.ts';
import type { PromotionActionResult } from '../../shared/contract/calls/join-promotion.ts';
import type { RewardItem } from '../../shared/contract/calls/reward-centre.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { rewardCentreOracle } from './oracles/reward-centre.oracle.ts';

const row = (id: number, status: RewardItem['status'], tab: RewardItem['tab']): RewardItem => ({
  id,
  title: `Promotion ${id}`,
  type: id === 104 ? 'APPLY' : 'JOIN',
  bonusAmount: '500.00',
  status,
  tab,
  completedConditions: status === 'Process' ? 2 : null,
  totalConditions: status === 'Process' ? 4 : null,
  at: tab === 'history' ? '2026-12-07T04:00:00.000Z' : null,
  reason: status === 'Rejected' ? 'No screenshot' : null,
});
const ITEMS = [
  row(101, 'Claim', 'claimable'),
  row(104, 'Claim', 'claimable'),
  row(103, 'Process', 'claimable'),
  row(113, 'Join', 'claimable'),
  row(109, 'Rejected', 'history'),
];
const AFTER = ITEMS.map((item) => (item.id === 101 ? row(101, 'Claimed', 'history') : item));

const loaded = { type: 'xstate.done.actor.loadRewards', output: ITEMS };
const loadFailed = { type: 'xstate.error.actor.loadRewards', error: { code: 'network.offline' } };
const retry = { type: 'rewards.retry' };
const claim = { type: 'reward.claim', id: 101, key: 'key-aaaaaaaaaaaaaaaa' };
const claimAgain = { type: 'reward.claim', id: 101, key: 'key-bbbbbbbbbbbbbbbb' };
const apply = { type: 'reward.apply', id: 104 };
const history = { type: 'tab.chosen', tab: 'history' };
const claimable = { type: 'tab.chosen', tab: 'claimable' };
const claimed = {
  type: 'xstate.done.actor.claimReward',
  output: { success: true, status: 'Claimed' } satisfies PromotionActionResult,
};
const notReady = {
  type: 'xstate.done.actor.claimReward',
  output: { success: false, status: 'Process' } satisfies PromotionActionResult,
};
const offline = { type: 'xstate.error.actor.claimReward', error: { code: 'network.offline' } };
const reloaded = { type: 'xstate.done.actor.reloadRewards', output: AFTER };
const reloadFailed = {
  type: 'xstate.error.actor.reloadRewards',
  error: { code: 'network.offline' },
};
const contactOver = { type: 'xstate.after.contactService.rewardCentre.ready.contactService' };

describeChartModel('reward centre chart (model-based)', rewardCentreMachine, {
  oracle: rewardCentreOracle,
  models: {
    on: {
      input: { rewardCentre: true },
      events: [loaded, loadFailed, retry, history, claimable, apply],
      sequences: [
        // One claim; further taps while it is sent send nothing; then the list is read again.
        [loaded, claim, claim, apply, claimed, reloaded, history],
        [loaded, claim, claimed, reloadFailed, claimAgain],
        // Refused by the server, then a network failure, then a claim that works.
        [loaded, claim, notReady, claimAgain, offline, claim, claimed],
        [loaded, claim, claimed, apply],
      ],
    },
    // REWCEN3 off: both actions show contact_service for 2 s and call nothing.
    off: {
      input: { rewardCentre: false },
      events: [],
      sequences: [[loaded, claim, contactOver, apply, history, contactOver]],
    },
  },
});

/** Requirements A6.8 / D1.6: contact_service shows for 2 s (the table, not the chart). */
const CONTACT_SECONDS = TIMINGS.contactService.ms / 1000;

describe('reward centre chart (rules)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows contact_service for the time of requirements D1.6 with REWCEN3 off, and calls nothing', async () => {
    vi.useFakeTimers();
    const seconds = CONTACT_SECONDS;
    const claims: ClaimInput[] = [];
    const opened: number[] = [];
    const actor = createActor(
      rewardCentreMachine.provide({
        actors: {
          loadRewards: fromPromise<readonly RewardItem[], void>(async () => ITEMS),
          claimReward: fromPromise<PromotionActionResult, ClaimInput>(async ({ input }) => {
            claims.push(input);
            return { success: true, status: 'Claimed' };
          }),
        },
        actions: {
          openApplication: (_, params) => opened.push(params.id),
          announceMoneyEvent: () => undefined,
          refreshPromotions: () => undefined,
        },
      }),
      { input: { rewardCentre: false } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'reward.claim', id: 101, key: 'key-aaaaaaaaaaaaaaaa' });
    expect(actor.getSnapshot().matches({ ready: 'contactService' })).toBe(true);
    await vi.advanceTimersByTimeAsync(seconds * 1000 - 1);
    expect(actor.getSnapshot().matches({ ready: 'contactService' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ ready: 'showing' })).toBe(true);
    actor.send({ type: 'reward.apply', id: 104 });
    expect(actor.getSnapshot().matches({ ready: 'contactService' })).toBe(true);
    expect([claims, opened]).toEqual([[], []]);
    actor.stop();
  });

  it('splits the rows by tab and counts the Claim rows the footer badge shows', () => {
    expect(itemsOf(ITEMS, 'claimable').map((item) => item.id)).toEqual([101, 104, 103, 113]);
    expect(itemsOf(ITEMS, 'history').map((item) => item.id)).toEqual([109]);
    expect(claimCount(ITEMS)).toBe(2);
    expect(claimCount(AFTER)).toBe(1);
  });
});

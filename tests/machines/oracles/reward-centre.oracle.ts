import { expect } from 'vitest';
import type { RewardCentreContext } from '../../../machines/rewards/reward-centre.machine.ts';
import type { RewardItem } from '../../../shared/contract/calls/reward-centre.ts';
import { CLAIMABLE_TAB_STATUSES } from '../../../shared/contract/rewards.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<RewardCentreContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const before = ({ previous }: Step) => previous?.context as RewardCentreContext | undefined;

/** Requirements D1.3, read apart from the contract's helper: which tab a status belongs to. */
function tabRuleHolds(items: readonly RewardItem[]): void {
  for (const item of items)
    expect(item.tab).toBe(
      (CLAIMABLE_TAB_STATUSES as readonly string[]).includes(item.status) ? 'claimable' : 'history',
    );
}

/** How many claims this path has sent: only ever from claiming, one per entry. */
const claimsSent = (history: Step['history']) =>
  invocationsIn(history).filter((effect) => effect.invoke === 'claimReward');

/** Requirements D1.6: with REWCEN3 off nothing but the list is ever called. */
function offCallsNothing({ context, history }: Step): void {
  if (!context.rewardCentre) {
    expect(claimsSent(history)).toEqual([]);
    expect(actionsIn(history)).toEqual([]);
  }
}

function settled(step: Step): void {
  const { context, running, hasTag } = step;
  expect(hasTag('busy')).toBe(false);
  expect(running.filter((id) => id !== 'reloadRewards')).toEqual([]);
  expect(context.loadError).toBeNull();
  expect(context.idempotencyKey).toBeNull();
  tabRuleHolds(context.items);
  offCallsNothing(step);
}

/** What must hold in each state of the reward centre chart. */
export const rewardCentreOracle: Oracle<RewardCentreContext> = {
  loading: ({ context, running, hasTag, effects, entered }) => {
    expect(running).toEqual(['loadRewards']);
    expect(hasTag('busy')).toBe(true);
    expect(context.loadError).toBeNull();
    expect(actionsIn(effects)).toEqual([]);
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'loadRewards', id: 'loadRewards' }),
      ]);
  },
  loadFailed: ({ context, event, running, hasTag, entered, history }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.loadError).toEqual(expect.any(String));
    if (entered) expect(context.loadError).toBe(codeOf(event.error));
    expect(claimsSent(history)).toEqual([]);
  },
  ready: (step) => {
    const { context, event } = step;
    tabRuleHolds(context.items);
    offCallsNothing(step);
    if (event.type === 'tab.chosen') expect(context.tab).toBe(event.tab);
    else if (event.type !== 'xstate.init') expect(context.tab).toBe(before(step)?.tab);
  },
  'ready.showing': (step) => {
    settled(step);
    const { event, effects, context } = step;
    if (event.type === 'reward.apply') {
      // REWCEN3 on: the application form, and nothing sent.
      expect(context.rewardCentre).toBe(true);
      expect(actionsIn(effects)).toEqual([{ action: 'openApplication', params: { id: event.id } }]);
      expect(context.claimError).toBeNull();
    } else expect(actionsIn(effects)).toEqual([]);
    expect(invocationsIn(effects)).toEqual([]);
  },
  'ready.contactService': (step) => {
    settled(step);
    const { context, effects } = step;
    // Requirements D1.6: only with REWCEN3 off, and nothing is called.
    expect(context.rewardCentre).toBe(false);
    expect(effects).toEqual([]);
    expect(context.claimError).toBeNull();
  },
  'ready.claiming': (step) => {
    const { context, event, running, hasTag, entered, effects, history } = step;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['claimReward']);
    expect(context.rewardCentre).toBe(true);
    expect(context.claimError).toBeNull();
    expect(context.idempotencyKey).toEqual(expect.any(String));
    if (entered) {
      expect(event.type).toBe('reward.claim');
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({
          invoke: 'claimReward',
          input: { promotionId: context.claimId, idempotencyKey: context.idempotencyKey },
        }),
      ]);
    } else {
      // Further taps while sending send nothing and keep the claim as it was.
      expect(effects).toEqual([]);
      expect(context.claimId).toBe(before(step)?.claimId);
      expect(context.idempotencyKey).toBe(before(step)?.idempotencyKey);
    }
    // One claim per entry into claiming, never two at once.
    expect(claimsSent(history).length).toBeGreaterThan(0);
  },
  'ready.claimed': (step) => {
    const { context, event, effects, entered } = step;
    expect(context.claimError).toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(step.hasTag('busy')).toBe(false);
    tabRuleHolds(context.items);
    if (entered) {
      expect(event.type).toBe('xstate.done.actor.claimReward');
      // Requirements D1.5: balances and the footer badge follow, the row moves to History.
      expect(actionsIn(effects)).toEqual([
        { action: 'announceMoneyEvent' },
        { action: 'refreshPromotions' },
      ]);
      const row = context.items.find((item) => item.id === context.claimId);
      expect(row).toMatchObject({ status: 'Claimed', tab: 'history' });
    }
  },
  'ready.claimed.reloading': ({ running, entered, effects }) => {
    expect(running).toEqual(['reloadRewards']);
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'loadRewards', id: 'reloadRewards' }),
      ]);
  },
  'ready.claimed.reloaded': ({ running, event, context, previous }) => {
    expect(running).toEqual([]);
    if (event.type === 'xstate.done.actor.reloadRewards')
      expect(context.items).toEqual(event.output);
    if (event.type === 'xstate.error.actor.reloadRewards')
      expect(context.items).toEqual((previous?.context as RewardCentreContext).items);
  },
  'ready.refused': (step) => {
    settled(step);
    const { context, event, effects, entered } = step;
    expect(context.claimError).toEqual(expect.any(String));
    expect(actionsIn(effects)).toEqual([]);
    if (entered && event.type === 'xstate.error.actor.claimReward')
      expect(context.claimError).toBe(codeOf(event.error));
    if (entered && event.type === 'xstate.done.actor.claimReward')
      expect(context.claimError).toBe('promotion.refused');
    // The refused row keeps its Claim.
    if (entered)
      expect(context.items.find((item) => item.id === context.claimId)?.status).toBe(
        before(step)?.items.find((item) => item.id === context.claimId)?.status,
      );
  },
};

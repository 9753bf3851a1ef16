import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  promotionActionMachine,
  type PromotionActionInput,
  type PromotionFacts,
  type PromotionOutcome,
} from '../../machines/promotion-action.machine.ts';
import type { PromotionActionResult } from '../../shared/contract/calls/join-promotion.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { promotionActionOracle } from './oracles/promotion-action.oracle.ts';

const MEMBER = 1;
const TRIAL = 4;
const signUp = (status: PromotionFacts['status']): PromotionFacts => ({
  id: 113,
  status,
  promotionType: 'JOIN',
});
const application: PromotionFacts = { id: 104, status: 'Claim', promotionType: 'APPLY' };
const input = (promotion: PromotionFacts, memberType: number | null): PromotionActionInput => ({
  promotion,
  memberType,
});

const press = { type: 'promotion.pressed' } as const;
const changed = (promotion: PromotionFacts, memberType: number | null) => ({
  type: 'promotion.changed' as const,
  promotion,
  memberType,
});
const answered = (id: string, success: boolean, status: PromotionFacts['status']) => ({
  type: `xstate.done.actor.${id}`,
  output: { success, status } satisfies PromotionActionResult,
});
const failed = (id: string, code: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { code },
});
const refreshed = { type: 'xstate.done.actor.refreshPromotions' };
const refreshFailed = { type: 'xstate.error.actor.refreshPromotions', error: new Error('offline') };

describeChartModel('promotion action chart (model-based)', promotionActionMachine, {
  oracle: promotionActionOracle,
  models: {
    'member joins': {
      input: input(signUp('Join'), MEMBER),
      events: [
        press,
        answered('joinPromotion', true, 'Joined'),
        answered('joinPromotion', false, 'Close'),
        failed('joinPromotion', 'network.offline'),
        refreshed,
        refreshFailed,
      ],
      sequences: [
        // Pressing again while the join runs does nothing; the new status waits for the refresh.
        [
          press,
          press,
          changed(signUp('Joined'), MEMBER),
          answered('joinPromotion', true, 'Joined'),
          refreshed,
        ],
        // A failure that is not the contract's: an unknown error.
        [press, { type: 'xstate.error.actor.joinPromotion', error: new Error('boom') }],
        [
          press,
          answered('joinPromotion', true, 'Joined'),
          changed(signUp('Process'), MEMBER),
          press,
          refreshed,
        ],
      ],
    },
    'member claims': {
      input: input(signUp('Claim'), MEMBER),
      events: [
        press,
        answered('claimReward', true, 'Claimed'),
        answered('claimReward', false, 'Claim'),
        failed('claimReward', 'too.many.requests'),
        refreshed,
        changed(signUp('Claimed'), MEMBER),
      ],
      // A new status while the claim runs is kept and shown once the lists are read again.
      sequences: [
        [
          press,
          changed(signUp('Process'), MEMBER),
          press,
          answered('claimReward', true, 'Claimed'),
          changed(signUp('Process'), MEMBER),
          refreshed,
        ],
      ],
    },
    'member applies': {
      input: input(application, MEMBER),
      events: [
        press,
        changed(application, TRIAL),
        changed({ ...application, status: 'Applying' }, MEMBER),
      ],
    },
    'trial player': {
      input: input(application, TRIAL),
      events: [press, changed(application, null)],
      sequences: [[press, press, changed(application, null), press]],
    },
    visitor: {
      input: input(signUp('Join'), null),
      events: [press, changed(signUp('Join'), MEMBER), changed({ ...application }, null)],
    },
    label: {
      input: input(signUp('Joined'), MEMBER),
      events: [
        press,
        changed(signUp('Claim'), MEMBER),
        changed({ ...signUp('Join'), status: null }, MEMBER),
      ],
      // A label turns into a button when the lists say the promotion can be claimed now.
      sequences: [[changed(signUp('Claim'), MEMBER), press]],
    },
  },
});

/** The chart with recorded outcomes and controlled calls. */
function running(start: PromotionActionInput, result: Promise<PromotionActionResult>) {
  const outcomes: PromotionOutcome[] = [];
  const calls: string[] = [];
  const actor = createActor(
    promotionActionMachine.provide({
      actors: {
        joinPromotion: fromPromise(({ input: { promotionId } }) => {
          calls.push(`join ${String(promotionId)}`);
          return result;
        }),
        claimReward: fromPromise(({ input: { promotionId } }) => {
          calls.push(`claim ${String(promotionId)}`);
          return result;
        }),
        refreshPromotions: fromPromise(() => Promise.resolve()),
      },
      actions: {
        tellOutcome: (_, outcome) => void outcomes.push(outcome),
        openLogin: () => void calls.push('login'),
        openApplication: (_, { promotionId }) => void calls.push(`apply ${String(promotionId)}`),
      },
    }),
    { input: start },
  ).start();
  return { actor, outcomes, calls };
}

describe('promotion action chart (rules)', () => {
  it('joins once however often Join is pressed, says so and reads the lists again', async () => {
    const { actor, outcomes, calls } = running(
      input(signUp('Join'), MEMBER),
      Promise.resolve({ success: true, status: 'Joined' }),
    );
    actor.send(press);
    actor.send(press);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['join 113']);
    expect(outcomes).toEqual([{ kind: 'joined' }]);
    // The answer names the new status: the button is a label before the page says so too.
    expect(actor.getSnapshot().matches('showingStatus')).toBe(true);
    actor.send(changed(signUp('Joined'), MEMBER));
    expect(actor.getSnapshot().matches('showingStatus')).toBe(true);
  });

  it('sends a visitor to the login and a trial player nowhere, whatever the status (B9)', () => {
    for (const promotion of [signUp('Join'), signUp('Claim'), application]) {
      const visitor = running(
        input(promotion, null),
        Promise.resolve({ success: true, status: 'Joined' }),
      );
      visitor.actor.send(press);
      expect(visitor.calls).toEqual(['login']);
    }
    const trial = running(
      input(application, TRIAL),
      Promise.resolve({ success: true, status: 'Joined' }),
    );
    trial.actor.send(press);
    expect(trial.calls).toEqual([]);
    expect(trial.outcomes).toEqual([{ kind: 'refused', code: 'trial.not.allowed' }]);
  });

  it('offers nothing for a status that is not Join or Claim', () => {
    for (const status of [
      'Applying',
      'Close',
      'Rejected',
      'Issued',
      'Claimed',
      'Process',
      'Joined',
      null,
    ] as const) {
      const { actor, calls } = running(
        input({ ...application, status }, MEMBER),
        Promise.resolve({ success: true, status: 'Joined' }),
      );
      expect(actor.getSnapshot().matches('showingStatus')).toBe(true);
      actor.send(press);
      expect(calls).toEqual([]);
    }
  });
});

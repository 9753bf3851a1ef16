import { expect } from 'vitest';
import type { PromotionActionContext } from '../../../machines/promotion-action.machine.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

// Written from requirements B2.6 and B9 (the action element), D0.3 (a claim is a money call) and
// the server's answers (docs/api.md): the codes are the contract's, not read from the chart.

const TRIAL = 4;
const isPressable = (context: PromotionActionContext) =>
  context.promotion.status === 'Join' || context.promotion.status === 'Claim';
const after = (type: string) => type.startsWith('xstate.done.') || type.startsWith('xstate.error.');

/** A state the player can press in: not busy, and the facts are the last ones the page sent. */
const steady = ({ hasTag, context, event }: StepView<PromotionActionContext>) => {
  expect(hasTag('busy')).toBe(false);
  if (event.type === 'promotion.changed')
    expect(context).toEqual({ promotion: event.promotion, memberType: event.memberType });
};

/** Pressing in a state that stays: exactly these effects, and no call to the server. */
const pressed = (
  { event, effects, entered }: StepView<PromotionActionContext>,
  expected: Parameters<typeof expectEffects>[1],
) => {
  if (event.type === 'promotion.pressed' && !entered) expectEffects(effects, expected);
};

/**
 * A busy state: pressing does nothing, a new status or session is kept for afterwards, and the
 * answer of its own call (`call`) always moves on.
 */
const busy = (
  call: string,
  { hasTag, event, effects, entered, context, previous }: StepView<PromotionActionContext>,
) => {
  expect(hasTag('busy')).toBe(true);
  if (entered) return;
  expect(event.type, 'an answer of the call moves on').not.toMatch(
    new RegExp(`^xstate\\.(done|error)\\.actor\\.${call}$`),
  );
  expect(effects).toEqual([]);
  if (event.type === 'promotion.changed')
    expect(context).toEqual({ promotion: event.promotion, memberType: event.memberType });
  else expect(context).toEqual(previous?.context);
};

/** What must hold in each state of the promotion action chart. */
export const promotionActionOracle: Oracle<PromotionActionContext> = {
  choosingAction: ({ event, effects, previous }) => {
    const before = previous?.context as PromotionActionContext | undefined;
    // A failed call: its message, and nothing else; the button is offered again at once.
    if (
      event.type === 'xstate.error.actor.joinPromotion' ||
      event.type === 'xstate.error.actor.claimReward'
    ) {
      const code = (event.error as { code?: unknown } | undefined)?.code;
      expect(actionsIn(effects)).toEqual([
        {
          action: 'tellOutcome',
          params: { kind: 'refused', code: typeof code === 'string' ? code : 'unknown' },
        },
      ]);
      expect(invocationsIn(effects)).toEqual([]);
    }
    // The lists were read again (or could not be): nothing more to say.
    if (event.type.endsWith('.refreshPromotions')) expect(effects).toEqual([]);
    if (event.type === 'xstate.init') expect(before).toBeUndefined();
  },
  showingStatus: (step) => {
    steady(step);
    expect(isPressable(step.context)).toBe(false);
    // A label: pressing it (it is disabled) would do nothing.
    pressed(step, []);
    if (step.entered && !after(step.event.type)) expect(actionsIn(step.effects)).toEqual([]);
  },
  offering: (step) => {
    steady(step);
    expect(isPressable(step.context)).toBe(true);
  },
  'offering.login': (step) => {
    expect(step.context.memberType).toBeNull();
    // Pressing always takes a visitor to the login.
    expect(step.event.type).not.toBe('promotion.pressed');
  },
  'offering.join': (step) => {
    expect(step.context.memberType).not.toBeNull();
    expect(step.context.promotion.status).toBe('Join');
  },
  'offering.claim': (step) => {
    expect(step.context.memberType).not.toBeNull();
    expect(step.context.promotion.status).toBe('Claim');
    expect(step.context.promotion.promotionType).not.toBe('APPLY');
  },
  'offering.application': (step) => {
    // A member or a trial player: the trial player learns only on pressing that it is not for them.
    expect(step.context.memberType).not.toBeNull();
    expect(step.context.promotion).toMatchObject({ status: 'Claim', promotionType: 'APPLY' });
    // Pressing always leads somewhere: the form, or the trial player's refusal.
    expect(step.event.type).not.toBe('promotion.pressed');
  },
  'offering.refused': (step) => {
    // A trial player cannot fill in an application: told so, each press, and nothing is asked.
    expect(step.context.memberType).toBe(TRIAL);
    expect(step.context.promotion).toMatchObject({ status: 'Claim', promotionType: 'APPLY' });
    if (step.event.type === 'promotion.pressed')
      expectEffects(step.effects, [
        { action: 'tellOutcome', params: { kind: 'refused', code: 'trial.not.allowed' } },
      ]);
  },
  leaving: ({ context, effects, event, hasTag, snapshot }) => {
    expect(hasTag('busy')).toBe(false);
    // The page leaves: the chart is over.
    expect(snapshot.status).toBe('done');
    expect(event.type).toBe('promotion.pressed');
    expect(isPressable(context)).toBe(true);
    // Join or Claim alike, a visitor logs in first; a member opens the application form. Nothing
    // is asked of the server.
    expectEffects(
      effects,
      context.memberType === null
        ? [{ action: 'openLogin' }]
        : [{ action: 'openApplication', params: { promotionId: context.promotion.id } }],
    );
    if (context.memberType !== null) {
      expect(context.memberType).not.toBe(TRIAL);
      expect(context.promotion).toMatchObject({ status: 'Claim', promotionType: 'APPLY' });
    }
  },
  joining: (step) => {
    busy('joinPromotion', step);
    if (!step.entered) return;
    expect(step.event.type).toBe('promotion.pressed');
    expect(step.previous?.matches({ offering: 'join' })).toBe(true);
    expectEffects(step.effects, [
      {
        invoke: 'joinPromotion',
        id: 'joinPromotion',
        input: { promotionId: step.context.promotion.id },
      },
    ]);
  },
  claiming: (step) => {
    busy('claimReward', step);
    if (!step.entered) return;
    expect(step.event.type).toBe('promotion.pressed');
    expect(step.previous?.matches({ offering: 'claim' })).toBe(true);
    // The claim call itself takes a new idempotency key for each attempt (the actors).
    expectEffects(step.effects, [
      {
        invoke: 'claimReward',
        id: 'claimReward',
        input: { promotionId: step.context.promotion.id },
      },
    ]);
  },
  refreshing: (step) => {
    busy('refreshPromotions', step);
    if (!step.entered) return;
    // The server answered: its message, then every announcement list is read again.
    const joined = step.event.type === 'xstate.done.actor.joinPromotion';
    expect(joined || step.event.type === 'xstate.done.actor.claimReward').toBe(true);
    const answer = step.event.output as { success: boolean; status: unknown };
    const accepted = answer.success;
    // The button shows the status the server says the player now sees; nothing else changes.
    expect(step.context).toEqual({
      ...step.previous?.context,
      promotion: {
        ...(step.previous?.context as PromotionActionContext).promotion,
        status: answer.status,
      },
    });
    expectEffects(step.effects, [
      {
        action: 'tellOutcome',
        params: accepted
          ? { kind: joined ? 'joined' : 'claimed' }
          : { kind: 'refused', code: 'promotion.refused' },
      },
      { invoke: 'refreshPromotions', id: 'refreshPromotions' },
    ]);
  },
};

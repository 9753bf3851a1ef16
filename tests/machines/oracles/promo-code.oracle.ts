import { expect } from 'vitest';
import type { PromoCodeContext } from '../../../machines/rewards/promo-code.machine.ts';
import type { PromoCodeRedeemed } from '../../../shared/contract/calls/promo-code.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PromoCodeContext>;

const before = ({ previous }: Step) => previous?.context as PromoCodeContext | undefined;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const valueOf = (error: unknown) =>
  ((error as { value?: Record<string, unknown> }).value ?? {}) as Record<string, unknown>;

/** Requirements D2.2 read here apart from the chart: trimmed, Bengali digits as digits, upper case. */
function wellFormed(typed: string): string | null {
  const code = typed
    .trim()
    .replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit)))
    .toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : null;
}

const REFUSALS = [
  'promo.code.invalid',
  'promo.code.expired',
  'promo.code.exhausted',
  'promo.code.used',
  'promo.code.deposit.required',
];

/** How many redemptions this path sent. */
const redemptions = (history: Step['history']) =>
  invocationsIn(history).filter((effect) => effect.invoke === 'redeemCode');

/** The form's common rules outside redeeming: not busy, nothing sent in this step. */
function formIdle({ hasTag, effects, running }: Step) {
  expect(hasTag('busy')).toBe(false);
  expect(running).not.toContain('redeemCode');
  expect(invocationsIn(effects).filter((effect) => effect.invoke === 'redeemCode')).toEqual([]);
}

/** A typed change keeps the text in upper case, drops every message and makes the next submit new. */
function typedChange(step: Step) {
  const { context, event } = step;
  if (event.type !== 'code.changed') return;
  expect(context.code).toBe(String(event.value).toUpperCase());
  expect(context.codeError).toBeNull();
  expect(context.minDeposit).toBeNull();
  expect(context.formError).toBeNull();
  expect(context.idempotencyKey).toBeNull();
}

/** What must hold in each state of the promo code chart. */
export const promoCodeOracle: Oracle<PromoCodeContext> = {
  checkingEnabled: ({ context, running, hasTag, entered, effects }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['checkEnabled']);
    expect(context.loadError).toBeNull();
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'checkEnabled', id: 'checkEnabled' }),
      ]);
  },
  checkFailed: ({ context, event, running, hasTag, entered }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.loadError).toEqual(expect.any(String));
    if (entered) expect(context.loadError).toBe(codeOf(event.error));
  },
  disabled: ({ snapshot, running, hasTag, history, event }) => {
    // Requirements D2.1: off, nothing is redeemed or listed, and the chart is done.
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(invocationsIn(history).map((effect) => effect.invoke)).not.toContain('redeemCode');
    expect(invocationsIn(history).map((effect) => effect.invoke)).not.toContain('loadHistory');
    expect(event).toMatchObject({ type: 'xstate.done.actor.checkEnabled', output: false });
  },
  ready: ({ history, running }) => {
    // The enabled check answered true before anything else ran.
    expect(invocationsIn(history)[0]).toMatchObject({ invoke: 'checkEnabled' });
    expect(running).not.toContain('checkEnabled');
  },
  'ready.form': ({ context, history }) => {
    // Every bonus that was booked announced a money event, and nothing else did.
    const bonuses = history.filter(
      (effect) => 'action' in effect && effect.action === 'announceMoneyEvent',
    ).length;
    expect(bonuses).toBeLessThanOrEqual(redemptions(history).length);
    expect(context.code).toBe(context.code.toUpperCase());
  },
  'ready.form.editing': (step) => {
    const { context, event } = step;
    const prev = before(step);
    formIdle(step);
    expect(context.redeemed).toBeNull();
    expect(context.retryAfter).toBeNull();
    typedChange(step);
    switch (event.type) {
      case 'promoCode.submit':
        // Not 4–20 letters or digits: said on the field, nothing sent, the text kept.
        expect(wellFormed(context.code)).toBeNull();
        expect(context.codeError).toBe('promo.code.format');
        expect(context.code).toBe(prev?.code);
        break;
      case 'xstate.error.actor.redeemCode':
        // No refusal of the code: the reason shows, the code and the key stay (the same redemption).
        expect(context.formError).toBe(codeOf(event.error));
        expect(context.codeError).toBeNull();
        expect(context.code).toBe(prev?.code);
        expect(context.idempotencyKey).toBe(prev?.idempotencyKey);
        break;
      case 'xstate.after.throttleEnds.promoCode.ready.form.throttled':
        expect(context.code).toBe(prev?.code);
        break;
      default:
        break;
    }
  },
  'ready.form.redeeming': (step) => {
    const { context, event, running, hasTag, entered, effects } = step;
    const prev = before(step);
    expect(hasTag('busy')).toBe(true);
    expect(running).toContain('redeemCode');
    expect(wellFormed(context.code)).not.toBeNull();
    expect(context.idempotencyKey).toMatch(/\S/);
    expect(context.codeError).toBeNull();
    expect(context.formError).toBeNull();
    expect(context.redeemed).toBeNull();
    if (entered) {
      expect(event.type).toBe('promoCode.submit');
      // One redemption, the code as the server reads it, the kept key after an unanswered try.
      expect(redemptions(effects)).toEqual([
        {
          invoke: 'redeemCode',
          id: 'redeemCode',
          input: {
            request: { code: wellFormed(context.code) },
            idempotencyKey: context.idempotencyKey,
          },
        },
      ]);
      const kept = prev?.idempotencyKey ?? null;
      if (kept !== null && prev?.redeemed === null) expect(context.idempotencyKey).toBe(kept);
      else expect(context.idempotencyKey).toBe((event as { key?: string }).key);
    } else {
      // Further taps send nothing.
      expect(redemptions(effects)).toEqual([]);
    }
  },
  'ready.form.refused': (step) => {
    const { context, event, entered } = step;
    const prev = before(step);
    formIdle(step);
    expect(context.codeError).toEqual(expect.any(String));
    expect([...REFUSALS, 'promo.code.format']).toContain(context.codeError);
    expect(context.code).toBe(prev?.code);
    if (entered) {
      expect(event.type).toBe('xstate.error.actor.redeemCode');
      const code = codeOf(event.error);
      expect(context.codeError).toBe(code === 'request_param_err' ? 'promo.code.format' : code);
      expect(context.minDeposit).toBe(
        code === 'promo.code.deposit.required' ? (valueOf(event.error).minDeposit ?? null) : null,
      );
    }
  },
  'ready.form.throttled': (step) => {
    const { context, event, entered } = step;
    formIdle(step);
    // Requirements D2.4: the page can say when to try again.
    expect(context.retryAfter).toEqual(expect.any(Number));
    expect(context.retryAfter).toBeGreaterThan(0);
    if (entered) {
      expect(codeOf(event.error)).toBe('too.many.requests');
      const named = Number(valueOf(event.error).retryAfter);
      expect(context.retryAfter).toBe(Number.isInteger(named) && named > 0 ? named : 60);
    }
    if (event.type === 'code.changed') expect(context.code).toBe(String(event.value).toUpperCase());
  },
  'ready.form.redeemed': (step) => {
    const { context, event, effects, entered } = step;
    formIdle(step);
    expect(context.redeemed).not.toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(context.codeError).toBeNull();
    // The field empties, so a second tap has nothing to send.
    expect(context.code).toBe('');
    expect(redemptions(step.effects)).toEqual([]);
    if (entered) {
      const redeemed = event.output as PromoCodeRedeemed;
      expect(context.redeemed).toEqual(redeemed);
      // A bonus refreshes the balances (requirements C7.1); a joined promotion moves no money.
      expect(actionsIn(effects)).toEqual(
        redeemed.redemption.bonusAmount === null ? [] : [{ action: 'announceMoneyEvent' }],
      );
    }
  },
  'ready.history': ({ context }) => {
    expect(Array.isArray(context.history)).toBe(true);
  },
  'ready.history.loadingHistory': ({ running, entered, effects, context, event }) => {
    expect(running).toContain('loadHistory');
    expect(context.historyError).toBeNull();
    if (entered || event.type === 'xstate.done.actor.redeemCode')
      expect(invocationsIn(effects)).toContainEqual(
        expect.objectContaining({ invoke: 'loadHistory', id: 'loadHistory' }),
      );
  },
  'ready.history.showingHistory': ({ context, event, running }) => {
    expect(context.historyError).toBeNull();
    if (event.type === 'xstate.done.actor.loadHistory') {
      expect(running).not.toContain('loadHistory');
      expect(context.history).toEqual(event.output);
    }
  },
  'ready.history.historyFailed': ({ context, event, running }) => {
    expect(context.historyError).toEqual(expect.any(String));
    if (event.type === 'xstate.error.actor.loadHistory') {
      expect(running).not.toContain('loadHistory');
      expect(context.historyError).toBe(codeOf(event.error));
    }
  },
};

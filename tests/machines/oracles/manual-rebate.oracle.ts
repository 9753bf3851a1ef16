import { expect } from 'vitest';
import type { ManualRebateContext } from '../../../machines/rewards/manual-rebate.machine.ts';
import type { RebateClaim } from '../../../shared/contract/calls/manual-rebate.ts';
import { CASHIER_LIMITS } from '../../../shared/contract/cashier.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<ManualRebateContext>;

const before = ({ previous }: Step) => previous?.context as ManualRebateContext | undefined;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const NO_ANSWER = ['network.offline', 'network.timeout', 'response.invalid', 'unknown'];

/** Requirements D3.2 read apart from the chart: the total reaches the minimum, in cents. */
function claimableBySpec(c: ManualRebateContext): boolean {
  if (c.summary === null) return false;
  const centsOf = (text: string) => BigInt(text.replace('.', ''));
  const total = centsOf(c.summary.total);
  return total > 0n && total >= centsOf(c.summary.minimum);
}

/** The claims sent on this path: each with a key of the contract's form. */
const claimsSent = (effects: Step['effects']) =>
  invocationsIn(effects).filter((e) => e.invoke === 'claimRebate');

/** Nothing moves money or announces one outside a booked claim. */
function noMoneyEventsBeyondClaims(history: Step['history']): void {
  const booked = history.filter((e) => 'action' in e && e.action === 'announceMoneyEvent');
  expect(booked.length).toBeLessThanOrEqual(claimsSent(history).length);
}

function shown({ context, hasTag, running }: Step): void {
  expect(context.summary).not.toBeNull();
  expect(hasTag('busy')).toBe(false);
  expect(running).toEqual([]);
  expect(context.loadError).toBeNull();
}

/** What must hold in each state of the manual rebate chart. */
export const manualRebateOracle: Oracle<ManualRebateContext> = {
  checkingAvailability: ({ context, running }) => {
    // Passed through at once: switched on, the loading has started; off, nothing runs.
    expect(running).toEqual(context.enabled ? ['loadRebate'] : []);
    expect(context.summary).toBeNull();
  },
  disabled: ({ context, snapshot, running, history, hasTag }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    // Off from the start: nothing was ever called (requirements D3.5); else the server said it is off.
    if (!context.enabled) expect(invocationsIn(history)).toEqual([]);
    else expect(claimsSent(history)).toEqual([]);
  },
  loading: ({ context, running, hasTag, entered, effects }) => {
    expect(context.enabled).toBe(true);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadRebate']);
    expect(context.loadError).toBeNull();
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'loadRebate', id: 'loadRebate' }),
      ]);
    expect(actionsIn(effects)).toEqual([]);
  },
  loadFailed: ({ context, event, running, hasTag, entered }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.loadError).toEqual(expect.any(String));
    expect(context.loadError).not.toBe('function.not.available');
    if (entered) expect(context.loadError).toBe(codeOf(event.error));
  },
  showing: (step) => {
    shown(step);
    expect(step.context.refusal).toBeNull();
    expect(step.context.claimed).toBeNull();
  },
  'showing.checkingTotal': (step) => {
    shown(step);
  },
  'showing.claimable': (step) => {
    shown(step);
    expect(claimableBySpec(step.context)).toBe(true);
  },
  'showing.belowMinimum': (step) => {
    shown(step);
    expect(claimableBySpec(step.context)).toBe(false);
    // A tap on the disabled button sends nothing.
    expect(claimsSent(step.effects)).toEqual([]);
  },
  claiming: (step) => {
    const { context, running, hasTag, entered, effects, event } = step;
    const prev = before(step) as ManualRebateContext;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['claimRebate']);
    expect(claimableBySpec(context)).toBe(true);
    expect(context.idempotencyKey).toMatch(CASHIER_LIMITS.idempotencyKey);
    const sent = claimsSent(effects);
    if (entered) {
      // One claim, with the key of an unanswered earlier claim, else the fresh one.
      expect(event.type).toBe('rebate.claim');
      const key = prev.idempotencyKey ?? (event.key as string);
      expect(sent).toEqual([
        expect.objectContaining({ invoke: 'claimRebate', input: { idempotencyKey: key } }),
      ]);
    } else {
      expect(sent).toEqual([]);
      expect(context).toEqual(prev);
    }
  },
  refused: (step) => {
    const { context, event, running, hasTag, entered, history } = step;
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.refusal).not.toBeNull();
    noMoneyEventsBeyondClaims(history);
    if (entered) {
      const code = codeOf(event.error);
      expect(context.refusal?.code).toBe(code);
      // Without an answer the key stays for the next claim; a real refusal drops it.
      if (NO_ANSWER.includes(code)) expect(context.idempotencyKey).not.toBeNull();
      else expect(context.idempotencyKey).toBeNull();
      if (code === 'rebate.below.minimum')
        expect(context.refusal).toMatchObject({
          minimum: (event.error as { value: { minimum: string } }).value.minimum,
          total: (event.error as { value: { total: string } }).value.total,
        });
    }
  },
  claimed: ({ context, history }) => {
    expect(context.claimed).not.toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(context.refusal).toBeNull();
    noMoneyEventsBeyondClaims(history);
  },
  'claimed.reloading': ({ context, running, hasTag, entered, effects, event }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadRebate']);
    expect(context.loadError).toBeNull();
    if (event.type === 'xstate.done.actor.claimRebate') {
      // The claim was booked: its amount shows and balances refresh, once.
      expect(context.claimed).toEqual(event.output as RebateClaim);
      expect(actionsIn(effects)).toEqual([{ action: 'announceMoneyEvent' }]);
    } else expect(actionsIn(effects)).toEqual([]);
    if (entered)
      expect(invocationsIn(effects)).toContainEqual(
        expect.objectContaining({ invoke: 'loadRebate' }),
      );
  },
  'claimed.reloaded': ({ context, running, hasTag, event }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.summary).not.toBeNull();
    if (event.type === 'xstate.done.actor.loadRebate')
      expect(context.summary).toEqual((event.output as { summary: unknown }).summary);
  },
  'claimed.reloadFailed': ({ context, running, hasTag }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.loadError).toEqual(expect.any(String));
  },
};

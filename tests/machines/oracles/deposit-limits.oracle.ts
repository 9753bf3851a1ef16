import { expect } from 'vitest';
import {
  draftProblem,
  draftsOf,
  limitRequest,
  type DepositLimitsContext,
} from '../../../machines/security/deposit-limits.machine.ts';
import type { LimitPeriod } from '../../../shared/contract/rewards.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<DepositLimitsContext>;

const before = ({ previous }: Step) => previous?.context as DepositLimitsContext | undefined;

/** Not busy, nothing running, and what was typed in the other fields is kept. */
function formInvariants(step: Step): void {
  const { context, running, hasTag, event } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  expect(context.limits.map((limit) => limit.period)).toEqual(['day', 'week', 'month']);
  if (event.type === 'limit.changed') {
    const period = event['period'] as LimitPeriod;
    expect(context.drafts[period]).toBe(event['value']);
    expect(context.fieldErrors[period]).toBeUndefined();
    expect(context.errorCode).toBeNull();
    const was = before(step);
    if (was)
      for (const other of ['day', 'week', 'month'] as const)
        if (other !== period) expect(context.drafts[other]).toBe(was.drafts[other]);
  }
}

/** What must hold in each state of the deposit limits panel (requirements D5.1). */
export const depositLimitsOracle: Oracle<DepositLimitsContext> = {
  loading: ({ running, hasTag, context, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadLimits']);
    expect(context.errorCode).toBeNull();
    if (entered) expectEffects(effects, [{ invoke: 'loadLimits', id: 'loadLimits' }]);
  },
  loadFailed: ({ context, running, hasTag }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.errorCode).not.toBeNull();
  },
  showing: (step) => formInvariants(step),
  'showing.editing': (step) => {
    formInvariants(step);
    const { context, event, effects } = step;
    if (event.type === 'xstate.done.actor.loadLimits')
      // The fields start with the limits in effect.
      expect(context.drafts).toEqual(draftsOf(context.limits));
    if (event.type === 'limit.save') {
      // A refused Save names the amount's problem and sends nothing.
      const period = event['period'] as LimitPeriod;
      expect(context.fieldErrors[period]).toBe(draftProblem(context.drafts[period]));
      expect(effects).toEqual([]);
    }
  },
  'showing.saved': (step) => {
    formInvariants(step);
    const { context, entered } = step;
    expect(context.errorCode).toBeNull();
    expect(context.fieldErrors).toEqual({});
    if (entered) {
      const period = context.request?.period as LimitPeriod;
      // The saved period's field shows the limit in effect now; the others keep what was typed.
      expect(context.drafts[period]).toBe(draftsOf(context.limits)[period]);
    }
  },
  'showing.refused': (step) => {
    formInvariants(step);
    const { context, entered } = step;
    const was = before(step);
    if (entered && was) expect(context.drafts).toEqual(was.drafts);
    // Exactly one of a field problem and a message.
    expect(Object.keys(context.fieldErrors).length + (context.errorCode === null ? 0 : 1)).toBe(1);
  },
  saving: ({ context, running, hasTag, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['saveLimit']);
    expect(context.request).not.toBeNull();
    expect(context.fieldErrors).toEqual({});
    const request = context.request!;
    if (request.amount !== null)
      expect(request).toEqual(limitRequest(request.period, context.drafts[request.period]));
    if (entered) expectEffects(effects, [{ invoke: 'saveLimit', id: 'saveLimit', input: request }]);
  },
};

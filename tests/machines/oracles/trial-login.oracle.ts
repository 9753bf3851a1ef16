import { expect } from 'vitest';
import { TRIAL_TYPE } from '../../../shared/contract/member-types.ts';
import type { TrialLoginContext, TrialSession } from '../../../machines/trial-login.machine.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<TrialLoginContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';

/** Never two trial requests at once: every trial call starts from a state that was not waiting for one. */
function oneRequestAtATime({ history }: Step): void {
  const calls = invocationsIn(history).length;
  const waits = actionsIn(history).filter((e) => e.action === 'showWaitMessage').length;
  const hides = actionsIn(history).filter((e) => e.action === 'hideWaitMessage').length;
  expect(calls).toBe(waits);
  expect(waits - hides).toBeLessThanOrEqual(1);
}

/** What must hold in each state of the trial login chart. */
export const trialLoginOracle: Oracle<TrialLoginContext> = {
  idle: ({ context, history, running, hasTag }) => {
    expect(context).toEqual({ errorCode: null, session: null });
    expect(hasTag('busy')).toBe(false);
    expect(history).toEqual([]);
    expect(running).toEqual([]);
  },
  creatingSession: (step) => {
    const { context, effects, event, running, entered, hasTag } = step;
    oneRequestAtATime(step);
    expect(context).toEqual({ errorCode: null, session: null });
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['createTrialSession']);
    if (entered)
      expectEffects(effects, [
        { action: 'showWaitMessage' },
        { invoke: 'createTrialSession', id: 'createTrialSession' },
      ]);
    // Another tap while waiting changes nothing: no second call, no second wait message.
    else {
      expect(event.type).toBe('trial.start');
      expectEffects(effects, []);
    }
  },
  failed: (step) => {
    const { context, effects, event, history, running, entered, hasTag } = step;
    oneRequestAtATime(step);
    expect(context.errorCode).toEqual(expect.any(String));
    expect(context.session).toBeNull();
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(actionsIn(history).map((e) => e.action)).not.toContain('storeSession');
    // The failure's message shows once, when the call fails.
    expect(entered).toBe(true);
    expect(context.errorCode).toBe(codeOf(event.error));
    expectEffects(effects, [
      { action: 'hideWaitMessage' },
      { action: 'showError', params: { errorCode: codeOf(event.error) } },
    ]);
  },
  started: (step) => {
    const { snapshot, event, effects, context, history, hasTag } = step;
    oneRequestAtATime(step);
    const answer = event.output as TrialSession;
    const session = { token: answer.token, userName: answer.userName, type: answer.customerType };
    expect(snapshot.status).toBe('done');
    expect(hasTag('busy')).toBe(false);
    // The outcome is the stored session.
    expect(snapshot.output).toEqual(session);
    expect(context).toEqual({ errorCode: null, session });
    expect(actionsIn(history).filter((e) => e.action === 'storeSession')).toHaveLength(1);
    // The session keeps customerType as its type; only a guest (trial mode) is sent home.
    expect(effects).toEqual([
      { action: 'hideWaitMessage' },
      { action: 'storeSession', params: { session } },
      { action: 'storeTrialName', params: { trialName: answer.userName } },
      ...(answer.customerType === TRIAL_TYPE ? [{ action: 'replaceHome' }] : []),
    ]);
  },
};

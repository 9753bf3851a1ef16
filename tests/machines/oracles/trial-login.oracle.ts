import { expect } from 'vitest';
import { GUEST_TYPE, type TrialLoginContext, type TrialSession } from '../../../machines/trial-login.machine.ts';
import { expectEffects, type Oracle } from '../helpers/chart-model.ts';

/** What must hold in each state of the trial login chart. */
export const trialLoginOracle: Oracle<TrialLoginContext> = {
  idle: ({ context, history, running }) => {
    expect(context.errorCode).toBeNull();
    expect(history).toEqual([]);
    expect(running).toEqual([]);
  },
  creatingSession: ({ context, effects, running, entered }) => {
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['createTrialSession']);
    if (entered) expectEffects(effects, [{ action: 'showWaitMessage' }, { invoke: 'createTrialSession', id: 'createTrialSession' }]);
  },
  failed: ({ context, effects, history, running, entered }) => {
    expect(context.errorCode).toEqual(expect.any(String));
    expect(running).toEqual([]);
    expect(history).not.toContainEqual(expect.objectContaining({ action: 'storeSession' }));
    if (entered) expectEffects(effects, [{ action: 'hideWaitMessage' }]);
  },
  started: ({ snapshot, event, effects, context }) => {
    const answer = event.output as TrialSession;
    expect(snapshot.status).toBe('done');
    expect(context.errorCode).toBeNull();
    // The session keeps customerType as its type; only a guest (trial mode) is sent home.
    expect(effects).toEqual([
      { action: 'hideWaitMessage' },
      { action: 'storeSession', params: { session: { token: answer.token, userName: answer.userName, type: answer.customerType } } },
      { action: 'storeTrialName', params: { trialName: answer.userName } },
      ...(answer.customerType === GUEST_TYPE ? [{ action: 'replaceHome' }] : []),
    ]);
  },
};

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trialLoginMachine, type TrialSession } from '../../machines/trial-login.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { trialLoginOracle } from './oracles/trial-login.oracle.ts';

const trial: TrialSession = { token: 't0k', userName: 'guest_8841', customerType: 4 };

describeChartModel('trial login chart (model-based)', trialLoginMachine, {
  events: [
    { type: 'trial.start' },
    { type: 'xstate.done.actor.createTrialSession', output: trial },
    // A member account answered instead of a guest: stored, but no trial mode.
    { type: 'xstate.done.actor.createTrialSession', output: { ...trial, userName: 'member_17', customerType: 0 } },
    { type: 'xstate.error.actor.createTrialSession', error: { code: 'function.not.available' } },
  ],
  oracle: trialLoginOracle,
});

describe('trial login chart (rules)', () => {
  function start(answer: () => Promise<TrialSession>) {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const actor = createActor(
      trialLoginMachine.provide({
        actors: { createTrialSession: fromPromise(answer) },
        actions: {
          showWaitMessage: record('wait'),
          hideWaitMessage: record('hide'),
          storeSession: record('storeSession'),
          storeTrialName: record('storeTrialName'),
          replaceHome: record('replaceHome'),
        },
      }),
    ).start();
    actor.send({ type: 'trial.start' });
    return { actor, calls };
  }

  it('stores the session with customerType as type, keeps trialName and goes home in trial mode', async () => {
    const { actor, calls } = start(async () => trial);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual([
      'wait',
      'hide',
      'storeSession {"session":{"token":"t0k","userName":"guest_8841","type":4}}',
      'storeTrialName {"trialName":"guest_8841"}',
      'replaceHome',
    ]);
  });

  it('does not replace the route when the answer is not a trial session', async () => {
    const { actor, calls } = start(async () => ({ ...trial, customerType: 0 }));
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).not.toContain('replaceHome');
  });

  it('a failure keeps the error code and stores nothing', async () => {
    const { actor, calls } = start(() => Promise.reject({ code: 'too.many.requests' }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe('too.many.requests');
    expect(calls).toEqual(['wait', 'hide']);
  });
});

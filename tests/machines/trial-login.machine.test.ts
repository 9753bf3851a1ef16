import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trialLoginMachine, type TrialSession } from '../../machines/trial-login.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { trialLoginOracle } from './oracles/trial-login.oracle.ts';

const trial: TrialSession = { token: 't0k', userName: 'guest_8841', customerType: 4 };
const done = (output: TrialSession) => ({ type: 'xstate.done.actor.createTrialSession', output });
const refused = {
  type: 'xstate.error.actor.createTrialSession',
  error: { code: 'function.not.available' },
};

describeChartModel('trial login chart (model-based)', trialLoginMachine, {
  events: [
    { type: 'trial.start' },
    done(trial),
    // A member account answered instead of a guest: stored, but no trial mode.
    done({ ...trial, userName: 'member_17', customerType: 0 }),
    refused,
  ],
  sequences: [
    // A second tap while waiting is ignored; a failure, then a retry that succeeds.
    [
      { type: 'trial.start' },
      { type: 'trial.start' },
      refused,
      { type: 'trial.start' },
      { type: 'trial.start' },
      done(trial),
    ],
    // An error without a code still fails with a code the view can translate.
    [
      { type: 'trial.start' },
      { type: 'xstate.error.actor.createTrialSession', error: new Error('offline') },
    ],
  ],
  oracle: trialLoginOracle,
});

describe('trial login chart (rules)', () => {
  function start(...answers: Array<() => Promise<TrialSession>>) {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const createTrialSession = vi.fn(() =>
      (answers.shift() ?? (() => Promise.reject(new Error('no answer left'))))(),
    );
    const actor = createActor(
      trialLoginMachine.provide({
        actors: { createTrialSession: fromPromise(createTrialSession) },
        actions: {
          showWaitMessage: record('wait'),
          hideWaitMessage: record('hide'),
          showError: record('error'),
          storeSession: record('storeSession'),
          storeTrialName: record('storeTrialName'),
          replaceHome: record('replaceHome'),
        },
      }),
    ).start();
    actor.send({ type: 'trial.start' });
    return { actor, calls, createTrialSession };
  }

  it('stores the session with customerType as type, keeps trialName, goes home in trial mode and gives the session', async () => {
    const { actor, calls } = start(async () => trial);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual([
      'wait',
      'hide',
      'storeSession {"session":{"token":"t0k","userName":"guest_8841","type":4}}',
      'storeTrialName {"trialName":"guest_8841"}',
      'replaceHome',
    ]);
    expect(actor.getSnapshot().output).toEqual({ token: 't0k', userName: 'guest_8841', type: 4 });
  });

  it('does not replace the route when the answer is not a trial session', async () => {
    const { actor, calls } = start(async () => ({ ...trial, customerType: 0 }));
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).not.toContain('replaceHome');
    expect(actor.getSnapshot().output).toMatchObject({ type: 0 });
  });

  it('a failure shows its code once, stores nothing and waits for another tap', async () => {
    const { actor, calls } = start(() => Promise.reject({ code: 'too.many.requests' }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe('too.many.requests');
    expect(actor.getSnapshot().status).toBe('active');
    expect(calls).toEqual(['wait', 'hide', 'error {"errorCode":"too.many.requests"}']);
  });

  it('taps while the session is created are ignored: one trial call, one wait message', async () => {
    let answer: (session: TrialSession) => void = () => undefined;
    const { actor, calls, createTrialSession } = start(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await vi.waitFor(() => expect(createTrialSession).toHaveBeenCalledTimes(1));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'trial.start' });
    expect(actor.getSnapshot().can({ type: 'trial.start' })).toBe(false);
    answer(trial);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(createTrialSession).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call === 'wait')).toEqual(['wait']);
  });

  it('a tap after a failure tries again in the same chart', async () => {
    const { actor, calls, createTrialSession } = start(
      () => Promise.reject({ code: 'too.many.requests' }),
      async () => trial,
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'trial.start' });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(createTrialSession).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.startsWith('storeSession'))).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ token: 't0k', userName: 'guest_8841', type: 4 });
  });
});

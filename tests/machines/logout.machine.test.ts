import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../machines/logout.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { logoutOracle } from './oracles/logout.oracle.ts';

describeChartModel('logout chart (model-based)', logoutMachine, {
  oracle: logoutOracle,
  events: [
    { type: 'logout.request' },
    { type: 'logout.cancel' },
    { type: 'logout.confirm' },
    { type: 'xstate.done.actor.logOut' },
    { type: 'xstate.error.actor.logOut', error: { code: 'login.not.session' } },
  ],
});

describe('logout chart (rules)', () => {
  function start(answer: () => Promise<void>) {
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    const logOut = vi.fn(answer);
    const actor = createActor(
      logoutMachine.provide({
        actors: { logOut: fromPromise(() => logOut()) },
        actions: {
          showWaitMessage: record('wait'),
          hideWaitMessage: record('hide'),
          clearSession: record('clearSession'),
          replaceHome: record('replaceHome'),
        },
      }),
    ).start();
    return { actor, calls, logOut };
  }

  it('asks first: cancel changes nothing', () => {
    const { actor, calls, logOut } = start(async () => undefined);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(logOut).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('confirm: wait message, logout, then clear the session and go home', async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual(['wait', 'hide', 'clearSession', 'replaceHome']);
  });

  it('a failed logout call still clears the local session and keeps the code', async () => {
    const { actor, calls } = start(() => Promise.reject({ code: 'network.offline' }));
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual(['wait', 'hide', 'clearSession', 'replaceHome']);
    expect(actor.getSnapshot().context.errorCode).toBe('network.offline');
  });
});

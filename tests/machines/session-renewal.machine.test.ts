import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLastStretch, sessionRenewalMachine } from '../../machines/session-renewal.machine.ts';
import type { RenewedSession } from '../../shared/contract/calls/session-renew.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { sessionRenewalOracle } from './oracles/session-renewal.oracle.ts';

// Requirements A7.4, from the table (never the chart's constants).
const LIFETIME = TIMINGS.sessionLifetime.ms;
const RENEW = TIMINGS.sessionRenewInterval.ms;
const IDLE = TIMINGS.sessionIdleLimit.ms;
const RETRY = TIMINGS.sessionRenewRetry.ms;

const renewed = (secondsLeft: number) => ({
  type: 'xstate.done.actor.renewSession',
  output: { expiresAt: '2026-12-07T12:00:00.000Z', secondsLeft },
});
const full = renewed(LIFETIME / 1000);
/** Near the 24 h cap: 10 minutes left, less than one interval. */
const lastStretch = renewed(600);
const gone = { type: 'xstate.error.actor.renewSession', error: { code: 'login.not.session' } };
const offline = { type: 'xstate.error.actor.renewSession', error: { code: 'network.offline' } };
const input = { type: 'activity.input' };
const closed = { type: 'session.closed' };
const renewDue = {
  type: 'xstate.after.renewInterval.sessionRenewal.signedIn.keepingAlive.waiting',
};
const retryDue = { type: 'xstate.after.renewRetry.sessionRenewal.signedIn.keepingAlive.retrying' };
const expiry = { type: 'xstate.after.untilExpiry.sessionRenewal.signedIn.keepingAlive.expiring' };
const idle = { type: 'xstate.after.idleLimit.sessionRenewal.signedIn.watchingInput.active' };

describeChartModel('session renewal chart (model-based)', sessionRenewalMachine, {
  oracle: sessionRenewalOracle,
  // Two models: the idle limit (30 min) is the chart's longest timer, so a model step that waits for
  // it lets the shorter ones of the other region fire first; the renewal model never waits that long
  // (its shortest paths stay under 30 minutes), and the idle model only where no shorter timer ends
  // the session first.
  models: {
    renewal: {
      events: [full, lastStretch, gone, offline, input, closed, renewDue, retryDue, expiry],
      sequences: [
        // No connection: tried again, then the server says the session is gone.
        [offline, retryDue, gone],
        // The site's session closed while a renewal was on its way: its answer is not waited on further…
        [closed, full],
        [closed, offline],
        // …unless that answer is the server saying the session ended (the renewal's own 401 closed it).
        [closed, gone],
        // The last stretch before the 24 h cap runs out.
        [lastStretch, input, expiry],
      ],
    },
    idle: {
      events: [full, input, idle],
      sequences: [
        // Renewed, input, renewed again after the interval, then 30 minutes without input.
        [full, input, renewDue, input, full, idle],
      ],
    },
  },
});

describe('session renewal chart (timing, requirements A7.4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(answer: () => Promise<RenewedSession>) {
    const calls: string[] = [];
    const renew = vi.fn(answer);
    const actor = createActor(
      sessionRenewalMachine.provide({
        actors: { renewSession: fromPromise(renew) },
        actions: {
          endSession: (_, params) => void calls.push(`end ${JSON.stringify(params)}`),
          showLoggedOut: () => void calls.push('loggedOut'),
          openLogin: () => void calls.push('login'),
        },
      }),
    ).start();
    return { actor, calls, renew };
  }
  const ok =
    (secondsLeft = LIFETIME / 1000) =>
    () =>
      Promise.resolve({ expiresAt: '2026-12-07T12:00:00.000Z', secondsLeft });

  it('renews when the site opens and every 15 minutes while the player is active; never logs an active player out', async () => {
    const { actor, calls, renew } = start(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    // Two hours of play, a tap every 10 minutes.
    for (let minute = 10; minute <= 120; minute += 10) {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      actor.send({ type: 'activity.input' });
    }
    expect(renew).toHaveBeenCalledTimes(1 + Math.floor((120 * 60_000) / RENEW));
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    actor.stop();
  });

  it('ends the session 30 minutes after the last input, not a moment before', async () => {
    const { actor, calls } = start(ok());
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    actor.send({ type: 'activity.input' });
    await vi.advanceTimersByTimeAsync(IDLE - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['end {"logout":true}', 'loggedOut', 'login']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed renewal is tried again after 60 seconds; a 401 ends the session without a logout call', async () => {
    const answers = [
      () => Promise.reject({ code: 'network.offline' }),
      () => Promise.reject({ code: 'login.not.session' }),
    ];
    const { actor, calls, renew } = start(() =>
      (answers.shift() as () => Promise<RenewedSession>)(),
    );
    await vi.advanceTimersByTimeAsync(RETRY - 1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['end {"logout":false}', 'loggedOut', 'login']);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('at the cap the session ends when its time is up, without more renewals', async () => {
    expect(isLastStretch(RENEW / 1000)).toBe(true);
    expect(isLastStretch(RENEW / 1000 + 1)).toBe(false);
    const { actor, calls, renew } = start(ok(400));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'activity.input' });
    await vi.advanceTimersByTimeAsync(400_000 - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['end {"logout":false}', 'loggedOut', 'login']);
  });
});

import { expect } from 'vitest';
import type { SessionRenewalContext } from '../../../machines/session-renewal.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<SessionRenewalContext>;

/** Requirements A7.4, from the table: renewal every 15 minutes, so an answer with no more left is the last stretch. */
const RENEW_INTERVAL_S = TIMINGS.sessionRenewInterval.ms / 1000;

/** Signed in: no ending effect ran before this step, and the chart is still running. */
function stillSignedIn({ snapshot, history, effects, hasTag }: Step): void {
  expect(snapshot.status).toBe('active');
  expect(hasTag('signedIn')).toBe(true);
  const before = history.slice(0, history.length - effects.length);
  const ended = actionsIn(before).filter((e) =>
    ['endSession', 'showLoggedOut', 'openLogin'].includes(e.action),
  );
  expect(ended).toEqual([]);
}

/** The end of a session the player did not ask for: cleared, the B8.5 message once, the login opened. */
function endedForThePlayer(step: Step, logout: boolean): void {
  const { snapshot, effects, history, running, hasTag } = step;
  expect(snapshot.status).toBe('done');
  expect(hasTag('signedIn')).toBe(false);
  expect(running).toEqual([]);
  // (A renewal may have started earlier in the same step: a model step can span several timers.)
  expect(actionsIn(effects)).toEqual([
    { action: 'endSession', params: { logout } },
    { action: 'showLoggedOut' },
    { action: 'openLogin' },
  ]);
  // Once: the message is never shown twice for one session.
  expect(actionsIn(history).filter((e) => e.action === 'showLoggedOut')).toHaveLength(1);
}

/** What must hold in each state of the session renewal chart (requirements A7.4, B8.5). */
export const sessionRenewalOracle: Oracle<SessionRenewalContext> = {
  signedIn: (step) => stillSignedIn(step),
  'signedIn.keepingAlive': (step) => stillSignedIn(step),
  'signedIn.keepingAlive.renewing': (step) => {
    const { context, effects, running, entered, event, hasTag, history } = step;
    stillSignedIn(step);
    expect(hasTag('busy')).toBe(true);
    // The call runs until it answers, or until the session ended later in the same model step.
    const endedInStep = actionsIn(effects).some((e) => e.action === 'endSession');
    expect(running).toEqual(endedInStep ? [] : ['renewSession']);
    if (entered) {
      // Each renewal is one call; the first comes as the site opens, before any answer.
      expect(invocationsIn(effects)).toEqual([{ invoke: 'renewSession', id: 'renewSession' }]);
      if (event.type === 'xstate.init') expect(context.secondsLeft).toBeNull();
    } else expect(invocationsIn(effects)).toEqual([]);
    // The player's input while renewing starts no second call.
    expect(invocationsIn(history).length).toBeGreaterThan(0);
    expect(context.closing).toBe(event.type === 'session.closed' || context.closing);
  },
  'signedIn.keepingAlive.waiting': (step) => {
    const { context, running, hasTag, event } = step;
    stillSignedIn(step);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.closing).toBe(false);
    // Renewed with more than an interval left: the next renewal still moves the end.
    expect(context.secondsLeft).toBeGreaterThan(RENEW_INTERVAL_S);
    if (event.type === 'xstate.done.actor.renewSession')
      expect(context.secondsLeft).toBe((event['output'] as { secondsLeft: number }).secondsLeft);
  },
  'signedIn.keepingAlive.retrying': (step) => {
    const { running, hasTag, event, context, entered } = step;
    stillSignedIn(step);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.closing).toBe(false);
    // Only a failure that is not "not logged in" is tried again.
    if (entered) {
      expect(event.type).toBe('xstate.error.actor.renewSession');
      expect((event['error'] as { code?: string }).code).not.toBe('login.not.session');
    }
  },
  'signedIn.keepingAlive.expiring': (step) => {
    const { context, running, hasTag } = step;
    stillSignedIn(step);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    // No more renewals: the server would not move the end any more.
    expect(context.secondsLeft).toBeLessThanOrEqual(RENEW_INTERVAL_S);
    expect(context.secondsLeft).toBeGreaterThanOrEqual(0);
  },
  'signedIn.watchingInput': (step) => stillSignedIn(step),
  'signedIn.watchingInput.active': (step) => {
    const { event, effects } = step;
    stillSignedIn(step);
    // Input changes nothing but the idle clock: no call, no message.
    if (event.type === 'activity.input') expectEffects(effects, []);
  },
  idle: (step) => {
    // Idle: the server still holds the session, so the site ends it there too.
    expect(step.event.type).toBe(
      'xstate.after.idleLimit.sessionRenewal.signedIn.watchingInput.active',
    );
    endedForThePlayer(step, true);
  },
  expired: (step) => {
    const { event } = step;
    // The server ended it (401) or the last stretch ran out: nothing left to end there.
    if (event.type === 'xstate.error.actor.renewSession')
      expect((event['error'] as { code?: string }).code).toBe('login.not.session');
    else
      expect(event.type).toBe(
        'xstate.after.untilExpiry.sessionRenewal.signedIn.keepingAlive.expiring',
      );
    endedForThePlayer(step, false);
  },
  closed: ({ snapshot, effects, history, running }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    // The site closed it: no message, no login, nothing ended twice.
    expect(effects).toEqual([]);
    expect(actionsIn(history)).toEqual([]);
  },
};

import { expect, type Locator } from '@playwright/test';
import {
  intervalMs,
  reminderTimerMachine,
  type ReminderTimerContext,
  type ReminderTimerInput,
} from '../../machines/security/reminder-timer.machine.ts';
import type { PlaySession } from '../../shared/contract/calls/responsible-gaming.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { animationsSettled } from './animations-settled.ts';
import { replayContexts } from './login.adapter.ts';

// The session reminder itself (requirements D5.2): the member has a reminder every 60 minutes and
// stays on the security centre's reminder panel; the page runs on Playwright's clock, set 10 hours
// before the login, so the reminder counts from its own start (the time since the login is
// negative there, read as 0). Each wait is one jump of the clock by the interval, made once the
// page has armed the reminder's timer (counted by wrapping the page's setTimeout: nothing on the
// screen tells a waiting reminder from none). The first reminder reads the net result from the
// real server (+0.00: no rounds since the login) and Continue closes it; the network fails the
// second one's reading, so the dialog shows the time played only, and Log out asks to confirm.
// The player stays active while the time passes (a key every 10 minutes): a player idle for 30
// minutes is signed out (requirements A7.4), and 60 minutes keep the reminder's wait apart from the
// idle limit's 30 in the count of armed timers.

const MINUTES = 60;
/** How often the waiting player touches the site: well inside the idle limit (A7.4). */
const ACTIVE_STEP_MS = 10 * 60_000;
const INPUT: ReminderTimerInput = {
  startedAt: '2026-12-07T06:00:00.000Z',
  minutes: MINUTES,
  elapsedMs: 0,
};
const SESSION = /\/wps\/security\/session(\?|$)/;
const WAITED = 'xstate.after.untilNextReminder.reminderTimer.waiting';
const read: PlaySession = { startedAt: INPUT.startedAt, minutes: MINUTES, netResult: '0.00' };

interface TimerWorld extends BaseWorld {
  contexts: ReminderTimerContext[];
  step: number;
  sessionCalls: HeldRequests;
}

const context = (world: TimerWorld): ReminderTimerContext => world.contexts[world.step]!;
const dialog = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('dialog', { name: t('Session reminder') });
/** How many times the page armed a timer of the reminder's wait (see setUp). */
const armed = (world: BaseWorld): Promise<number> =>
  world.page.evaluate(() => (window as { reminderWaits?: number }).reminderWaits ?? 0);
/** "30 min", "1 h 0 min": the time played as the dialog prints it. */
const played = (world: BaseWorld, elapsedMs: number): string => {
  const total = Math.round(elapsedMs / 60_000);
  const hours = Math.floor(total / 60);
  const rest = String(total % 60);
  return hours > 0
    ? world.t('{hours} h {rest} min').replace('{hours}', String(hours)).replace('{rest}', rest)
    : world.t('{rest} min').replace('{rest}', rest);
};

const step =
  (cause: (world: TimerWorld, event: ModelEvent) => Promise<void>) =>
  async (world: TimerWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };

export const reminderTimerAdapter = defineAdapter<TimerWorld>({
  chart: 'reminder-timer',
  machine: reminderTimerMachine,
  input: INPUT,
  events: [
    { type: WAITED },
    { type: 'xstate.done.actor.readSession', output: read },
    { type: 'xstate.error.actor.readSession', error: { code: 'network.offline' } },
    { type: 'reminder.continue' },
    { type: 'reminder.logOut' },
  ],
  canSend(_keys, event, context: ReminderTimerContext) {
    // Two reminders: the first read and continued, the second unread and logged out of.
    const first = context.elapsedMs === intervalMs(MINUTES);
    switch (event.type) {
      case WAITED:
        return context.elapsedMs < 2 * intervalMs(MINUTES);
      case 'xstate.done.actor.readSession':
      case 'reminder.continue':
        return first;
      case 'xstate.error.actor.readSession':
      case 'reminder.logOut':
        return !first;
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const session = await logIn(base.page, base.request, 'demo_player2');
    const saved = await base.request.put('/wps/security/session-reminder', {
      headers: { Merchant: MERCHANT, Authorization: session.token },
      data: { minutes: MINUTES },
    });
    expect(saved.ok()).toBe(true);
    // The page's setTimeout is the fake clock's by the time the document has loaded; counting the
    // reminder's waits on it tells when a jump of the clock will fire one.
    await base.page.addInitScript((waitMs) => {
      document.addEventListener('DOMContentLoaded', () => {
        const fake = window.setTimeout;
        const counted = (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
          if (ms === waitMs) {
            const w = window as { reminderWaits?: number };
            w.reminderWaits = (w.reminderWaits ?? 0) + 1;
          }
          return fake(handler, ms, ...rest);
        };
        window.setTimeout = counted as typeof window.setTimeout;
      });
    }, intervalMs(MINUTES));
    await base.page.clock.install({ time: Date.now() - 10 * 3_600_000 });
    await base.page.goto(
      `/m/securityCenter?detail=sessionReminder&lang=${base.lang.toUpperCase()}`,
    );
    await expect(
      base.page.getByRole('radio', {
        name: base.t('Every {minutes} minutes').replace('{minutes}', String(MINUTES)),
      }),
    ).toBeChecked();
    // A key press settles the page (src/ui/use-settled.ts), which then starts the reminder.
    await base.page.keyboard.press('Shift');
    const world = {
      ...base,
      step: 0,
      contexts: replayContexts<ReminderTimerContext>(reminderTimerMachine, INPUT, path),
    };
    // The page's own readings of the session (the panel's, the reminder's start) are over once
    // the reminder is armed; from then on a reading is the reminder's.
    await expect.poll(() => armed(world), { message: 'the reminder is armed' }).toBe(1);
    const sessionCalls = await HeldRequests.install(base.page, SESSION, 'session reading', 'GET');
    return { ...world, sessionCalls };
  },
  states: {
    waiting: {
      words: 'playing, the reminder waiting',
      async see(world) {
        await expect(dialog(world)).toHaveCount(0);
        await expect
          .poll(() => armed(world), { message: 'the reminder is armed' })
          // Armed once at the start and again after each reminder continued.
          .toBe(1 + Math.round(context(world).elapsedMs / intervalMs(MINUTES)));
        world.sessionCalls.expectNoneHeld();
      },
    },
    reading: {
      words: 'reading the net result',
      async see(world) {
        await world.sessionCalls.expectHeld();
        await expect(dialog(world)).toHaveCount(0);
      },
    },
    reminding: {
      words: 'the reminder',
      async see(world) {
        const { elapsedMs, netResult } = context(world);
        await expect(dialog(world)).toBeVisible();
        await animationsSettled(world.page);
        await expect(dialog(world)).toContainText(
          world.t('You have played for {played}.').replace('{played}', played(world, elapsedMs)),
        );
        const net = dialog(world).getByText(
          world.t('Net result of this session: {0}').replace('{0}', ''),
        );
        if (netResult === null) await expect(net).toHaveCount(0);
        else
          await expect(net).toHaveText(
            world.t('Net result of this session: {0}').replace('{0}', '+0.00'),
          );
        await expect(
          dialog(world).getByRole('button', { name: world.t('Continue') }),
        ).toBeEnabled();
        await expect(dialog(world).getByRole('button', { name: world.t('Log out') })).toBeEnabled();
      },
    },
    leaving: {
      words: 'logging out: the logout is confirmed first',
      async see(world) {
        const confirm = world.page.getByRole('dialog', { name: world.t('Confirmation') });
        await expect(confirm).toContainText(world.t('Are you sure you want to logout?'));
        await animationsSettled(world.page);
        await expect(dialog(world)).toHaveCount(0);
      },
    },
  },
  on: {
    [WAITED]: {
      words: () => `${MINUTES} minutes pass`,
      cause: step(async (world) => {
        let waiting = context(world).elapsedMs - world.contexts[world.step - 1]!.elapsedMs;
        while (waiting > 0) {
          const stepMs = Math.min(ACTIVE_STEP_MS, waiting);
          await world.page.clock.fastForward(stepMs);
          waiting -= stepMs;
          if (waiting > 0) await world.page.keyboard.press('Shift');
        }
      }),
    },
    'xstate.done.actor.readSession': {
      words: () => 'the net result is read (+0.00)',
      cause: step((world) => world.sessionCalls.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.readSession': {
      words: () => 'the network fails',
      cause: step(async (world) => {
        await world.sessionCalls.answer({ kind: 'abort' });
        world.sessionCalls.hold();
      }),
    },
    'reminder.continue': {
      words: () => 'tap Continue',
      cause: step(async (world) => {
        world.sessionCalls.hold();
        await dialog(world)
          .getByRole('button', { name: world.t('Continue') })
          .click();
      }),
    },
    'reminder.logOut': {
      words: () => 'tap Log out',
      cause: step((world) =>
        dialog(world)
          .getByRole('button', { name: world.t('Log out') })
          .click(),
      ),
    },
  },
});

import { expect, type Locator } from '@playwright/test';
import {
  sessionReminderMachine,
  type SessionReminderContext,
} from '../../machines/security/session-reminder.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The session reminder's setting (requirements D5.2) at /m/securityCenter?detail=sessionReminder
// against the real server: the saved choice loads (off after a reset), the member picks every 30
// minutes and saves it; a failed load and a failed save are the network's, answered by the test.

const saveButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('main').getByRole('button', { name: t('Save') });
const choice = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('radio', { name: t('Every {minutes} minutes').replace('{minutes}', '30') });

interface ReminderWorld extends BaseWorld {
  sessionCalls: HeldRequests;
  saveCalls: HeldRequests;
}

export const sessionReminderAdapter = defineAdapter<ReminderWorld>({
  chart: 'session-reminder',
  machine: sessionReminderMachine,
  events: [
    {
      type: 'xstate.done.actor.loadReminder',
      output: { startedAt: '2026-12-07T06:00:00.000Z', minutes: null, netResult: '0.00' },
    },
    { type: 'xstate.error.actor.loadReminder', error: { code: 'network.offline' } },
    { type: 'reminder.retry' },
    { type: 'reminder.choose', minutes: 30 },
    { type: 'reminder.save' },
    { type: 'xstate.done.actor.saveReminder', output: { minutes: 30 } },
    { type: 'xstate.error.actor.saveReminder', error: { code: 'network.offline' } },
  ],
  canSend(_keys, event, context: SessionReminderContext) {
    switch (event.type) {
      // The network fails the first load only; the setting read after a reset is off.
      case 'xstate.error.actor.loadReminder':
        return context.errorCode === null && context.saved === null && context.choice === null;
      case 'xstate.done.actor.loadReminder':
        return context.saved === null;
      case 'xstate.error.actor.saveReminder':
        return context.errorCode === null;
      // A radio already checked sends nothing when checked again.
      case 'reminder.choose':
        return context.choice !== event.minutes;
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const sessionCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/session(\?|$)/,
      'session reminder read',
    );
    const saveCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/session-reminder(\?|$)/,
      'session reminder save',
    );
    await base.page.goto(
      `/m/securityCenter?detail=sessionReminder&lang=${base.lang.toUpperCase()}`,
    );
    return { ...base, sessionCalls, saveCalls };
  },
  states: {
    loading: {
      words: 'reading the reminder',
      async see(world) {
        await world.sessionCalls.expectHeld();
        await expect(choice(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'the reminder could not be read',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeVisible();
        await expect(choice(world)).toHaveCount(0);
      },
    },
    choosing: {
      words: 'the choices',
      async see(world) {
        await expect(choice(world)).toBeVisible();
        await expect(saveButton(world)).toBeEnabled();
      },
    },
    'choosing.idle': {
      words: 'picking',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'choosing.saved': {
      words: 'saved',
      async see(world) {
        const label = world.t('Every {minutes} minutes').replace('{minutes}', '30');
        await expect(
          world.page.getByText(world.t('Saved: {0}').replace('{0}', label)),
        ).toBeVisible();
      },
    },
    'choosing.refused': {
      words: 'the save failed',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toBeVisible();
        await expect(choice(world)).toBeChecked();
      },
    },
    saving: {
      words: 'saving',
      async see(world) {
        await world.saveCalls.expectHeld();
        await expect(saveButton(world)).toBeDisabled();
      },
    },
  },
  on: {
    'xstate.done.actor.loadReminder': {
      words: () => 'the reminder loads (off)',
      async cause(world) {
        await world.sessionCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadReminder': {
      words: () => 'the network fails',
      async cause(world) {
        await world.sessionCalls.answer({ kind: 'abort' });
      },
    },
    'reminder.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.sessionCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'reminder.choose': {
      words: () => 'pick every 30 minutes',
      async cause(world) {
        await choice(world).check();
      },
    },
    'reminder.save': {
      words: () => 'tap Save',
      async cause(world) {
        world.saveCalls.hold();
        await saveButton(world).click();
      },
    },
    'xstate.done.actor.saveReminder': {
      words: () => 'the server saves it',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.saveReminder': {
      words: () => 'the network fails',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'abort' });
      },
    },
  },
});

import { expect, type Locator } from '@playwright/test';
import {
  depositLimitsMachine,
  type DepositLimitsContext,
} from '../../machines/security/deposit-limits.machine.ts';
import type {
  DepositLimit,
  DepositLimits,
} from '../../shared/contract/calls/responsible-gaming.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { replayContexts } from './login.adapter.ts';

// Deposit limits (requirements D5.1) at /m/securityCenter?detail=depositLimits against the real
// server: no limit after a reset; a daily limit of 0 is refused on its field, 1000 is saved and
// applies at once, and removing it waits 24 hours, the card saying from when. A failed read and a
// failed save are the network's, answered by the test.

const LIMITS = /\/wps\/security\/limits(\?|$)/;
/** Requirements D5.1: a raised or removed limit applies 24 hours later (the table of the requirements). */
const DAY_MS = TIMINGS.limitRaiseDelay.ms;

const limit = (amount: string | null, pending: DepositLimit['pending'] = null): DepositLimit => ({
  period: 'day',
  amount,
  pending,
  used: '0.00',
});
const answer = (day: DepositLimit): DepositLimits => ({
  limits: [
    day,
    { period: 'week', amount: null, pending: null, used: '0.00' },
    { period: 'month', amount: null, pending: null, used: '0.00' },
  ],
});
const LOADED = answer(limit(null));
const SET = answer(limit('1000.00'));
const REMOVING = answer(limit('1000.00', { amount: null, from: '2026-12-08T12:00:00.000Z' }));

const LOAD: ModelEvent = { type: 'xstate.done.actor.loadLimits', output: LOADED };
const LOAD_FAILS: ModelEvent = {
  type: 'xstate.error.actor.loadLimits',
  error: { code: 'network.offline' },
};
const RETRY: ModelEvent = { type: 'limits.retry' };

interface LimitsWorld extends BaseWorld {
  contexts: DepositLimitsContext[];
  step: number;
  loadCalls: HeldRequests;
  saveCalls: HeldRequests;
  /** What the server answered to the last save (the pending removal's time is the server's). */
  saved: DepositLimits | null;
}

const context = (world: LimitsWorld): DepositLimitsContext => world.contexts[world.step]!;
const daily = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('region', { name: t('Daily limit') });
const dailyField = (world: BaseWorld): Locator =>
  daily(world).getByRole('textbox', {
    name: world.t('New {0}').replace('{0}', world.t('Daily limit').toLowerCase()),
  });
const dailySave = (world: BaseWorld): Locator =>
  daily(world).getByRole('button', { name: world.t('Save') });
const dailyRemove = (world: BaseWorld): Locator =>
  daily(world).getByRole('button', { name: world.t('Remove') });
/** The value of a fact of the daily card ("In effect"). */
const fact = (world: BaseWorld, english: string): Locator =>
  daily(world)
    .getByRole('term')
    .filter({ hasText: world.t(english) })
    .locator('xpath=following-sibling::dd[1]');
const FIELD_MESSAGES: Record<string, string> = {
  zero: 'The limit must be more than 0',
  format: 'Enter digits only, like 5000 or 5000.50',
};

/** `YYYY-MM-DD HH:mm` in Bangladesh time (UTC+6), as the site prints an instant. */
function bangladeshText(iso: string): string {
  return new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const step =
  (cause: (world: LimitsWorld, event: ModelEvent) => Promise<void>) =>
  async (world: LimitsWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };

export const depositLimitsAdapter = defineAdapter<LimitsWorld>({
  chart: 'deposit-limits',
  machine: depositLimitsMachine,
  events: [
    LOAD,
    { type: 'limit.changed', period: 'day', value: '0' },
    { type: 'limit.changed', period: 'day', value: '1000' },
    { type: 'limit.save', period: 'day' },
    { type: 'limit.remove', period: 'day' },
    { type: 'xstate.done.actor.saveLimit', output: SET },
    { type: 'xstate.done.actor.saveLimit', output: REMOVING },
    { type: 'xstate.error.actor.saveLimit', error: { code: 'network.offline' } },
  ],
  canSend(_keys, event, context: DepositLimitsContext) {
    const day = context.limits.find((l) => l.period === 'day');
    switch (event.type) {
      // A 0 first, refused on its field; then 1000, typed over it.
      case 'limit.changed':
        return event.value === '0'
          ? context.drafts.day === '' && day?.amount === null
          : context.fieldErrors['day'] === 'zero';
      // Save what differs from the limit in effect, once per draft; a refused save ends the path.
      case 'limit.save':
        return (
          context.drafts.day !== (day?.amount ?? '') &&
          context.fieldErrors['day'] === undefined &&
          context.errorCode === null
        );
      // Remove is offered only for a limit in effect that is not already being removed.
      case 'limit.remove':
        return day?.amount != null && day.pending === null;
      // The network fails the first save (a removal is the server's).
      case 'xstate.error.actor.saveLimit':
        return context.request?.amount !== null;
      // The answer of a removal waits; a limit set applies at once.
      case 'xstate.done.actor.saveLimit': {
        const waits = (event.output as DepositLimits).limits[0]?.pending !== null;
        return waits === (context.request?.amount === null);
      }
      default:
        return true;
    }
  },
  // The network fails the first read; Try again reads it.
  sequences: [[LOAD_FAILS, RETRY, LOAD]],
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const loadCalls = await HeldRequests.install(base.page, LIMITS, 'deposit limits read', 'GET');
    const saveCalls = await HeldRequests.install(base.page, LIMITS, 'deposit limit save', 'PUT');
    await base.page.goto(`/m/securityCenter?detail=depositLimits&lang=${base.lang.toUpperCase()}`);
    return {
      ...base,
      loadCalls,
      saveCalls,
      saved: null,
      step: 0,
      contexts: replayContexts<DepositLimitsContext>(depositLimitsMachine, undefined, path),
    };
  },
  states: {
    loading: {
      words: 'reading the limits',
      async see(world) {
        await world.loadCalls.expectHeld();
        await expect(world.page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
        await expect(daily(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'the limits could not be read',
      async see(world) {
        await expect(
          world.page.getByRole('main').getByText(world.t('No internet connection')),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(daily(world)).toHaveCount(0);
      },
    },
    showing: {
      words: 'the limits',
      async see(world) {
        const { drafts, limits } = context(world);
        const day = limits.find((l) => l.period === 'day');
        await expect(
          world.page.getByRole('heading', { name: world.t('Deposit limits') }),
        ).toBeVisible();
        for (const period of ['Daily limit', 'Weekly limit', 'Monthly limit'])
          await expect(world.page.getByRole('region', { name: world.t(period) })).toBeVisible();
        await expect(fact(world, 'In effect')).toHaveText(
          day?.amount == null ? world.t('No limit') : '1,000.00',
        );
        await expect(dailyField(world)).toHaveValue(drafts.day);
        await expect(dailySave(world)).toBeEnabled();
        world.saveCalls.expectNoneHeld();
      },
    },
    'showing.editing': {
      words: 'typing a limit',
      async see(world) {
        const problem = context(world).fieldErrors['day'];
        await expect(world.page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
        if (problem === undefined) {
          await expect(dailyField(world)).not.toHaveAttribute('aria-invalid', 'true');
        } else {
          await expect(dailyField(world)).toHaveAttribute('aria-invalid', 'true');
          await expect(dailyField(world)).toHaveAccessibleDescription(
            world.t(FIELD_MESSAGES[problem]!),
          );
        }
      },
    },
    'showing.saved': {
      words: 'saved',
      async see(world) {
        const status = daily(world).getByRole('status');
        const day = world.saved?.limits.find((l) => l.period === 'day');
        if (context(world).request?.amount === null) {
          // A removal waits 24 hours (requirements D5.1); the card says from when.
          const from = day?.pending?.from ?? '';
          expect(Date.parse(from) - Date.now()).toBeGreaterThan(DAY_MS - 5 * 60_000);
          expect(Date.parse(from) - Date.now()).toBeLessThanOrEqual(DAY_MS);
          const when = bangladeshText(from);
          await expect(status).toHaveText(
            world.t('Saved. It applies on {when}.').replace('{when}', when),
          );
          await expect(
            daily(world).getByText(
              world.t('Removed from {when} (Bangladesh time)').replace('{when}', when),
            ),
          ).toBeVisible();
          await expect(dailyRemove(world)).toHaveCount(0);
        } else {
          await expect(status).toHaveText(world.t('Saved. The limit applies now.'));
          await expect(dailyRemove(world)).toBeEnabled();
        }
      },
    },
    'showing.refused': {
      words: 'the save failed',
      async see(world) {
        // The message shows on the daily card, under its Save button, where the player tapped.
        const alert = daily(world).getByRole('alert');
        await expect(alert).toHaveText(world.t('No internet connection'));
        await expect(alert).toBeInViewport();
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(1);
        await expect(dailyField(world)).toHaveValue('1000');
        await expect(daily(world).getByRole('status')).toHaveCount(0);
      },
    },
    saving: {
      words: 'saving',
      async see(world) {
        await world.saveCalls.expectHeld();
        await expect(dailySave(world)).toBeDisabled();
        await expect(
          world.page.getByRole('region', { name: world.t('Weekly limit') }).getByRole('button', {
            name: world.t('Save'),
          }),
        ).toBeDisabled();
      },
    },
  },
  on: {
    'xstate.done.actor.loadLimits': {
      words: () => 'the limits load (none set)',
      cause: step((world) => world.loadCalls.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.loadLimits': {
      words: () => 'the network fails',
      cause: step((world) => world.loadCalls.answer({ kind: 'abort' })),
    },
    'limits.retry': {
      words: () => 'tap Try again',
      cause: step(async (world) => {
        world.loadCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      }),
    },
    'limit.changed': {
      words: (e) => `type ${String(e.value)} as the daily limit`,
      cause: step((world, e) => dailyField(world).fill(String(e.value))),
    },
    'limit.save': {
      words: () => 'tap Save',
      cause: step(async (world) => {
        world.saveCalls.hold();
        await dailySave(world).click();
      }),
    },
    'limit.remove': {
      words: () => 'tap Remove',
      cause: step(async (world) => {
        world.saveCalls.hold();
        await dailyRemove(world).click();
      }),
    },
    'xstate.done.actor.saveLimit': {
      words: (e) =>
        (e.output as DepositLimits).limits[0]?.pending === null
          ? 'the server saves it'
          : 'the server saves the removal for 24 hours later',
      cause: step(async (world) => {
        const response = world.page.waitForResponse(
          (r) => LIMITS.test(r.url()) && r.request().method() === 'PUT',
        );
        await world.saveCalls.answer({ kind: 'continue' });
        world.saved = ((await (await response).json()) as { value: DepositLimits }).value;
      }),
    },
    'xstate.error.actor.saveLimit': {
      words: () => 'the network fails',
      cause: step((world) => world.saveCalls.answer({ kind: 'abort' })),
    },
  },
});

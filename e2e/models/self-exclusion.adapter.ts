import { expect, type Locator } from '@playwright/test';
import {
  selfExclusionMachine,
  type SelfExclusionContext,
} from '../../machines/security/self-exclusion.machine.ts';
import type { SelfExclusion } from '../../shared/contract/calls/responsible-gaming.ts';
import type { ExclusionPeriod } from '../../shared/contract/rewards.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { animationsSettled } from './animations-settled.ts';
import { replayContexts } from './login.adapter.ts';

// Self-exclusion (requirements D5.3) at /m/securityCenter?detail=selfExclusion against the real
// server: Continue without a length is refused, 24 hours is chosen, an empty and then a wrong login
// password are refused on the field, and the right one excludes the member for 24 hours: signed out
// at once, the login shown with the end. Back from the confirmation keeps the length chosen. The
// reset in setUp ends the exclusion a path starts.

const PASSWORD = 'Demo1234';
const WRONG = 'Wrong1234';
const EXCLUDE = /\/wps\/security\/self-exclusion(\?|$)/;
/** Requirements D5.3: the cool-off periods (the table of the requirements). */
const PERIOD_MS: Record<ExclusionPeriod, number> = {
  '24h': TIMINGS.selfExclusion24h.ms,
  '7d': TIMINGS.selfExclusion7d.ms,
  '30d': TIMINGS.selfExclusion30d.ms,
};
const PERIOD_NAMES: Record<ExclusionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

interface ExclusionWorld extends BaseWorld {
  contexts: SelfExclusionContext[];
  step: number;
  excludeCalls: HeldRequests;
  /** The end the server answered. */
  until: string | null;
}

const context = (world: ExclusionWorld): SelfExclusionContext => world.contexts[world.step]!;
const panel = ({ page }: BaseWorld): Locator => page.getByRole('main');
const radio = (world: BaseWorld, period: ExclusionPeriod): Locator =>
  panel(world).getByRole('radio', { name: world.t(PERIOD_NAMES[period]) });
const continueButton = (world: BaseWorld): Locator =>
  panel(world).getByRole('button', { name: world.t('Continue') });
const passwordField = (world: BaseWorld): Locator =>
  panel(world).getByLabel(world.t('Login password'), { exact: true });
const excludeButton = (world: BaseWorld): Locator =>
  panel(world).getByRole('button', { name: world.t('Exclude me') });
const backButton = (world: BaseWorld): Locator =>
  panel(world).getByRole('button', { name: world.t('Back'), exact: true });
const warning = (world: BaseWorld, period: ExclusionPeriod): Locator =>
  panel(world).getByText(
    world
      .t(
        'You will be signed out now and cannot log in for {chosen}. This cannot be shortened or cancelled.',
      )
      .replace('{chosen}', world.t(PERIOD_NAMES[period])),
  );

/** `YYYY-MM-DD HH:mm` in Bangladesh time (UTC+6), as the site prints an instant. */
function bangladeshText(iso: string): string {
  return new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const step =
  (cause: (world: ExclusionWorld, event: ModelEvent) => Promise<void>) =>
  async (world: ExclusionWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };

const CHOOSE = (period: ExclusionPeriod): ModelEvent => ({ type: 'exclusion.choose', period });
const NEXT: ModelEvent = { type: 'exclusion.next' };

export const selfExclusionAdapter = defineAdapter<ExclusionWorld>({
  chart: 'self-exclusion',
  machine: selfExclusionMachine,
  events: [
    CHOOSE('24h'),
    NEXT,
    { type: 'password.changed', value: WRONG },
    { type: 'password.changed', value: PASSWORD },
    { type: 'exclusion.confirm' },
    {
      type: 'xstate.error.actor.excludeSelf',
      error: { code: 'user.or.token.invalid' },
    },
    { type: 'xstate.done.actor.excludeSelf', output: { until: '2026-12-08T12:00:00.000Z' } },
  ],
  canSend(_keys, event, context: SelfExclusionContext) {
    const passwordError = context.fieldErrors['loginPassword'];
    switch (event.type) {
      // Continue with no length first (refused), then 24 hours.
      case 'exclusion.choose':
        return context.period === null && context.fieldErrors['period'] !== undefined;
      case 'exclusion.next':
        return context.period !== null || context.fieldErrors['period'] === undefined;
      // Confirm with no password first (refused), then a wrong one, then the right one.
      case 'password.changed':
        return event.value === WRONG
          ? context.password === '' && passwordError === 'required'
          : passwordError === 'user.or.token.invalid';
      case 'exclusion.confirm':
        return context.password !== '' || passwordError === undefined;
      case 'xstate.error.actor.excludeSelf':
        return context.password === WRONG;
      case 'xstate.done.actor.excludeSelf':
        return context.password === PASSWORD;
      default:
        return true;
    }
  },
  // Back from the confirmation: the length chosen stays.
  sequences: [[CHOOSE('7d'), NEXT, { type: 'exclusion.back' }]],
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const excludeCalls = await HeldRequests.install(base.page, EXCLUDE, 'self-exclusion', 'POST');
    await base.page.goto(`/m/securityCenter?detail=selfExclusion&lang=${base.lang.toUpperCase()}`);
    return {
      ...base,
      excludeCalls,
      until: null,
      step: 0,
      contexts: replayContexts<SelfExclusionContext>(selfExclusionMachine, undefined, path),
    };
  },
  states: {
    choosing: {
      words: 'choosing the length',
      async see(world) {
        const { period, fieldErrors } = context(world);
        await expect(
          panel(world).getByRole('heading', { name: world.t('Self-exclusion') }),
        ).toBeVisible();
        for (const each of ['24h', '7d', '30d'] as const) {
          if (each === period) await expect(radio(world, each)).toBeChecked();
          else await expect(radio(world, each)).not.toBeChecked();
        }
        await expect(continueButton(world)).toBeEnabled();
        await expect(passwordField(world)).toHaveCount(0);
        const alert = panel(world).getByRole('alert');
        if (fieldErrors['period'] === undefined) await expect(alert).toHaveCount(0);
        else await expect(alert).toHaveText(world.t('Choose how long the break lasts'));
      },
    },
    confirming: {
      words: 'confirming',
      async see(world) {
        await expect(warning(world, context(world).period ?? '24h')).toBeVisible();
        await expect(excludeButton(world)).toBeEnabled();
        await expect(backButton(world)).toBeEnabled();
        world.excludeCalls.expectNoneHeld();
      },
    },
    'confirming.editing': {
      words: 'typing the login password',
      async see(world) {
        const { password, fieldErrors } = context(world);
        await expect(passwordField(world)).toHaveValue(password);
        if (fieldErrors['loginPassword'] === 'required') {
          await expect(passwordField(world)).toHaveAttribute('aria-invalid', 'true');
          await expect(passwordField(world)).toHaveAccessibleDescription(
            world.t('Please enter your login password'),
          );
        } else {
          await expect(passwordField(world)).not.toHaveAttribute('aria-invalid', 'true');
        }
      },
    },
    'confirming.refused': {
      words: 'refused: the login password is wrong',
      async see(world) {
        await expect(passwordField(world)).toHaveValue('');
        await expect(passwordField(world)).toHaveAttribute('aria-invalid', 'true');
        await expect(passwordField(world)).toHaveAccessibleDescription(
          world.t('The login password is incorrect'),
        );
        await expect(panel(world).getByRole('alert')).toHaveCount(0);
      },
    },
    submitting: {
      words: 'excluding',
      async see(world) {
        await world.excludeCalls.expectHeld();
        await expect(warning(world, '24h')).toBeVisible();
        await expect(excludeButton(world)).toBeDisabled();
        await expect(backButton(world)).toBeDisabled();
      },
    },
    excluded: {
      words: 'excluded: signed out, the login shows the end',
      async see(world) {
        const until = world.until ?? '';
        // Requirements D5.3: logins are refused for the length chosen (24 hours here).
        expect(Date.parse(until) - Date.now()).toBeGreaterThan(PERIOD_MS['24h'] - 5 * 60_000);
        expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(PERIOD_MS['24h']);
        await expect(
          world.page
            .getByRole('status')
            .getByText(
              world
                .t('You are self-excluded until {end} (Bangladesh time).')
                .replace('{end}', bangladeshText(until)),
            ),
        ).toBeVisible();
        await expect(world.page).toHaveURL(/\/m\/login/);
        await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
        await animationsSettled(world.page);
        // Read over the login popup, not under it: what is drawn at the message's centre is the
        // message itself (toasts never take taps, so hit-testing sees them only with that lifted).
        const notice = world.page.getByRole('status').getByText(bangladeshText(until));
        expect(
          await notice.evaluate((element) => {
            // Through the CSSOM: the site's CSP refuses an added <style>.
            const lifted: HTMLElement[] = [];
            for (
              let node: HTMLElement | null = element as HTMLElement;
              node;
              node = node.parentElement
            )
              lifted.push(node);
            for (const node of lifted)
              node.style.setProperty('pointer-events', 'auto', 'important');
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            for (const node of lifted) node.style.removeProperty('pointer-events');
            return top !== null && element.contains(top);
          }),
        ).toBe(true);
        expect(
          await world.page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO')),
        ).toBeNull();
      },
    },
  },
  on: {
    'exclusion.choose': {
      words: (e) => `choose ${PERIOD_NAMES[e.period as ExclusionPeriod]}`,
      cause: step((world, e) => radio(world, e.period as ExclusionPeriod).check()),
    },
    'exclusion.next': {
      words: () => 'tap Continue',
      cause: step((world) => continueButton(world).click()),
    },
    'exclusion.back': {
      words: () => 'tap Back',
      cause: step((world) => backButton(world).click()),
    },
    'password.changed': {
      words: (e) =>
        e.value === PASSWORD ? 'type the login password' : 'type a wrong login password',
      cause: step((world, e) => passwordField(world).fill(String(e.value))),
    },
    'exclusion.confirm': {
      words: () => 'tap Exclude me',
      cause: step(async (world) => {
        world.excludeCalls.hold();
        await excludeButton(world).click();
      }),
    },
    'xstate.error.actor.excludeSelf': {
      words: () => 'the server refuses the password',
      cause: step((world) => world.excludeCalls.answer({ kind: 'continue' })),
    },
    'xstate.done.actor.excludeSelf': {
      words: () => 'the server excludes the member for 24 hours',
      cause: step(async (world) => {
        const response = world.page.waitForResponse(
          (r) => EXCLUDE.test(r.url()) && r.request().method() === 'POST',
        );
        await world.excludeCalls.answer({ kind: 'continue' });
        world.until = ((await (await response).json()) as { value: SelfExclusion }).value.until;
      }),
    },
  },
});

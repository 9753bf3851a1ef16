import { expect, type Locator } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import {
  LINK_INVALID_CODE,
  passwordResetLinkMachine,
  type PasswordResetLinkContext,
  type PasswordResetLinkInput,
  type ResetLinkField,
} from '../../machines/password-reset-link.machine.ts';
import { newPasswordError } from '../../src/features/account/reset-rules.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { animationsSettled } from './animations-settled.ts';
import { defineAdapter, type BaseWorld, type ModelEvent, type ModelPath } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * The page a mailed password-reset link opens (/m/reset-password?token=…, requirements A5). The
 * link is asked for through the forgot-password call and read from the development mail outbox,
 * so the page checks and uses a real link; an unknown link (a mistyped address) and an address
 * without a token show the invalid-link message. The link's check and the new password's call are
 * held so their busy states show, and fail as a lost connection would. The success message's
 * 1.5 s run on the page's clock.
 */

const LINK = 'a mailed link';
const NO_TOKEN = 'an address without a token';

/** A seeded member with an e-mail address (server/db/seed/accounts.ts), not used by the other paths. */
const MEMBER = { username: 'demo_player2', email: 'demo_player2@example.com' };
const NEW = 'Linked4567';
const OTHER = 'Linked4568';
/** A token of the right form that no mail carried (a mistyped or truncated address). */
const UNKNOWN_TOKEN = 'A'.repeat(43);

const typed = (field: ResetLinkField, value: string): ModelEvent => ({
  type: 'field.changed',
  field,
  value,
});
const validated = (output: Record<string, string>): ModelEvent => ({
  type: 'xstate.done.actor.validatePasswords',
  output,
});
const OFFLINE = { code: 'network.offline' };
/** Requirements A9: the success message shows 1.5 s before the login opens. */
const SUCCESS_MS = TIMINGS.successMessage.ms;

/** The labels (English source texts) of the form's fields and eye buttons. */
const LABEL: Record<ResetLinkField, string> = {
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
};
const SHOW: Record<ResetLinkField, string> = {
  newPassword: 'Show new password',
  confirmNewPassword: 'Show confirmation',
};
/** What each field's error code reads as on this form (registration-messages.ts). */
const FIELD_ERROR: Record<string, string> = {
  'newPassword required': 'Please enter your password',
  'confirmNewPassword required': 'Please enter the password again',
  'confirmNewPassword password.confirm.mismatch': 'Confirmation password not matched',
};
const ALERT: Record<string, string> = { 'network.offline': 'No internet connection' };

/**
 * The site's password rule on the typed new password, as the form checks it
 * (reset-link.actors.ts); the values typed here pass or fail the configured rule as they do the
 * login rule this falls back to. The chart adds the confirmation's rules itself.
 */
const verdict = ({ values }: PasswordResetLinkContext): Record<string, string> => {
  const code = newPasswordError(values.newPassword, null);
  return code === null ? {} : { newPassword: code };
};

interface ResetLinkWorld extends BaseWorld {
  /** The link's check (GET) and the new password (POST), held so their busy states show. */
  checks: HeldRequests;
  sets: HeldRequests;
  /** The chart as the path has driven it so far: what the page must show. */
  model: AnyMachineSnapshot;
  /** The token of the link the page opened. */
  token: string;
}

const testable = toTestableMachine(passwordResetLinkMachine);
const follow = (world: ResetLinkWorld, event: ModelEvent): void => {
  [world.model] = transition(testable, world.model, event as never);
};
const context = (world: ResetLinkWorld) => world.model.context as PasswordResetLinkContext;

const form = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('form', { name: t('Choose a new password') });
const field = (world: BaseWorld, name: ResetLinkField): Locator =>
  form(world).getByLabel(world.t(LABEL[name]), { exact: true });
const confirmButton = (world: BaseWorld): Locator =>
  form(world).getByRole('button', { name: world.t('Confirm'), exact: true });
const invalidHeading = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('heading', { name: t('This link cannot be used') });
const retryButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('main').getByRole('button', { name: t('Try again'), exact: true });
const successPanel = ({ page, t }: BaseWorld): Locator =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({
      hasText: t('Your new password is set: log in with it'),
    });
const loginDialog = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('dialog', { name: t('Login') });

/** The form as the chart's context says: each field's value and error, the shown passwords, the alert. */
async function expectForm(world: ResetLinkWorld): Promise<void> {
  const c = context(world);
  for (const name of ['newPassword', 'confirmNewPassword'] as const) {
    await expect(field(world, name)).toHaveValue(c.values[name]);
    await expect(field(world, name)).toHaveAttribute('type', c.visible[name] ? 'text' : 'password');
    await expect(form(world).getByRole('button', { name: world.t(SHOW[name]) })).toHaveAttribute(
      'aria-pressed',
      String(c.visible[name]),
    );
    const code = c.fieldErrors[name];
    if (code)
      await expect(field(world, name)).toHaveAccessibleDescription(
        world.t(FIELD_ERROR[`${name} ${code}`] ?? code),
      );
    else await expect(field(world, name)).not.toHaveAttribute('aria-invalid', 'true');
  }
  const alert = form(world).getByRole('alert');
  if (c.errorCode) await expect(alert).toHaveText(world.t(ALERT[c.errorCode] ?? c.errorCode));
  else await expect(alert).toHaveCount(0);
}

/** Whether the path's link is refused as unknown by the server (it opens a link no mail carried). */
const opensUnknownLink = (path: ModelPath) =>
  path.events.some(
    (e) =>
      e.type === 'xstate.error.actor.checkLink' &&
      (e.error as { code: string }).code === LINK_INVALID_CODE,
  );

/** Asks for a reset mail for the member and returns the token of the link it carries. */
async function mailedToken(world: BaseWorld): Promise<string> {
  const sent = await world.request.post('/wps/member/password/email', {
    headers: { Merchant: MERCHANT, ModuleId: 'COMM3' },
    form: { username: MEMBER.username, email: MEMBER.email },
  });
  expect(sent.ok()).toBe(true);
  const mail = await world.request.get(`/dev/mail-outbox?to=${encodeURIComponent(MEMBER.email)}`, {
    headers: { Merchant: MERCHANT },
  });
  const { value } = (await mail.json()) as { value: { body: string }[] };
  const tokens = value.flatMap(
    ({ body }) => /\/m\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? [],
  );
  expect(tokens, 'the reset mail carries a link').toHaveLength(1);
  return tokens[0]!;
}

export const passwordResetLinkAdapter = defineAdapter<ResetLinkWorld>({
  chart: 'password-reset-link',
  machine: passwordResetLinkMachine,
  input: { token: 'the mailed token' } satisfies PasswordResetLinkInput,
  scenarioInputs: { [NO_TOKEN]: { token: '' } satisfies PasswordResetLinkInput },
  events: {
    [LINK]: [
      { type: 'xstate.done.actor.checkLink' },
      { type: 'xstate.error.actor.checkLink', error: { code: LINK_INVALID_CODE } },
      { type: 'xstate.error.actor.checkLink', error: OFFLINE },
      { type: 'link.retry' },
      { type: 'password.submit' },
      validated({ newPassword: 'required' }),
      validated({}),
      typed('newPassword', NEW),
      typed('confirmNewPassword', OTHER),
      typed('confirmNewPassword', NEW),
      { type: 'xstate.done.actor.setPassword', output: MEMBER.username },
      { type: 'xstate.error.actor.setPassword', error: OFFLINE },
      { type: 'xstate.after.successPause.passwordResetLink.succeeded' },
    ],
    // The chart decides at once: no token, no form.
    [NO_TOKEN]: [],
  },
  canSend(_keys, event, c: PasswordResetLinkContext) {
    const { values, fieldErrors, errorCode } = c;
    const hasErrors = Object.keys(fieldErrors).length > 0;
    switch (event.type) {
      case 'xstate.error.actor.checkLink':
        // The connection fails on the first check only; the retry reaches the server.
        return (event.error as { code: string }).code === LINK_INVALID_CODE || errorCode === null;
      case 'field.changed':
        // The player fills the form from the top once the empty form was refused: the new password,
        // then a slip in the confirmation, then the right confirmation.
        if (!hasErrors && values.newPassword === '') return false;
        if (event.field === 'newPassword') return values.newPassword === '';
        if (values.newPassword === '') return false;
        return event.value === OTHER
          ? values.confirmNewPassword === ''
          : values.confirmNewPassword === OTHER && 'confirmNewPassword' in fieldErrors;
      case 'password.submit':
        // The empty form once, the slip once its confirmation is typed, then the right form.
        return values.newPassword === ''
          ? !hasErrors
          : values.confirmNewPassword !== '' && !hasErrors && errorCode === null;
      case 'xstate.done.actor.validatePasswords':
        // The site's own check answers what the typed values deserve, nothing else.
        return JSON.stringify(event.output) === JSON.stringify(verdict(c));
      case 'xstate.done.actor.setPassword':
        // The connection fails first; the same form sent again is set (the walked sequence below).
        return false;
      default:
        return true;
    }
  },
  sequences: {
    [LINK]: [
      // The link cannot be checked; Try again reaches the server, and the form shows.
      [
        { type: 'xstate.error.actor.checkLink', error: OFFLINE },
        { type: 'link.retry' },
        { type: 'xstate.done.actor.checkLink' },
      ],
      // The form refused empty, then with a slip in the confirmation; the right form meets a lost
      // connection, is sent again and set; the login opens after the success message.
      [
        { type: 'xstate.done.actor.checkLink' },
        { type: 'password.submit' },
        validated({ newPassword: 'required' }),
        typed('newPassword', NEW),
        typed('confirmNewPassword', OTHER),
        { type: 'password.submit' },
        validated({}),
        typed('confirmNewPassword', NEW),
        { type: 'password.submit' },
        validated({}),
        { type: 'xstate.error.actor.setPassword', error: OFFLINE },
        { type: 'password.submit' },
        validated({}),
        { type: 'xstate.done.actor.setPassword', output: MEMBER.username },
        { type: 'xstate.after.successPause.passwordResetLink.succeeded' },
      ],
      // Showing the passwords is independent of the rest: walked once, not in every combination.
      [
        { type: 'xstate.done.actor.checkLink' },
        { type: 'visibility.toggled', field: 'newPassword' },
        { type: 'visibility.toggled', field: 'confirmNewPassword' },
        { type: 'visibility.toggled', field: 'newPassword' },
      ],
    ],
  },
  notDriven: {
    'link.renew':
      "changes nothing in this chart (the forgot-password popup opens over the page, the forgot-password chart's own adapter drives it), so no generated path can end with it; e2e/account-register.spec.ts taps Ask for a new link",
    'xstate.error.actor.validatePasswords':
      "the site checks the values with pure rules that never throw; the Vitest model covers the chart's branch",
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const checks = await HeldRequests.install(
      base.page,
      /\/wps\/member\/password\/email\/link(\?|$)/,
      'link check',
      'GET',
    );
    const sets = await HeldRequests.install(
      base.page,
      /\/wps\/member\/password\/email\/link(\?|$)/,
      'new password',
      'POST',
    );
    // The page's clock runs until the password is set, then the success message's pause moves only
    // in the step that lets it pass.
    await base.page.clock.install();
    const lang = base.lang.toUpperCase();
    const input: PasswordResetLinkInput = { token: '' };
    if (path.scenario === NO_TOKEN) {
      await base.page.goto(`/m/reset-password?lang=${lang}`);
    } else {
      input.token = opensUnknownLink(path) ? UNKNOWN_TOKEN : await mailedToken(base);
      await base.page.goto(`/m/reset-password?lang=${lang}&token=${input.token}`);
    }
    const [model] = initialTransition(testable, input);
    return { ...base, checks, sets, model, token: input.token };
  },
  states: {
    opening: {
      words: 'opening the link',
      unseen:
        'the address is read as the page starts, in the same moment: the check, or the invalid-link message, shows at once',
    },
    checkingLink: {
      words: 'checking the link',
      async see(world) {
        await world.checks.expectHeld();
        await expect(
          world.page.getByRole('main').getByRole('status', { name: world.t('Checking the link…') }),
        ).toBeVisible();
        await expect(form(world)).toHaveCount(0);
      },
    },
    checkFailed: {
      words: 'the link could not be checked',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveText(
          world.t('No internet connection'),
        );
        await expect(retryButton(world)).toBeEnabled();
        await expect(form(world)).toHaveCount(0);
        world.checks.expectNoneHeld();
        await animationsSettled(world.page);
      },
    },
    linkInvalid: {
      words: 'the link cannot be used',
      async see(world) {
        await expect(invalidHeading(world)).toBeVisible();
        await expect(
          world.page.getByText(
            world.t(
              'The link has expired or was already used. Ask for a new one: each link works once.',
            ),
          ),
        ).toBeVisible();
        await expect(
          world.page.getByRole('button', { name: world.t('Ask for a new link'), exact: true }),
        ).toBeEnabled();
        await expect(form(world)).toHaveCount(0);
      },
    },
    editing: {
      words: 'the form',
      async see(world) {
        await expect(form(world)).toBeVisible();
        await expect(
          form(world).getByText(world.t('Choose a new password for your account.')),
        ).toBeVisible();
        await expect(form(world)).toHaveAttribute('aria-busy', 'false');
        await expectForm(world);
        world.sets.expectNoneHeld();
      },
    },
    validating: {
      words: 'checking the fields',
      unseen:
        'the site checks the typed values with its rules in a promise that settles before the page paints: the form shows the verdict at once',
    },
    submitting: {
      words: 'setting the new password',
      async see(world) {
        await world.sets.expectHeld();
        await expect(form(world)).toHaveAttribute('aria-busy', 'true');
        await expect(field(world, 'newPassword')).toHaveAttribute('readonly', '');
        await expect(field(world, 'newPassword')).toHaveValue(context(world).values.newPassword);
      },
    },
    succeeded: {
      words: 'new password set',
      async see(world) {
        await expect(successPanel(world)).toBeVisible();
        await expect(
          world.page.getByRole('main').getByRole('button', { name: world.t('Login'), exact: true }),
        ).toBeVisible();
        await expect(form(world)).toHaveCount(0);
        await expect(loginDialog(world)).toHaveCount(0);
        await animationsSettled(world.page);
      },
    },
    done: {
      words: 'the login opens',
      async see(world) {
        await expect(loginDialog(world)).toBeVisible();
        await animationsSettled(world.page);
        // The server took the new password: it opens a session now; the link is used up.
        expect((await apiLogin(world.request, MEMBER.username, NEW)).token).toEqual(
          expect.any(String),
        );
        const check = await world.request.get(
          `/wps/member/password/email/link?token=${world.token}`,
          { headers: { Merchant: MERCHANT, ModuleId: 'COMM3' } },
        );
        expect(((await check.json()) as { errorCode?: string }).errorCode).toBe(LINK_INVALID_CODE);
      },
    },
  },
  on: {
    'xstate.done.actor.checkLink': {
      words: () => 'the server knows the link',
      async cause(world, e) {
        await world.checks.answer({ kind: 'continue' });
        follow(world, e);
      },
    },
    'xstate.error.actor.checkLink': {
      words: (e) =>
        (e.error as { code: string }).code === LINK_INVALID_CODE
          ? 'the server knows no such link (a mistyped address)'
          : 'the network fails',
      async cause(world, e) {
        if ((e.error as { code: string }).code === LINK_INVALID_CODE) {
          await world.checks.answer({ kind: 'continue' });
        } else {
          await world.checks.answer({ kind: 'abort' });
          world.checks.hold();
        }
        follow(world, e);
      },
    },
    'link.retry': {
      words: () => 'tap Try again',
      async cause(world, e) {
        await retryButton(world).click();
        follow(world, e);
      },
    },
    'field.changed': {
      words: (e) =>
        `type ${e.value === NEW ? 'the new password' : 'another password'} as ${LABEL[e.field as ResetLinkField].toLowerCase()}`,
      async cause(world, e) {
        await field(world, e.field as ResetLinkField).fill(String(e.value));
        follow(world, e);
      },
    },
    'visibility.toggled': {
      words: (e) => `tap ${SHOW[e.field as ResetLinkField]}`,
      async cause(world, e) {
        await form(world)
          .getByRole('button', { name: world.t(SHOW[e.field as ResetLinkField]) })
          .click();
        follow(world, e);
      },
    },
    'password.submit': {
      words: () => 'tap Confirm',
      async cause(world, e) {
        world.sets.hold();
        await confirmButton(world).click();
        follow(world, e);
      },
    },
    'xstate.done.actor.validatePasswords': {
      words: (e) =>
        Object.keys(e.output as object).length === 0
          ? 'the new password passes its rule'
          : 'the new password is missing',
      // The site checks the values by itself right after the tap.
      cause: async (world, e) => follow(world, e),
    },
    'xstate.done.actor.setPassword': {
      words: () => 'the server sets the password',
      async cause(world, e) {
        // The clock stops before the answer, so the 1.5 s of the success message wait for the next step.
        await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 500);
        await world.sets.answer({ kind: 'continue' });
        follow(world, e);
      },
    },
    'xstate.error.actor.setPassword': {
      words: () => 'the network fails',
      async cause(world, e) {
        await world.sets.answer({ kind: 'abort' });
        world.sets.hold();
        follow(world, e);
      },
    },
    'xstate.after.successPause.passwordResetLink.succeeded': {
      words: () => `${SUCCESS_MS / 1000} s pass`,
      async cause(world, e) {
        await world.page.clock.runFor(SUCCESS_MS);
        await world.page.clock.resume();
        follow(world, e);
      },
    },
  },
});

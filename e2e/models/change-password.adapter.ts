import { expect, type Locator } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import {
  changePasswordMachine,
  type ChangePasswordContext,
  type ChangePasswordInput,
  type PasswordField,
} from '../../machines/change-password.machine.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, logIn } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { animationsSettled } from './animations-settled.ts';

const MEMBER = 'a signed-in member';
const VISITOR = 'a visitor';
const IN_MEMORY = 'a member who logged in on this page';

/** demo_player's password (the seeded data) and the new one the paths choose. */
const OLD = 'Demo1234';
const NEW = 'Newpass99';

const typed = (field: PasswordField, value: string): ModelEvent => ({
  type: 'field.changed',
  field,
  value,
});
const validated = (output: Record<string, string>): ModelEvent => ({
  type: 'xstate.done.actor.validatePasswords',
  output,
});

/** The form's fields in the order a player fills them, with their labels (English source texts). */
const FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const LABEL: Record<PasswordField, string> = {
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
};
/** What each field's error code reads as on this form (account-messages.ts, registration-messages.ts). */
const FIELD_ERROR: Record<string, string> = {
  'oldPassword required': 'Please enter your password',
  'newPassword required': 'Please enter your password',
  'confirmNewPassword required': 'Please enter the password again',
  'confirmNewPassword password.confirm.mismatch': 'Confirmation password not matched',
};
const ALERT: Record<string, string> = { 'network.offline': 'No internet connection' };
const SHOW: Record<'newPassword' | 'confirmNewPassword', string> = {
  newPassword: 'Show new password',
  confirmNewPassword: 'Show confirmation',
};

/**
 * The site's verdict on the typed values, as src/features/account/actors/change-password.actors.ts
 * gives it for the values these paths type: an empty old or new password is required; OLD and NEW
 * pass both the login and the configured password rule.
 */
const verdict = ({ values, passwordInMemory }: ChangePasswordContext): Record<string, string> => ({
  ...(passwordInMemory === null && values.oldPassword === '' ? { oldPassword: 'required' } : {}),
  ...(values.newPassword === '' ? { newPassword: 'required' } : {}),
});

interface ChangePasswordWorld extends BaseWorld {
  /** The password change call, held so the loading message can be seen, then answered. */
  changeCalls: HeldRequests;
  /** The chart as the path has driven it so far: what the form must show (values, errors, alert). */
  model: AnyMachineSnapshot;
  /** Password change calls made before the last tap on Confirm (a prompt sends none). */
  callsBeforeSubmit: number;
}

const testable = toTestableMachine(changePasswordMachine);
const input = (
  hasSession: boolean,
  passwordInMemory: string | null = null,
): ChangePasswordInput => ({ hasSession, userName: 'demo_player', passwordInMemory });
/** The fields the form shows: the old password only when none is held in memory. */
const shownFields = (context: ChangePasswordContext): PasswordField[] =>
  FIELDS.filter((f) => f !== 'oldPassword' || context.passwordInMemory === null);

/** Moves the world's copy of the chart along with the event the step causes. */
function follow(world: ChangePasswordWorld, event: ModelEvent): void {
  [world.model] = transition(testable, world.model, event as never);
}

const field = ({ page, t }: BaseWorld, name: PasswordField): Locator =>
  page.getByLabel(t(LABEL[name]), { exact: true });
const confirmButton = ({ page, t }: BaseWorld): Locator =>
  page.locator('form').getByRole('button', { name: t('Confirm'), exact: true });
const prompt = ({ page, t }: BaseWorld): Locator => page.getByRole('dialog', { name: t('Prompt') });
const savedToast = ({ page, t }: BaseWorld): Locator => page.getByText(t('Changes saved'));
const changePage = /\/m\/changePsw(\?|$)/;
const home = /\/m\/home(\?|$)/;

/** The form as the chart's context says: each field's value and error, the shown passwords, the alert. */
async function expectForm(world: ChangePasswordWorld): Promise<void> {
  const context = world.model.context as ChangePasswordContext;
  if (context.passwordInMemory !== null) await expect(field(world, 'oldPassword')).toHaveCount(0);
  for (const name of shownFields(context)) {
    await expect(field(world, name)).toHaveValue(context.values[name]);
    const code = context.fieldErrors[name];
    if (code)
      await expect(field(world, name)).toHaveAccessibleDescription(
        world.t(FIELD_ERROR[`${name} ${code}`] ?? code),
      );
    else await expect(field(world, name)).not.toHaveAttribute('aria-invalid', 'true');
  }
  for (const name of ['newPassword', 'confirmNewPassword'] as const) {
    await expect(field(world, name)).toHaveAttribute(
      'type',
      context.visible[name] ? 'text' : 'password',
    );
    await expect(world.page.getByRole('button', { name: world.t(SHOW[name]) })).toHaveAttribute(
      'aria-pressed',
      String(context.visible[name]),
    );
  }
  // The form's own alert (the toasts have an alert region of their own).
  const alert = world.page.getByRole('main').getByRole('alert');
  if (context.errorCode)
    await expect(alert).toHaveText(world.t(ALERT[context.errorCode] ?? context.errorCode));
  else await expect(alert).toHaveCount(0);
}

// Requirements A4.11: changes-saved for 1 s, then a further 1 s before home (the table of the
// requirements, never the chart).
const SAVED_MS = TIMINGS.passwordChangedMessage.ms;
const PAUSE_MS = TIMINGS.passwordChangedRedirect.ms;

export const changePasswordAdapter = defineAdapter<ChangePasswordWorld>({
  chart: 'change-password',
  machine: changePasswordMachine,
  input: input(true),
  scenarioInputs: { [VISITOR]: input(false), [IN_MEMORY]: input(true, OLD) },
  events: {
    [MEMBER]: [
      typed('oldPassword', OLD),
      typed('newPassword', NEW),
      typed('newPassword', OLD),
      typed('confirmNewPassword', NEW),
      typed('confirmNewPassword', OLD),
      { type: 'password.submit' },
      validated({}),
      validated({ newPassword: 'required' }),
      validated({ oldPassword: 'required', newPassword: 'required' }),
      { type: 'prompt.confirmed' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error: { code: 'network.offline' } },
      { type: 'xstate.after.savedToast.changePassword.saved' },
      { type: 'xstate.after.redirectPause.changePassword.leaving' },
    ],
    // The chart decides at once: a visitor is sent home.
    [VISITOR]: [],
    // The password of the login is held: no old password field; the same password again prompts, a new
    // one is saved (the empty form and the network's failure are the member scenario's).
    [IN_MEMORY]: [
      typed('newPassword', NEW),
      typed('newPassword', OLD),
      typed('confirmNewPassword', NEW),
      typed('confirmNewPassword', OLD),
      { type: 'password.submit' },
      validated({}),
      { type: 'prompt.confirmed' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.after.savedToast.changePassword.saved' },
      { type: 'xstate.after.redirectPause.changePassword.leaving' },
    ],
  },
  canSend(_keys, event, context: ChangePasswordContext) {
    const { values } = context;
    const fields = shownFields(context);
    if (event.type === 'field.changed') {
      // A player fills the form from the top, each field once: the old password, the new one, then
      // the confirmation, equal to the new one or (a slip) the old password. Retyping is the Vitest
      // model's business: it only repeats these same views.
      const name = event.field as PasswordField;
      const previous = fields[fields.indexOf(name) - 1];
      if (
        !fields.includes(name) ||
        values[name] !== '' ||
        (previous !== undefined && values[previous] === '')
      )
        return false;
      return (
        name !== 'confirmNewPassword' || event.value === OLD || event.value === values.newPassword
      );
    }
    // The site's own check answers what the typed values deserve, nothing else.
    if (event.type === 'xstate.done.actor.validatePasswords')
      return JSON.stringify(event.output) === JSON.stringify(verdict(context));
    // With the password in memory the form is sent once filled (its empty form is the member's case).
    if (event.type === 'password.submit' && context.passwordInMemory !== null)
      return fields.every((f) => values[f] !== '');
    return true;
  },
  sequences: [
    // Showing the passwords is independent of the rest: walked once, not in every combination.
    [
      { type: 'visibility.toggled', field: 'newPassword' },
      { type: 'visibility.toggled', field: 'confirmNewPassword' },
      { type: 'visibility.toggled', field: 'newPassword' },
    ],
    // The network fails, then the same form is sent again and saved.
    [
      typed('oldPassword', OLD),
      typed('newPassword', NEW),
      typed('confirmNewPassword', NEW),
      { type: 'password.submit' },
      validated({}),
      { type: 'xstate.error.actor.changePassword', error: { code: 'network.offline' } },
      { type: 'password.submit' },
      validated({}),
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.after.savedToast.changePassword.saved' },
      { type: 'xstate.after.redirectPause.changePassword.leaving' },
    ],
  ],
  notDriven: {
    'xstate.error.actor.validatePasswords':
      "the site checks the values with pure rules that never throw; the Vitest model covers the chart's branch",
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const member = path.scenario !== VISITOR;
    const inMemory = path.scenario === IN_MEMORY;
    if (member && !inMemory) await logIn(base.page, base.request);
    const changeCalls = await HeldRequests.install(
      base.page,
      /\/wps\/member\/password(\?|$)/,
      'password change',
    );
    // The page's clock runs until a saved change, then moves only as the chart's delays are let pass.
    await base.page.clock.install();
    if (inMemory) {
      // Logged in through the login popup, then on to the form without a reload: the login's password is held.
      await base.page.goto(`/m/login?lang=${base.lang.toUpperCase()}`);
      const login = base.page.getByRole('dialog', { name: base.t('Login') });
      await login
        .getByLabel(base.t('Username'), { exact: true })
        .and(login.locator('input'))
        .fill('demo_player');
      await login
        .getByLabel(base.t('Password'), { exact: true })
        .and(login.locator('input'))
        .fill(OLD);
      await login.getByRole('button', { name: base.t('Login'), exact: true }).click();
      await expect(login).toBeHidden();
      await base.page.evaluate(() => {
        window.history.pushState({}, '', '/m/changePsw');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    } else {
      await base.page.goto(`/m/changePsw?lang=${base.lang.toUpperCase()}`);
    }
    const [model] = initialTransition(testable, input(member, inMemory ? OLD : null));
    return { ...base, changeCalls, model, callsBeforeSubmit: 0 };
  },
  states: {
    checkingSession: {
      words: 'opening the form',
      unseen:
        'the session is checked as the chart starts, in the same step: the form or the home page shows at once',
    },
    noSession: {
      words: 'not signed in: sent home',
      async see(world) {
        await expect(world.page).toHaveURL(home);
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Home') }),
        ).toBeVisible();
        await expect(field(world, 'newPassword')).toHaveCount(0);
      },
    },
    editing: {
      words: 'the form',
      async see(world) {
        await expect(world.page).toHaveURL(changePage);
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Change password') }),
        ).toBeVisible();
        await expect(world.page.getByLabel(world.t('Username'), { exact: true })).toHaveValue(
          'demo_player',
        );
        await expect(confirmButton(world)).not.toHaveAttribute('aria-busy', 'true');
        await expect(prompt(world)).toHaveCount(0);
        await expectForm(world);
        world.changeCalls.expectNoneHeld();
      },
    },
    validating: {
      words: 'checking the fields',
      unseen:
        'the site checks the typed values with its rules in a promise that settles before the page paints: the form shows the verdict at once',
    },
    samePasswordPrompt: {
      words: 'told the new password is the old one',
      async see(world) {
        await expect(
          prompt(world).getByText(
            world.t('The new password and the old password cannot be the same'),
          ),
        ).toBeVisible();
        await expect(prompt(world).getByRole('button', { name: world.t('Confirm') })).toBeVisible();
        await animationsSettled(world.page);
        // Nothing is sent.
        expect(world.changeCalls.arrived).toBe(world.callsBeforeSubmit);
      },
    },
    submitting: {
      words: 'sending the new password',
      async see(world) {
        await world.changeCalls.expectHeld();
        await expect(world.page.getByText(world.t('Please wait…'))).toBeVisible();
        await expect(confirmButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    saved: {
      words: 'changes saved',
      async see(world) {
        await expect(savedToast(world)).toBeVisible();
        await animationsSettled(world.page);
        await expect(world.page.getByText(world.t('Please wait…'))).toHaveCount(0);
        await expect(world.page).toHaveURL(changePage);
      },
    },
    leaving: {
      words: 'a pause before going home',
      async see(world) {
        await expect(savedToast(world)).toHaveCount(0);
        await expect(world.page).toHaveURL(changePage);
        await expect(confirmButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    done: {
      words: 'at home',
      async see(world) {
        await expect(world.page).toHaveURL(home);
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Home') }),
        ).toBeVisible();
        // The server took the new password: it opens a session now.
        expect((await apiLogin(world.request, 'demo_player', NEW)).token).toEqual(
          expect.any(String),
        );
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        `type ${e.value === OLD ? 'the old password' : 'a new password'} as ${LABEL[e.field as PasswordField].toLowerCase()}`,
      async cause(world, e) {
        await field(world, e.field as PasswordField).fill(String(e.value));
        follow(world, e);
      },
    },
    'visibility.toggled': {
      words: (e) => `tap ${SHOW[e.field as 'newPassword' | 'confirmNewPassword']}`,
      async cause(world, e) {
        await world.page
          .getByRole('button', {
            name: world.t(SHOW[e.field as 'newPassword' | 'confirmNewPassword']),
          })
          .click();
        follow(world, e);
      },
    },
    'password.submit': {
      words: () => 'tap Confirm',
      async cause(world, e) {
        world.changeCalls.hold();
        world.callsBeforeSubmit = world.changeCalls.arrived;
        await confirmButton(world).click();
        follow(world, e);
      },
    },
    'xstate.done.actor.validatePasswords': {
      words: (e) =>
        Object.keys(e.output as object).length === 0
          ? 'the fields pass their rules'
          : 'a password is missing',
      // The site checks the values by itself right after the tap.
      cause: async (world, e) => follow(world, e),
    },
    'prompt.confirmed': {
      words: () => 'tap Confirm in the prompt',
      async cause(world, e) {
        await prompt(world)
          .getByRole('button', { name: world.t('Confirm') })
          .click();
        follow(world, e);
      },
    },
    'xstate.done.actor.changePassword': {
      words: () => 'the server takes the new password',
      async cause(world, e) {
        // The clock stops before the answer, so the chart's 1 s of "changes saved" waits for the next step.
        await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 500);
        await world.changeCalls.answer({ kind: 'continue' });
        follow(world, e);
      },
    },
    'xstate.error.actor.changePassword': {
      words: () => 'the network fails',
      async cause(world, e) {
        await world.changeCalls.answer({ kind: 'abort' });
        follow(world, e);
      },
    },
    'xstate.after.savedToast.changePassword.saved': {
      words: () => `${SAVED_MS / 1000} s pass`,
      async cause(world, e) {
        await world.page.clock.runFor(SAVED_MS);
        follow(world, e);
      },
    },
    'xstate.after.redirectPause.changePassword.leaving': {
      words: () => `${PAUSE_MS / 1000} s pass`,
      async cause(world, e) {
        await world.page.clock.runFor(PAUSE_MS);
        await world.page.clock.resume();
        follow(world, e);
      },
    },
  },
});

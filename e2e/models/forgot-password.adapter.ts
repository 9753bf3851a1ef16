import { expect, type Locator } from '@playwright/test';
import {
  forgotPasswordMachine,
  type ForgotPasswordContext,
  type ForgotPasswordInput,
  type ResetField,
  type ResetMode,
  type ResetValues,
} from '../../machines/forgot-password.machine.ts';
import type { FieldErrors } from '../../machines/account/shared.ts';
import { validateResetValues } from '../../src/features/account/reset-rules.ts';
import { resetSite } from '../dev-controls.ts';
import { MERCHANT } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent, type ModelPath } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { replayContexts } from './login.adapter.ts';

/**
 * Forgot password, in its popup over the home page (opened from the login popup). By phone the
 * form needs the SMS code the server sent, which the form's context does not record (the SMS
 * button's child chart holds it): the phone flows that send a code are walked sequences, with the
 * code read from the development outbox. By e-mail the reset mail goes to the outbox (the link's
 * own page is the password-reset-link chart's); the success message's second runs on the page's clock.
 */

/** The seeded accounts (server/db/seed/accounts.ts): a member, and an agent the member site gives no session. */
const MEMBER = {
  username: 'demo_player',
  password: 'Demo1234',
  mobileNum: '01711111111',
  email: 'demo_player@example.com',
};
const AGENT_MOBILE = '01733333333';
const INVALID_MOBILE = '0171';
const NEW_PASSWORD = 'Fresh4567';
const NOT_AN_EMAIL = 'not-an-e-mail';
/** Stand-ins in the model for the code the player reads from the SMS (or a wrong one). */
const SMS_CODE_READ = '111111';
const WRONG_CODE = '999999';

/** Phone and e-mail both on (CHNGPASSVERIF3, VERIFICATION3 and COMM3 in the seeded configuration). */
const INPUT: ForgotPasswordInput = {
  phoneEnabled: true,
  emailEnabled: true,
  countryDialingCode: '880',
};
const EMPTY: ResetValues = {
  mobileNum: '',
  countryDialingCode: '880',
  verificationCode: '',
  newPassword: '',
  username: '',
  email: '',
};

/**
 * The rules' answer for typed values, as the site computes it (src/features/account/reset-rules.ts).
 * The site applies the configured password rule; the values typed here pass or fail it as they do
 * the login password rule the function falls back to.
 */
const rulesFor = (mode: ResetMode, values: ResetValues): FieldErrors =>
  validateResetValues(mode, values, null);

interface ForgotWorld extends BaseWorld {
  path: ModelPath;
  contexts: ForgotPasswordContext[];
  step: number;
  resets: HeldRequests;
  mails: HeldRequests;
}

const context = (world: ForgotWorld): ForgotPasswordContext => world.contexts[world.step]!;
const dialog = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('dialog', { name: t('Forgot password') });
const LABEL: Record<ResetField, string> = {
  mobileNum: 'Mobile number',
  verificationCode: 'SMS verification code',
  newPassword: 'New password',
  username: 'Username',
  email: 'E-mail',
  countryDialingCode: '',
};
const input = (world: BaseWorld, name: ResetField): Locator =>
  dialog(world)
    .getByLabel(world.t(LABEL[name]), { exact: true })
    .and(dialog(world).locator('input'));
const submit = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', { name: world.t('Submit'), exact: true });
const session = (world: BaseWorld) =>
  world.page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));

const typed = (name: ResetField, value: string): ModelEvent => ({
  type: 'field.changed',
  field: name,
  value,
});
const validated = (type: string, mode: ResetMode, values: ResetValues): ModelEvent => ({
  type,
  output: rulesFor(mode, values),
});
const SESSION = {
  token: 'from the server',
  merchantCode: MERCHANT,
  userName: MEMBER.username,
  type: 0,
  firstTimeLogin: false,
};

/** The SMS code the server sent to the number (the development outbox, server/routes/dev.ts). */
async function smsCode(world: BaseWorld, mobile: string): Promise<string> {
  const answer = await world.request.get(`/dev/sms-outbox?mobile=${mobile}`, {
    headers: { Merchant: MERCHANT },
  });
  const { value } = (await answer.json()) as { value: { body: string }[] };
  const code = /\d{6}/.exec(value.at(-1)?.body ?? '')?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${mobile}`);
  return code;
}

/** Fields whose error the phone form shows at this step: typed in, and the number once a code was asked for. */
function shownOnPhone(world: ForgotWorld): Set<string> {
  const shown = new Set<string>();
  for (const event of world.path.events.slice(1, world.step + 1)) {
    if (event.type === 'field.changed') shown.add(String(event.field));
    if (event.type === 'sms.requested') shown.add('mobileNum');
    if (event.type === 'mode.changed') shown.clear();
  }
  return shown;
}

async function expectFieldErrors(
  world: ForgotWorld,
  fields: ResetField[],
  shown: (field: ResetField) => boolean,
): Promise<void> {
  const { fieldErrors } = context(world);
  for (const name of fields) {
    if (shown(name) && fieldErrors[name])
      await expect(input(world, name)).toHaveAttribute('aria-invalid', 'true');
    else await expect(input(world, name)).not.toHaveAttribute('aria-invalid');
  }
}

async function expectMessage(world: ForgotWorld): Promise<void> {
  const { errorCode } = context(world);
  const alert = dialog(world).getByRole('alert');
  if (errorCode === null) await expect(alert).toHaveCount(0);
  else await expect(alert).toHaveText(world.t(ERROR_MESSAGE[errorCode]!));
}

const ERROR_MESSAGE: Record<string, string> = {
  'verification.code.invalid': 'Verification code error',
  'modify.new.old.same': 'The new password and the old password cannot be the same',
  'network.offline': 'No internet connection',
};

const step =
  (cause: (world: ForgotWorld, event: ModelEvent) => Promise<void>) =>
  async (world: ForgotWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };
const settles = step(async () => {});
// Requirements A4.9 (the e-mail's success message for 1 s) and A4.5 (popups animate in over 225 ms),
// from the table of the requirements, never from the charts.
const SUCCESS_MS = TIMINGS.emailResetSuccess.ms;
const POPUP_ANIMATION_MS = TIMINGS.popupAnimation.ms;

/** A phone reset up to Submit: number, Get code (sent), the code, the new password. */
function phoneUpToSubmit(mobile: string, code: string, password: string): ModelEvent[] {
  const withMobile = { ...EMPTY, mobileNum: mobile };
  const withCode = { ...withMobile, verificationCode: code };
  const withPassword = { ...withCode, newPassword: password };
  return [
    typed('mobileNum', mobile),
    validated('xstate.done.actor.validatePhone', 'phone', withMobile),
    { type: 'sms.requested' },
    validated('xstate.done.actor.checkMobile', 'phone', withMobile),
    typed('verificationCode', code),
    validated('xstate.done.actor.validatePhone', 'phone', withCode),
    typed('newPassword', password),
    validated('xstate.done.actor.validatePhone', 'phone', withPassword),
    { type: 'reset.submit' },
  ];
}

export const forgotPasswordAdapter = defineAdapter<ForgotWorld>({
  chart: 'forgot-password',
  machine: forgotPasswordMachine,
  input: INPUT,
  events: [
    typed('mobileNum', INVALID_MOBILE),
    validated('xstate.done.actor.validatePhone', 'phone', { ...EMPTY, mobileNum: INVALID_MOBILE }),
    { type: 'sms.requested' },
    validated('xstate.done.actor.checkMobile', 'phone', { ...EMPTY, mobileNum: INVALID_MOBILE }),
    { type: 'mode.changed', mode: 'email' },
    typed('username', MEMBER.username),
    typed('email', MEMBER.email),
    typed('email', NOT_AN_EMAIL),
    { type: 'reset.submit' },
    validated('xstate.done.actor.validateEmail', 'email', EMPTY),
    validated('xstate.done.actor.validateEmail', 'email', { ...EMPTY, username: MEMBER.username }),
    { type: 'xstate.done.actor.sendResetEmail' },
    { type: 'xstate.error.actor.sendResetEmail', error: { code: 'network.offline' } },
    { type: 'xstate.after.successToast.forgotPassword.email.sent' },
  ],
  canSend(keys, event, c: ForgotPasswordContext) {
    switch (event.type) {
      case 'field.changed': {
        const name = event.field as ResetField;
        if (keys.includes('phone.editing'))
          return name === 'mobileNum' && c.values.mobileNum === '';
        if (!keys.includes('email.editing') || c.errorCode !== null) return false;
        const errors = Object.keys(c.fieldErrors).length > 0;
        // The user name, then an address; a wrong one is refused by its pattern before anything is
        // sent, and the player types the right one.
        if (name === 'username') return c.values.username === '' && !errors && !c.touched;
        if (name !== 'email' || c.values.username === '') return false;
        if (c.values.email === '') return !errors;
        return (
          c.values.email === NOT_AN_EMAIL &&
          'email' in c.fieldErrors &&
          event.value === MEMBER.email
        );
      }
      case 'sms.requested':
        return keys.includes('phone.editing') && c.values.mobileNum !== '';
      case 'mode.changed':
        return keys.includes('phone.editing') && !c.touched;
      case 'reset.submit':
        // Email: an empty form (its errors show), or both fields typed.
        if (!keys.includes('email.editing') || c.errorCode !== null) return false;
        if (!c.touched) return Object.keys(c.fieldErrors).length === 0;
        return (
          c.values.email !== '' && !(c.values.email === NOT_AN_EMAIL && 'email' in c.fieldErrors)
        );
      case 'xstate.done.actor.validatePhone':
      case 'xstate.done.actor.checkMobile':
        return JSON.stringify(event.output) === JSON.stringify(rulesFor('phone', c.values));
      case 'xstate.done.actor.validateEmail':
        return JSON.stringify(event.output) === JSON.stringify(rulesFor('email', c.values));
      case 'xstate.done.actor.sendResetEmail':
        return c.values.email === MEMBER.email;
      case 'xstate.error.actor.sendResetEmail':
        return c.values.email === MEMBER.email;
      default:
        return true;
    }
  },
  sequences: [
    // By phone: the code the SMS brought and a new password log in to the number's account.
    [
      ...phoneUpToSubmit(MEMBER.mobileNum, SMS_CODE_READ, NEW_PASSWORD),
      { type: 'xstate.done.actor.setPasswordByPhone', output: SESSION },
    ],
    // The agent's number: the password is reset, but the member site gives no session; the login opens.
    [
      ...phoneUpToSubmit(AGENT_MOBILE, SMS_CODE_READ, NEW_PASSWORD),
      { type: 'xstate.done.actor.setPasswordByPhone', output: null },
    ],
    // A wrong code is refused and cleared; the form waits for a new one.
    [
      ...phoneUpToSubmit(MEMBER.mobileNum, WRONG_CODE, NEW_PASSWORD),
      {
        type: 'xstate.error.actor.setPasswordByPhone',
        error: { code: 'verification.code.invalid' },
      },
      validated('xstate.done.actor.validatePhone', 'phone', {
        ...EMPTY,
        mobileNum: MEMBER.mobileNum,
        newPassword: NEW_PASSWORD,
      }),
    ],
    // The old password again is refused and cleared.
    [
      ...phoneUpToSubmit(MEMBER.mobileNum, SMS_CODE_READ, MEMBER.password),
      { type: 'xstate.error.actor.setPasswordByPhone', error: { code: 'modify.new.old.same' } },
      validated('xstate.done.actor.validatePhone', 'phone', {
        ...EMPTY,
        mobileNum: MEMBER.mobileNum,
        verificationCode: SMS_CODE_READ,
      }),
    ],
    // Back from e-mail to phone.
    [
      { type: 'mode.changed', mode: 'email' },
      { type: 'mode.changed', mode: 'phone' },
    ],
  ],
  notDriven: {
    'xstate.error.actor.validatePhone':
      'the rules run in the browser on the typed values and always answer',
    'xstate.error.actor.checkMobile':
      'the rules run in the browser on the typed values and always answer',
    'xstate.error.actor.validateEmail':
      'the rules run in the browser on the typed values and always answer',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const resets = await HeldRequests.install(
      base.page,
      /\/wps\/member\/password\/verification(\?|$)/,
      'password by phone',
    );
    const mails = await HeldRequests.install(
      base.page,
      /\/wps\/member\/password\/email(\?|$)/,
      'reset e-mail',
    );
    // The page's clock runs, and stops from the e-mail's answer until its success message's second passes.
    await base.page.clock.install();
    await base.page.goto(`/m/home?lang=${base.lang.toUpperCase()}`);
    await base.page
      .getByRole('navigation', { name: base.t('Account') })
      .getByRole('link', { name: base.t('Login') })
      .click();
    await base.page
      .getByRole('dialog', { name: base.t('Login') })
      .getByRole('button', { name: base.t('Forgot password?') })
      .click();
    return {
      ...base,
      path,
      resets,
      mails,
      step: 0,
      contexts: replayContexts<ForgotPasswordContext>(forgotPasswordMachine, INPUT, path),
    };
  },
  states: {
    choosingMode: {
      words: 'opening the form',
      unseen:
        'left as the form opens (phone recovery is on): the form shows the phone mode at once',
    },
    phone: {
      words: 'by phone',
      async see(world) {
        await expect(dialog(world)).toBeVisible();
        await expect(dialog(world).getByRole('tab', { name: world.t('Phone') })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const { values } = context(world);
        await expect(input(world, 'mobileNum')).toHaveValue(values.mobileNum);
        await expect(input(world, 'newPassword')).toHaveValue(values.newPassword);
        // The code is typed from the SMS, not the model's stand-in; a cleared code is empty.
        if (values.verificationCode === '')
          await expect(input(world, 'verificationCode')).toHaveValue('');
      },
    },
    'phone.editing': {
      words: 'the phone form',
      async see(world) {
        const c = context(world);
        const shown = shownOnPhone(world);
        await expectFieldErrors(world, ['mobileNum', 'verificationCode', 'newPassword'], (name) =>
          shown.has(name),
        );
        await expectMessage(world);
        // Submitting is possible once a field was touched and none has an error.
        const ready = c.touched && Object.keys(c.fieldErrors).length === 0;
        await (ready ? expect(submit(world)).toBeEnabled() : expect(submit(world)).toBeDisabled());
        world.resets.expectNoneHeld();
      },
    },
    'phone.validating': {
      words: 'checking the fields',
      unseen:
        'the rules run in the browser as the player types; their answer shows in the same moment',
    },
    'phone.checkingMobile': {
      words: 'checking the number',
      unseen:
        "the rules run in the browser as Get code is tapped; their answer (the number's error, or the sent code) shows in the same moment",
    },
    'phone.submitting': {
      words: 'setting the new password',
      async see(world) {
        await world.resets.expectHeld();
        await expect(submit(world)).toHaveAttribute('aria-busy', 'true');
        await expect(
          world.page.getByRole('status').getByText(world.t('Please wait…')),
        ).toBeVisible();
      },
    },
    email: {
      words: 'by e-mail',
      async see(world) {
        await expect(dialog(world)).toBeVisible();
        await expect(dialog(world).getByRole('tab', { name: world.t('E-mail') })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const { values } = context(world);
        await expect(input(world, 'username')).toHaveValue(values.username);
        await expect(input(world, 'email')).toHaveValue(values.email);
      },
    },
    'email.editing': {
      words: 'the e-mail form',
      async see(world) {
        const c = context(world);
        await expectFieldErrors(world, ['username', 'email'], () => true);
        if (c.fieldErrors['email'] && c.values.email === NOT_AN_EMAIL) {
          await expect(dialog(world).getByText(world.t('Incorrect e-mail format'))).toBeVisible();
        }
        await expectMessage(world);
        await expect(submit(world)).not.toHaveAttribute('aria-busy');
        world.mails.expectNoneHeld();
      },
    },
    'email.validating': {
      words: 'checking the fields',
      unseen:
        'the rules run in the browser as Submit is tapped; their answer (the errors, or the request) shows in the same moment',
    },
    'email.sending': {
      words: 'asking for the e-mail',
      async see(world) {
        await world.mails.expectHeld();
        await expect(submit(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'email.sent': {
      words: 'e-mail sent',
      async see(world) {
        await expect(
          world.page.getByText(world.t('We sent you a link: open it to choose a new password')),
        ).toBeVisible();
        await expect(dialog(world)).toBeVisible();
      },
    },
    loggedIn: {
      words: 'new password set, logged in',
      async see(world) {
        await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await expect(
          world.page.getByText(world.t('Your password has been reset and you are logged in')),
        ).toBeVisible();
        expect(JSON.parse((await session(world)) ?? 'null')).toMatchObject({
          userName: MEMBER.username,
        });
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Deposit') }),
        ).toBeVisible();
      },
    },
    resetWithoutLogin: {
      words: 'new password set, asked to log in',
      async see(world) {
        await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
        await expect(dialog(world)).toHaveCount(0);
        await expect(
          world.page.getByText(world.t('Your password has been reset. Please log in.')),
        ).toBeVisible();
        expect(await session(world)).toBeNull();
      },
    },
    wentBack: {
      words: 'back where the player came from',
      async see(world) {
        await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await expect(world.page).toHaveURL(/\/m\/home(\?|$)/);
        expect(await session(world)).toBeNull();
        // The mail with the reset link went out (its page is the password-reset-link chart's).
        const answer = await world.request.get(
          `/dev/mail-outbox?to=${encodeURIComponent(MEMBER.email)}`,
          { headers: { Merchant: MERCHANT } },
        );
        const { value } = (await answer.json()) as { value: { body: string }[] };
        expect(value.at(-1)?.body ?? '').toMatch(/\/m\/reset-password\?/);
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'verificationCode'
          ? e.value === WRONG_CODE
            ? 'type a wrong code'
            : 'type the code the SMS brought'
          : `type ${String(e.field)} ${String(e.value)}`,
      cause: step(async (world, e) => {
        const name = e.field as ResetField;
        const value =
          name === 'verificationCode' && e.value !== WRONG_CODE
            ? await smsCode(world, context(world).values.mobileNum)
            : String(e.value);
        await input(world, name).fill(value);
      }),
    },
    'mode.changed': {
      words: (e) => `choose the ${e.mode === 'email' ? 'E-mail' : 'Phone'} tab`,
      cause: step((world, e) =>
        dialog(world)
          .getByRole('tab', { name: world.t(e.mode === 'email' ? 'E-mail' : 'Phone') })
          .click(),
      ),
    },
    'sms.requested': {
      words: () => 'tap Get code',
      cause: step((world) =>
        dialog(world)
          .getByRole('button', { name: world.t('Get code'), exact: true })
          .click(),
      ),
    },
    'xstate.done.actor.validatePhone': { words: (e) => rulesWords(e), cause: settles },
    'xstate.done.actor.checkMobile': {
      words: (e) =>
        'mobileNum' in (e.output as object)
          ? 'the number is refused by its rule'
          : 'the number passes; the code is sent',
      cause: step(async (world, e) => {
        if ('mobileNum' in (e.output as object)) return;
        // The button's chart sends the code (the real server) and counts down.
        await expect(
          dialog(world).getByRole('button', { name: world.t('Get code'), exact: true }),
        ).toHaveCount(0);
      }),
    },
    'xstate.done.actor.validateEmail': {
      // The rules answer for the user name; the form checks the address's pattern itself.
      words: (e) =>
        Object.keys(e.output as object).length > 0
          ? 'the user name is refused by its rule'
          : 'the user name passes its rule',
      cause: settles,
    },
    'reset.submit': { words: () => 'tap Submit', cause: step((world) => submit(world).click()) },
    'xstate.done.actor.setPasswordByPhone': {
      words: (e) =>
        e.output
          ? 'the server sets it and answers a session'
          : 'the server sets it, without a session for this site',
      cause: step(async (world, e) => {
        // The success message lasts 1.5 s: the page's clock stops before the answer, and only the
        // popup's own animation is let pass, so the check sees the message at any machine speed.
        await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 1000);
        await world.resets.answer({ kind: 'continue' });
        await expect(
          world.page.getByText(
            world.t(
              e.output
                ? 'Your password has been reset and you are logged in'
                : 'Your password has been reset. Please log in.',
            ),
          ),
        ).toBeVisible();
        await world.page.clock.runFor(POPUP_ANIMATION_MS);
      }),
    },
    'xstate.error.actor.setPasswordByPhone': {
      words: (e) =>
        (e.error as { code: string }).code === 'modify.new.old.same'
          ? 'the server refuses the old password'
          : 'the server refuses the code',
      cause: step(({ resets }) => resets.answer({ kind: 'continue' })),
    },
    'xstate.done.actor.sendResetEmail': {
      words: () => 'the server mails the link',
      cause: step(async (world) => {
        // The success message's second waits for the step that lets it pass.
        await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 1000);
        await world.mails.answer({ kind: 'continue' });
      }),
    },
    'xstate.error.actor.sendResetEmail': {
      words: () => 'the network fails',
      cause: step(async ({ mails }) => {
        await mails.answer({ kind: 'abort' });
        mails.hold();
      }),
    },
    'xstate.after.successToast.forgotPassword.email.sent': {
      words: () => `${SUCCESS_MS / 1000} s pass`,
      cause: step(async (world) => {
        await world.page.clock.runFor(SUCCESS_MS);
        await world.page.clock.resume();
      }),
    },
  },
});

function rulesWords(e: ModelEvent): string {
  return Object.keys(e.output as object).length > 0
    ? `refused by the rules: ${Object.keys(e.output as object).join(', ')}`
    : 'the fields pass their rules';
}

import { expect, type Locator } from '@playwright/test';
import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import {
  loginMachine,
  type LoginContext,
  type LoginInput,
  type LoginValues,
} from '../../machines/login.machine.ts';
import { validateLoginValues } from '../../src/features/account/login-rules.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent, type ModelPath } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/** The seeded accounts (server/db/seed/accounts.ts): a member, and an agent the member site refuses. */
const MEMBER = { username: 'demo_player', password: 'Demo1234' };
const AGENT = { username: 'demo_agent', password: 'Agent1234' };
const WRONG_PASSWORD = 'Wrong1234';
const INVALID_MOBILE = '0171';
const MOBILE = '01711111111';
/** Stand-ins in the model for what the player reads at run time: the captcha's answer, the SMS's code. */
const CAPTCHA_READ = '000000';
const SMS_CODE_READ = '111111';

/** The input the login popup gives its chart on this site (MOBILEVERCODELOGIN3 switched on in `setUp`). */
export const LOGIN_INPUT: LoginInput = { mobileLoginEnabled: true, countryDialingCode: '880' };

/**
 * The chart's context after each step of a path, replayed on the same model the path came from:
 * what each state's check compares the screen with (fields, their errors, the message, the captcha).
 */
export function replayContexts<C>(machine: AnyStateMachine, input: unknown, path: ModelPath): C[] {
  const testable = toTestableMachine(machine);
  let [snapshot] = initialTransition(testable, input);
  const contexts = [snapshot.context as C];
  for (const event of path.events.slice(1)) {
    [snapshot] = transition(testable, snapshot, event as never);
    contexts.push(snapshot.context as C);
  }
  return contexts;
}

interface LoginWorld extends BaseWorld {
  /** The model's context per step, and the step the run is at (each cause moves it on). */
  contexts: LoginContext[];
  step: number;
  /** The login call, held so the waiting button can be seen, then answered. */
  loginCalls: HeldRequests;
}

const context = (world: LoginWorld): LoginContext => world.contexts[world.step]!;
const dialog = ({ page, t }: BaseWorld): Locator => page.getByRole('dialog', { name: t('Login') });
const loginButton = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', { name: world.t('Login'), exact: true });

const FIELD_LABEL: Record<keyof LoginValues, string> = {
  username: 'Username',
  password: 'Password',
  mobileNum: 'Mobile number',
  verificationCode: 'SMS code',
  captcha: 'Verification code',
  countryDialingCode: '',
};
const field = (world: BaseWorld, name: keyof LoginValues): Locator =>
  name === 'password'
    ? dialog(world).getByLabel(world.t('Password'), { exact: true })
    : dialog(world).getByRole('textbox', { name: world.t(FIELD_LABEL[name]), exact: true });

/** The English message of a field's error code (src/features/account/account-messages.ts). */
const FIELD_MESSAGE: Record<string, string> = {
  'username:required': 'Please enter your username',
  'password:required': 'Please enter your password',
  'mobileNum:mobile.invalid': 'Enter a valid mobile number',
};
/** The English message of a refused login's code. */
const ERROR_MESSAGE: Record<string, string> = {
  'user.or.token.invalid': 'Incorrect username or password',
  'non.member.login': 'Non-member account unable to login',
  'network.offline': 'No internet connection',
};

const typed = (name: keyof LoginValues, value: string): ModelEvent => ({
  type: 'field.changed',
  field: name,
  value,
});

/** The session a login answers (the model only keeps it). */
const SESSION = {
  token: 'from the server',
  merchantCode: MERCHANT,
  userName: MEMBER.username,
  type: 0,
  firstTimeLogin: false,
};

const isPristine = (c: LoginContext) =>
  Object.values({ ...c.values, countryDialingCode: '' }).every((v) => v === '') &&
  !c.captchaShown &&
  !c.remember &&
  c.errorCode === null;
/** The member's right credentials typed, no other option changed: where the toggles and the failures branch off. */
const memberReady = (c: LoginContext) =>
  c.tab === 'username' &&
  c.values.username === MEMBER.username &&
  c.values.password === MEMBER.password &&
  !c.captchaShown &&
  c.errorCode === null;
const sameErrors = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The SMS code the server sent to the number (the development outbox, server/routes/dev.ts). */
async function smsCode(world: BaseWorld): Promise<string> {
  const answer = await world.request.get(`/dev/sms-outbox?mobile=${MOBILE}`, {
    headers: { Merchant: MERCHANT },
  });
  const { value } = (await answer.json()) as { value: { body: string }[] };
  const code = /\d{6}/.exec(value.at(-1)?.body ?? '')?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${MOBILE}`);
  return code;
}

/** The answer of the captcha the page shows (the development controls read it for the page's client). */
async function captchaAnswer(world: BaseWorld): Promise<string> {
  // The picture shows once the server issued its challenge: only then is its answer the one to type.
  await expect(
    dialog(world)
      .getByRole('button', { name: world.t('New picture') })
      .locator('img'),
  ).toBeVisible();
  const answer = await world.page.request.get('/dev/captcha', { headers: { Merchant: MERCHANT } });
  expect(answer.ok(), 'a captcha was issued to the page').toBe(true);
  return ((await answer.json()) as { value: { answer: string } }).value.answer;
}

/** Each cause moves the run to the next step of the model before the states are checked. */
const step =
  (cause: (world: LoginWorld, event: ModelEvent) => Promise<void>) =>
  async (world: LoginWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };
const settles = step(async () => {});

export const loginAdapter = defineAdapter<LoginWorld>({
  chart: 'login',
  machine: loginMachine,
  input: LOGIN_INPUT,
  events: [
    { type: 'xstate.done.actor.loadCredentials', output: null },
    typed('username', MEMBER.username),
    typed('username', AGENT.username),
    typed('password', MEMBER.password),
    typed('password', WRONG_PASSWORD),
    typed('password', AGENT.password),
    typed('captcha', CAPTCHA_READ),
    typed('mobileNum', INVALID_MOBILE),
    typed('mobileNum', MOBILE),
    typed('verificationCode', SMS_CODE_READ),
    { type: 'login.submit' },
    { type: 'xstate.done.actor.validateLogin', output: {} },
    {
      type: 'xstate.done.actor.validateLogin',
      output: { username: 'required', password: 'required' },
    },
    { type: 'xstate.done.actor.submitLogin', output: SESSION },
    {
      type: 'xstate.error.actor.submitLogin',
      error: { code: 'user.or.token.invalid', value: { captcha: true } },
    },
    {
      type: 'xstate.error.actor.submitLogin',
      error: { code: 'non.member.login', value: { captcha: true } },
    },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'network.offline' } },
    { type: 'error.dismissed' },
    { type: 'tab.changed', tab: 'sms' },
    { type: 'sms.requested' },
    { type: 'xstate.done.actor.checkMobile', output: { mobileNum: 'mobile.invalid' } },
    { type: 'xstate.done.actor.checkMobile', output: {} },
    { type: 'remember.toggled' },
    { type: 'disclaimer.toggled' },
    { type: 'password.toggled' },
  ],
  canSend(keys, event, c: LoginContext) {
    const idle = keys.includes('editing.idle');
    switch (event.type) {
      case 'field.changed': {
        if (
          !idle ||
          c.passwordVisible ||
          c.remember ||
          !c.disclaimerChecked ||
          (Object.keys(c.fieldErrors).length > 0 && c.tab === 'username')
        )
          return false;
        const { field: name, value } = event as unknown as {
          field: keyof LoginValues;
          value: string;
        };
        if (name === 'username') return c.tab === 'username' && c.values.username === '';
        if (name === 'password') {
          if (c.tab !== 'username' || c.values.username === '') return false;
          const owner =
            c.values.username === AGENT.username
              ? [AGENT.password]
              : [MEMBER.password, WRONG_PASSWORD];
          // After a refusal the player types the right password (the captcha then shows).
          if (c.values.password === WRONG_PASSWORD)
            return c.captchaShown && value === MEMBER.password;
          return c.values.password === '' && owner.includes(value);
        }
        if (name === 'captcha')
          return c.captchaShown && c.values.captcha === '' && c.values.password === MEMBER.password;
        if (name === 'mobileNum') {
          if (c.captchaShown) return false;
          // A wrong number first (its error shows), then the right one; the SMS login itself is a walked sequence.
          if (value === INVALID_MOBILE) return c.tab === 'sms' && c.values.mobileNum === '';
          return c.values.mobileNum === INVALID_MOBILE && 'mobileNum' in c.fieldErrors;
        }
        // The code exists only once an SMS went out, which the form's context does not record:
        // typing it belongs to the walked SMS login sequence.
        return false;
      }
      case 'login.submit':
        if (
          !idle ||
          !c.disclaimerChecked ||
          c.passwordVisible ||
          c.tab !== 'username' ||
          Object.keys(c.fieldErrors).length > 0
        )
          return false;
        // An empty form (its errors show), or every shown field typed.
        return (
          isPristine(c) ||
          (c.values.password !== '' && c.captchaShown === (c.values.captcha !== ''))
        );
      case 'xstate.done.actor.validateLogin':
      case 'xstate.done.actor.checkMobile':
        // The rules' real answer for the typed values (the site runs the same rules).
        return sameErrors(
          event.output,
          validateLoginValues(
            c,
            event.type === 'xstate.done.actor.checkMobile' ? ['mobileNum'] : null,
          ),
        );
      case 'xstate.done.actor.submitLogin':
        return (
          c.values.username === MEMBER.username &&
          c.values.password === MEMBER.password &&
          (c.errorCode === null || c.captchaShown)
        );
      case 'xstate.error.actor.submitLogin': {
        const code = (event.error as { code: string }).code;
        if (code === 'user.or.token.invalid') return c.values.password === WRONG_PASSWORD;
        if (code === 'non.member.login') return c.values.username === AGENT.username;
        // The connection fails once, on the member's first try without any option changed.
        return memberReady(c) && !c.remember && c.disclaimerChecked;
      }
      case 'tab.changed':
        if (!idle || c.tab !== 'username' || Object.keys(c.fieldErrors).length > 0) return false;
        // From an empty form, or with the captcha shown after a refused password (it stays, with a new picture).
        return isPristine(c) || (c.captchaShown && c.values.password === WRONG_PASSWORD);
      case 'sms.requested':
        return (
          idle && c.tab === 'sms' && c.values.mobileNum !== '' && !('mobileNum' in c.fieldErrors)
        );
      case 'remember.toggled':
        return idle && memberReady(c) && !c.remember && !c.passwordVisible && c.disclaimerChecked;
      case 'password.toggled':
        return idle && memberReady(c) && !c.remember && c.disclaimerChecked;
      case 'disclaimer.toggled':
        return idle && memberReady(c) && !c.remember && !c.passwordVisible;
      default:
        return true;
    }
  },
  sequences: [
    // Login with an SMS code: a wrong number is refused before anything is sent, the right one gets
    // the code, which the player types from the message (read from the development outbox).
    [
      { type: 'xstate.done.actor.loadCredentials', output: null },
      { type: 'tab.changed', tab: 'sms' },
      { type: 'xstate.done.actor.loadCredentials', output: null },
      typed('mobileNum', INVALID_MOBILE),
      { type: 'sms.requested' },
      { type: 'xstate.done.actor.checkMobile', output: { mobileNum: 'mobile.invalid' } },
      typed('mobileNum', MOBILE),
      { type: 'sms.requested' },
      { type: 'xstate.done.actor.checkMobile', output: {} },
      typed('verificationCode', SMS_CODE_READ),
      { type: 'login.submit' },
      { type: 'xstate.done.actor.validateLogin', output: {} },
      { type: 'xstate.done.actor.submitLogin', output: SESSION },
    ],
  ],
  notDriven: {
    'xstate.error.actor.loadCredentials':
      'the remembered credentials are read from local storage, which answers or holds nothing; there is no failure to arrange',
    'xstate.error.actor.validateLogin':
      'the rules run in the browser on the typed values and always answer',
    'xstate.error.actor.checkMobile':
      'the rules run in the browser on the typed values and always answer',
    'language.changed':
      "the language is chosen in the region and language popup, which the modal login dialog covers: no player can change it while the form shows (the chart's Vitest model covers it)",
    'xstate.after.languageDebounce.login.editing.languagePending':
      'follows a language change, which no player can make while the form shows (see language.changed)',
    'xstate.done.actor.revalidateShown':
      'follows a language change, which no player can make while the form shows (see language.changed)',
    'xstate.error.actor.revalidateShown':
      'follows a language change, which no player can make while the form shows (see language.changed)',
    'social.chosen':
      'the site shows a social button only with a registered sign-in provider, and the build registers none (e2e/social-sign-in.spec.ts checks that no button shows)',
    'xstate.done.actor.signInSocially':
      'follows social.chosen, which the build offers no button for',
    'region.answered':
      "the region table answers as the form opens, a moment no player acts in; these paths start with the code known (LOGIN_INPUT), and the chart's Vitest model covers a code that arrives later",
    'xstate.error.actor.signInSocially':
      'follows social.chosen, which the build offers no button for',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    await configureSite(base.request, {
      whitelabel: [{ moduleId: 'MOBILEVERCODELOGIN3', enabled: true }],
    });
    const loginCalls = await HeldRequests.install(
      base.page,
      /\/wps\/session\/login(\?|$)/,
      'login',
    );
    await base.page.goto(`/m/login?lang=${base.lang.toUpperCase()}`);
    return {
      ...base,
      loginCalls,
      step: 0,
      contexts: replayContexts<LoginContext>(loginMachine, LOGIN_INPUT, path),
    };
  },
  states: {
    loadingCredentials: {
      words: 'loading the remembered login',
      unseen:
        'the remembered credentials are read from local storage as the form opens; the form shows them in the same moment',
    },
    editing: {
      words: 'the form',
      async see(world, active) {
        const c = context(world);
        await expect(dialog(world)).toBeVisible();
        // While the number is checked the form already shows the answer: the next step checks it.
        if (active.includes('editing.checkingMobile')) return;
        const tab = dialog(world).getByRole('tab', {
          name: world.t(c.tab === 'username' ? 'Username' : 'Mobile number'),
        });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const shown: (keyof LoginValues)[] =
          c.tab === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];
        if (c.captchaShown) shown.push('captcha');
        for (const name of shown) {
          // The captcha and the SMS code are typed from what the page and the SMS show, not the model's stand-in.
          if (name !== 'captcha' && name !== 'verificationCode')
            await expect(field(world, name)).toHaveValue(c.values[name]);
          const code = c.fieldErrors[name];
          if (code) {
            await expect(field(world, name)).toHaveAttribute('aria-invalid', 'true');
            await expect(
              dialog(world).getByText(world.t(FIELD_MESSAGE[`${name}:${code}`]!)),
            ).toBeVisible();
          } else {
            await expect(field(world, name)).not.toHaveAttribute('aria-invalid');
          }
        }
        await expect(field(world, 'captcha')).toHaveCount(c.captchaShown ? 1 : 0);
        if (c.captchaShown)
          await expect(
            dialog(world).getByRole('button', { name: world.t('New picture') }),
          ).toBeVisible();
        const alert = dialog(world).getByRole('alert');
        if (c.errorCode === null) await expect(alert).toHaveCount(0);
        else await expect(alert).toContainText(world.t(ERROR_MESSAGE[c.errorCode]!));
        if (c.tab === 'username') {
          await expect(field(world, 'password')).toHaveAttribute(
            'type',
            c.passwordVisible ? 'text' : 'password',
          );
          await expect(
            dialog(world).getByRole('button', { name: world.t('Show password') }),
          ).toHaveAttribute('aria-pressed', String(c.passwordVisible));
        }
        const remember = dialog(world).getByRole('checkbox', {
          name: world.t('Remember password'),
        });
        await (c.remember ? expect(remember).toBeChecked() : expect(remember).not.toBeChecked());
        // Login is refused while the disclaimer is unchecked (requirements A2).
        await (c.disclaimerChecked
          ? expect(loginButton(world)).toBeEnabled()
          : expect(loginButton(world)).toBeDisabled());
        expect(await session(world)).toBeNull();
      },
    },
    'editing.idle': {
      words: 'nothing pending',
      async see(world) {
        await expect(loginButton(world)).not.toHaveAttribute('aria-busy');
        world.loginCalls.expectNoneHeld();
      },
    },
    'editing.languagePending': {
      words: 'waiting for the language to settle',
      unseen:
        'reached only by a language change, which no player can make while the modal login dialog shows (language.changed is not driven)',
    },
    'editing.revalidating': {
      words: 'checking the shown errors again',
      unseen:
        'reached only by a language change, which no player can make while the modal login dialog shows (language.changed is not driven)',
    },
    'editing.checkingMobile': {
      words: 'checking the mobile number',
      unseen:
        "the number's rule runs in the browser as Get code is tapped; its answer (the error, or the sent code) shows in the same moment",
    },
    signingInSocially: {
      words: 'signing in with a provider',
      unseen:
        'reached only from a social button, which the build does not offer (no sign-in provider is registered)',
    },
    validating: {
      words: 'checking the fields',
      unseen:
        'the rules run in the browser as Login is tapped; their answer (the errors, or the login call) shows in the same moment',
    },
    submitting: {
      words: 'logging in',
      async see(world) {
        await world.loginCalls.expectHeld();
        await expect(loginButton(world)).toHaveAttribute('aria-busy', 'true');
        await expect(dialog(world).getByRole('alert')).toHaveCount(0);
      },
    },
    refused: {
      words: 'refused: not a member account',
      async see(world) {
        const alert = dialog(world).getByRole('alert');
        await expect(alert).toContainText(world.t('Non-member account unable to login'));
        await expect(alert.getByRole('button', { name: world.t('OK') })).toBeVisible();
        await expect(loginButton(world)).toBeDisabled();
        expect(await session(world)).toBeNull();
      },
    },
    loggedIn: {
      words: 'logged in',
      async see(world) {
        await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Deposit') }),
        ).toBeVisible();
        expect(await session(world)).toMatchObject({ userName: MEMBER.username });
        // Remember password keeps the user name for next time, and only then.
        const remembered = await world.page.evaluate(() => JSON.stringify(localStorage));
        if (context(world).remember) expect(remembered).toContain(MEMBER.username);
        else expect(remembered).not.toContain(MEMBER.username);
      },
    },
  },
  on: {
    'xstate.done.actor.loadCredentials': { words: () => 'nothing remembered', cause: settles },
    'field.changed': {
      words: (e) =>
        e.field === 'captcha'
          ? "type the captcha's answer"
          : e.field === 'verificationCode'
            ? 'type the code the SMS brought'
            : `type ${String(e.field)} ${String(e.value)}`,
      cause: step(async (world, e) => {
        const name = e.field as keyof LoginValues;
        const value =
          name === 'captcha'
            ? await captchaAnswer(world)
            : name === 'verificationCode'
              ? await smsCode(world)
              : String(e.value);
        await field(world, name).fill(value);
      }),
    },
    'login.submit': {
      words: () => 'tap Login',
      cause: step((world) => loginButton(world).click()),
    },
    'xstate.done.actor.validateLogin': {
      words: (e) =>
        Object.keys(e.output as object).length > 0
          ? 'fields refused by their rules'
          : 'fields pass their rules',
      cause: settles,
    },
    'xstate.done.actor.submitLogin': {
      words: () => 'the server logs in',
      cause: step(({ loginCalls }) => loginCalls.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.submitLogin': {
      words: (e) => {
        const code = (e.error as { code: string }).code;
        return code === 'network.offline'
          ? 'the network fails'
          : code === 'non.member.login'
            ? 'the server refuses an agent'
            : 'the server refuses the password';
      },
      cause: step(async ({ loginCalls }, e) => {
        await loginCalls.answer({
          kind: (e.error as { code: string }).code === 'network.offline' ? 'abort' : 'continue',
        });
        // The next try is held again.
        loginCalls.hold();
      }),
    },
    'error.dismissed': {
      words: () => 'tap OK',
      cause: step((world) =>
        dialog(world)
          .getByRole('alert')
          .getByRole('button', { name: world.t('OK') })
          .click(),
      ),
    },
    'tab.changed': {
      words: () => 'choose the Mobile number tab',
      cause: step((world) =>
        dialog(world)
          .getByRole('tab', { name: world.t('Mobile number') })
          .click(),
      ),
    },
    'sms.requested': {
      words: () => 'tap Get code',
      cause: step((world) =>
        dialog(world)
          .getByRole('button', { name: world.t('Get code') })
          .click(),
      ),
    },
    'xstate.done.actor.checkMobile': {
      words: (e) =>
        Object.keys(e.output as object).length > 0
          ? 'the number is refused by its rule'
          : 'the number passes; the code is sent',
      cause: step(async (world, e) => {
        if (Object.keys(e.output as object).length > 0) return;
        // The button's chart sends the code (the real server) and counts down.
        await expect(
          dialog(world).getByRole('button', {
            name: new RegExp(
              escape(world.t('Resend in {seconds}s')).replace('\\{seconds\\}', '\\d+'),
            ),
          }),
        ).toBeDisabled();
      }),
    },
    'remember.toggled': {
      words: () => 'tick Remember password',
      cause: step((world) =>
        dialog(world)
          .getByRole('checkbox', { name: world.t('Remember password') })
          .click(),
      ),
    },
    'disclaimer.toggled': {
      words: () => 'tap the age and terms box',
      cause: step((world) =>
        dialog(world)
          .getByRole('checkbox', {
            name: new RegExp(
              escape(
                world.t(
                  'I am at least {ageLimit} years old and agree to the terms and conditions.',
                ),
              ).replace('\\{ageLimit\\}', '\\d+'),
            ),
          })
          .click(),
      ),
    },
    'password.toggled': {
      words: () => 'tap Show password',
      cause: step((world) =>
        dialog(world)
          .getByRole('button', { name: world.t('Show password') })
          .click(),
      ),
    },
  },
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function session(world: BaseWorld): Promise<unknown> {
  return world.page.evaluate(() => {
    const raw = sessionStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
}

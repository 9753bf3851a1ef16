import { expect, type Locator } from '@playwright/test';
import { initialTransition, transition } from 'xstate';
import {
  registrationMachine,
  type RegistrationContext,
  type RegistrationInput,
} from '../../machines/registration.machine.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent, type ModelPath } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/*
 * The registration popup on its own page (/m/register), in five scenarios, each with the site
 * configured through the development controls and the chart's input as the site then gives it:
 * - by user name: the field rules, the user-name check, the invitation code (valid, invalid, a
 *   network failure), the terms box, a registration lost to the network;
 * - by mobile number: "Get code" with an invalid and a valid number, and (one walked sequence) the
 *   registration with the code the SMS brought;
 * - an invitation code from the address (?affiliateCode=, src/features/account/registration-payload.ts),
 *   valid and invalid: the form hides the field and the server checks the code on registering;
 * - with the captcha: the picture loading, failing, renewed, a wrong answer refused (which renews it).
 * Paths are bounded by `canSend`: the player types the fields in form order, corrects only a field
 * shown in error, and each scenario offers only the values that lead somewhere new (see below).
 */

const BY_NAME = 'by user name';
const BY_MOBILE = 'by mobile number';
const LINKED = 'with a valid invitation code in the address';
const LINKED_WRONG = 'with an invalid invitation code in the address';
const CAPTCHA = 'with the captcha';

const NAME = { invalid: 'ab', taken: 'demo_player', free: 'newplayer01' } as const;
const PASSWORD = 'Secret123';
const INVITATION = { wrong: 'WRONG99', valid: 'DEMO2024' } as const;
const MOBILE = { invalid: '0171', valid: '01766666666' } as const;
/** Stand-ins in the model for what the player reads at run time: the code the SMS brought, the captcha's answer. */
const SMS_CODE = 'the code from the SMS';
const CAPTCHA_RIGHT = 'the answer in the picture';
/** The captcha's answer has 4 digits (server/services/captcha-image.ts): five can never be right. */
const CAPTCHA_WRONG = '99999';
/** The field rules' code for a value that breaks its pattern or length (src/features/account/field-rules.ts). */
const RULE_INVALID = 'rule.invalid';
/** The picture the model keeps (the site's is a data URL). */
const PICTURE = 'a captcha picture';

/** The chart's input as the register popup builds it (src/features/account/components/use-registration-actor.ts). */
const input = (over: Partial<RegistrationInput>): RegistrationInput => ({
  usernameEnabled: true,
  mobileEnabled: true,
  invitationEnabled: true,
  // No phone-auth provider is registered by default (src/lib/phone-auth.ts).
  phoneAuthVerification: false,
  affiliateCode: '',
  countryDialingCode: '880',
  captchaEnabled: false,
  ...over,
});
const INPUTS: Record<string, RegistrationInput> = {
  [BY_NAME]: input({}),
  [BY_MOBILE]: input({ usernameEnabled: false }),
  [LINKED]: input({ invitationEnabled: false, affiliateCode: INVITATION.valid }),
  [LINKED_WRONG]: input({ invitationEnabled: false, affiliateCode: INVITATION.wrong }),
  [CAPTCHA]: input({ invitationEnabled: false, captchaEnabled: true }),
};

/** The address code per scenario (the site reads ?affiliateCode=). */
const ADDRESS_CODE: Record<string, string> = {
  [LINKED]: INVITATION.valid,
  [LINKED_WRONG]: INVITATION.wrong,
};

/** The user-name tab without an SMS code or a mobile number, and a rule that lets the seeded names (with "_") pass. */
const USERNAME_FORM = {
  whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'REGMOBVERF3', enabled: false }] }],
  registration: {
    fields: { mobileNum: { enabled: false } },
    patterns: { username: { regex: '^[A-Za-z0-9_]+$' } },
  },
};
const SITE: Record<string, Record<string, unknown>> = {
  [BY_NAME]: USERNAME_FORM,
  // Mobile registration only (the default site otherwise: the SMS code on, a password, the invitation field).
  [BY_MOBILE]: {
    whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'USERNAMEREG3', enabled: false }] }],
  },
  [LINKED]: USERNAME_FORM,
  [LINKED_WRONG]: USERNAME_FORM,
  [CAPTCHA]: {
    ...USERNAME_FORM,
    registration: {
      ...USERNAME_FORM.registration,
      fields: {
        mobileNum: { enabled: false },
        captcha: { enabled: true },
        affiliateCode: { enabled: false },
      },
    },
  },
};

const typed = (field: string, value: string): ModelEvent => ({
  type: 'field.changed',
  field,
  value,
});
const submit: ModelEvent = { type: 'register.submit' };
const rulesPass: ModelEvent = { type: 'xstate.done.actor.validateRegistration', output: {} };
const nameFree: ModelEvent = { type: 'xstate.done.actor.checkUsername', output: true };
const registered = (userName: string): ModelEvent => ({
  type: 'xstate.done.actor.submitRegistration',
  output: { userName },
});
const refused = (code: string): ModelEvent => ({
  type: 'xstate.error.actor.submitRegistration',
  error: { code },
});
const offline = { code: 'network.offline' };
const toUsernameTab: ModelEvent = { type: 'tab.changed', method: 'username' };
const username = [typed('password', PASSWORD), typed('confimpsw', PASSWORD)];
const pictureArrives: ModelEvent = { type: 'xstate.done.actor.fetchCaptcha', output: PICTURE };

/** The fields each tab needs typed before Register, in form order (requirements A2.9 "Registration"). */
const REQUIRED: Record<RegistrationContext['method'], string[]> = {
  username: ['username', 'password', 'confimpsw'],
  mobileNum: ['password', 'confimpsw', 'mobileNum'],
};
/** The value that puts a field in error right again. */
const GOOD: Record<string, string> = {
  username: NAME.free,
  affiliateCode: INVITATION.valid,
  mobileNum: MOBILE.valid,
};

/** What the site's field rules answer for the typed values (the model's done events must agree). */
function ruleErrors(c: RegistrationContext, fields: string[] | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const wanted = (f: string) => fields === null || fields.includes(f);
  if (wanted('username') && c.method === 'username' && c.values.username === NAME.invalid)
    errors.username = RULE_INVALID;
  if (wanted('mobileNum') && c.values.mobileNum === MOBILE.invalid) errors.mobileNum = RULE_INVALID;
  return errors;
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const hasErrors = (c: RegistrationContext) => Object.keys(c.fieldErrors).length > 0;
const pristine = (c: RegistrationContext) => c.method === 'mobileNum' && c.errorCode === null;
const allTyped = (c: RegistrationContext) =>
  REQUIRED[c.method].every((f) => c.values[f] !== undefined);

/** Typing: the required fields in form order, then the optional ones; afterwards only a field in error, to its good value. */
function mayType(c: RegistrationContext, keys: string[], field: string, value: string): boolean {
  // With both tabs the player of these paths picks the user-name tab first.
  if (c.usernameEnabled && c.method === 'mobileNum') return false;
  const next = REQUIRED[c.method].find((f) => c.values[f] === undefined);
  if (next !== undefined) return field === next;
  if (c.fieldErrors[field] !== undefined) return value === GOOD[field];
  if (hasErrors(c)) return false;
  switch (field) {
    case 'affiliateCode':
      // One invitation code per path, after a free user name.
      return (
        c.invitationEnabled &&
        c.values.affiliateCode === '' &&
        c.values.username === NAME.free &&
        c.termsAgreed &&
        c.errorCode === null
      );
    case 'captcha':
      // The answer needs a picture; after a refused answer the player types the new picture's.
      return (
        keys.includes('open.captcha.shown') &&
        (c.values.captcha === undefined
          ? c.errorCode === null
          : c.errorCode === 'captcha.invalid' && value === CAPTCHA_RIGHT)
      );
    default:
      // The SMS code is typed after "Get code" sent it: the chart keeps no trace of the sending (its
      // child does), so that order is the walked sequence below, not a generated path.
      return false;
  }
}

/** What the server answers a registration of these values (the model's done or error event must agree). */
function registrationAnswer(c: RegistrationContext): string {
  if (c.values.username === NAME.taken) return 'username.exists';
  if (c.captchaEnabled && c.values.captcha !== CAPTCHA_RIGHT) return 'captcha.invalid';
  if (!c.invitationEnabled && c.affiliateCode === INVITATION.wrong) return 'affiliate.invalid';
  return 'registered';
}

interface RegistrationWorld extends BaseWorld {
  scenario: string;
  /** The model's context after each step, and the step the run is at (each cause moves it on). */
  contexts: RegistrationContext[];
  step: number;
  /** The event of the step the run is at. */
  event: ModelEvent;
  /** "Get code" passed the number: the SMS code button's chart sends the code and counts down. */
  codeSent: boolean;
  /** The calls the form waits on, held so its busy states can be seen, then answered. */
  usernameChecks: HeldRequests;
  invitationChecks: HeldRequests;
  registrations: HeldRequests;
  captchas: HeldRequests;
}

/** The chart's context after each step of a path, on the same model the path came from. */
function replayContexts(path: ModelPath): RegistrationContext[] {
  const testable = toTestableMachine(registrationMachine);
  let [snapshot] = initialTransition(testable, INPUTS[path.scenario]);
  const contexts = [snapshot.context as RegistrationContext];
  for (const event of path.events.slice(1)) {
    [snapshot] = transition(testable, snapshot, event as never);
    contexts.push(snapshot.context as RegistrationContext);
  }
  return contexts;
}

const context = (world: RegistrationWorld): RegistrationContext => world.contexts[world.step]!;
const dialog = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('dialog', { name: t('Register') });
const registerButton = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', { name: world.t('Register'), exact: true });
const pictureButton = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', { name: world.t('New picture') });

const LABEL: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confimpsw: 'Confirm password',
  mobileNum: 'Mobile number',
  verificationCode: 'SMS verification code',
  affiliateCode: 'Invitation code',
  captcha: 'Verification code',
};
const FIELD_WORDS: Record<string, string> = {
  username: 'the user name',
  password: 'the password',
  mobileNum: 'the number',
  verificationCode: 'the SMS code:',
  affiliateCode: 'the invitation code',
  captcha: 'the captcha answer:',
};
/** A field's input by its label (the tab panels are named after their tabs: only the inputs are wanted). */
const field = (world: BaseWorld, name: string): Locator => {
  const scope = dialog(world);
  return scope.getByLabel(world.t(LABEL[name]!), { exact: true }).and(scope.locator('input'));
};

/** The English message of a code the form shows above the button (src/features/account/account-messages.ts). */
const ALERT: Record<string, string> = {
  'network.offline': 'No internet connection',
  'captcha.invalid': 'Verification code error',
  'affiliate.invalid': 'Invalid invitation code',
};
/** The English message of a field's code, where it is the site's own (a rule's message is the configured one). */
const FIELD_MESSAGE: Record<string, string> = {
  'username.exists': 'Username already exists',
  'affiliate.invalid': 'Invalid invitation code',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Resend in {seconds}s" in the run's language, any number of seconds. */
const resendIn = (world: BaseWorld) =>
  new RegExp(`^${escape(world.t('Resend in {seconds}s')).replace(escape('{seconds}'), '\\d+')}$`);

const sessionUser = (world: BaseWorld) =>
  world.page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as {
          userName: string;
        } | null
      )?.userName ?? null,
  );

/** The SMS code the server sent to the number (the development outbox, server/routes/dev.ts). */
async function smsCode(world: BaseWorld): Promise<string> {
  // The outbox is read once the server's SMS queue has settled (server/routes/dev.ts).
  const answer = await world.request.get(`/dev/sms-outbox?mobile=${MOBILE.valid}`, {
    headers: { Merchant: MERCHANT },
  });
  const { value } = (await answer.json()) as { value: { body: string }[] };
  const code = /\d{6}/.exec(value[0]?.body ?? '')?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${MOBILE.valid}`);
  return code;
}

/** The answer of the captcha the page shows (the development controls read it for the page's client). */
async function captchaAnswer(world: BaseWorld): Promise<string> {
  const answer = await world.page.request.get('/dev/captcha', { headers: { Merchant: MERCHANT } });
  expect(answer.ok(), 'a captcha was issued to the page').toBe(true);
  return ((await answer.json()) as { value: { answer: string } }).value.answer;
}

/**
 * Stops the page's clock a moment ahead of its time (it keeps running while this is sent; only the
 * page's own timers due within that moment run early), so a timed message waits for its check.
 */
async function stopClock(world: BaseWorld): Promise<void> {
  await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 2000);
}

/** Each cause moves the run to the next step of the model before the states are checked. */
const step =
  (cause: (world: RegistrationWorld, event: ModelEvent) => Promise<void>) =>
  async (world: RegistrationWorld, event: ModelEvent) => {
    world.step += 1;
    world.event = event;
    await cause(world, event);
  };
/** An effect that runs in the page (the field rules): it has happened by the time the step's event is due. */
const settles = step(async () => {});

/** The form is not waiting on anything: Register can be pressed, every typed value is in its field. */
async function expectEditable(world: RegistrationWorld): Promise<void> {
  const c = context(world);
  await expect(registerButton(world)).toBeVisible();
  await expect(registerButton(world)).not.toHaveAttribute('aria-busy', 'true');
  for (const name of REQUIRED[c.method]) {
    const value = c.values[name];
    if (value !== undefined && name !== 'verificationCode')
      await expect(field(world, name)).toHaveValue(value);
  }
}

/** The form waits on the server: Register shows it is busy and the fields are read-only. */
async function expectBusy(world: RegistrationWorld, calls: HeldRequests): Promise<void> {
  await calls.expectHeld();
  await expect(registerButton(world)).toHaveAttribute('aria-busy', 'true');
  await expect(field(world, 'password')).toHaveJSProperty('readOnly', true);
}

const REFUSED_REGISTER = [
  'xstate.done.actor.validateRegistration',
  'xstate.done.actor.checkUsername',
  'xstate.done.actor.checkInvitationCode',
];

/** Every field error of the chart shows on its field, and the first one in form order has the focus. */
async function expectFieldErrors(world: RegistrationWorld): Promise<void> {
  const c = context(world);
  for (const [name, code] of Object.entries(c.fieldErrors)) {
    await expect(field(world, name)).toHaveAttribute('aria-invalid', 'true');
    const message = FIELD_MESSAGE[code];
    if (message) await expect(field(world, name)).toHaveAccessibleDescription(world.t(message));
  }
  // A refused Register puts the focus on the field in error ("Get code" with an invalid number does not move it).
  const focused = ['username', 'affiliateCode'].find((name) => c.fieldErrors[name] !== undefined);
  if (focused && REFUSED_REGISTER.includes(world.event.type))
    await expect(field(world, focused)).toBeFocused();
  if (!hasErrors(c))
    await expect(
      dialog(world).locator('input[aria-invalid="true"]:not([type="checkbox"])'),
    ).toHaveCount(0);
}

/** The message above the button (or at the terms box) is the chart's error code's, or there is none. */
async function expectMessage(world: RegistrationWorld): Promise<void> {
  const { errorCode } = context(world);
  const terms = dialog(world).getByText(
    world.t('Please read and agree to the terms and conditions'),
  );
  if (errorCode === 'terms.unchecked') {
    await expect(terms).toBeVisible();
    await expect(dialog(world).getByRole('checkbox')).not.toBeChecked();
  } else {
    await expect(terms).toHaveCount(0);
  }
  const alert = dialog(world)
    .getByRole('alert')
    .filter({ hasNotText: world.t('Please read and agree to the terms and conditions') });
  if (errorCode !== null && errorCode !== 'terms.unchecked')
    await expect(alert).toHaveText(world.t(ALERT[errorCode]!));
  else await expect(alert).toHaveCount(0);
}

export const registrationAdapter = defineAdapter<RegistrationWorld>({
  chart: 'registration',
  machine: registrationMachine,
  input: INPUTS[BY_NAME],
  scenarioInputs: INPUTS,
  events: {
    [BY_NAME]: [
      toUsernameTab,
      ...Object.values(NAME).map((name) => typed('username', name)),
      ...username,
      ...Object.values(INVITATION).map((code) => typed('affiliateCode', code)),
      { type: 'terms.toggled' },
      submit,
      rulesPass,
      { type: 'xstate.done.actor.validateRegistration', output: { username: RULE_INVALID } },
      nameFree,
      { type: 'xstate.done.actor.checkUsername', output: false },
      { type: 'xstate.error.actor.checkUsername', error: offline },
      { type: 'xstate.done.actor.checkInvitationCode', output: true },
      { type: 'xstate.done.actor.checkInvitationCode', output: false },
      { type: 'xstate.error.actor.checkInvitationCode', error: offline },
      registered(NAME.free),
      refused(offline.code),
    ],
    [BY_MOBILE]: [
      ...username,
      ...Object.values(MOBILE).map((number) => typed('mobileNum', number)),
      { type: 'sms.requested' },
      { type: 'xstate.done.actor.checkMobile', output: {} },
      { type: 'xstate.done.actor.checkMobile', output: { mobileNum: RULE_INVALID } },
    ],
    [LINKED]: [
      toUsernameTab,
      typed('username', NAME.free),
      ...username,
      submit,
      rulesPass,
      nameFree,
      registered(NAME.free),
    ],
    [LINKED_WRONG]: [
      toUsernameTab,
      typed('username', NAME.free),
      ...username,
      submit,
      rulesPass,
      nameFree,
      refused('affiliate.invalid'),
    ],
    [CAPTCHA]: [
      pictureArrives,
      { type: 'xstate.error.actor.fetchCaptcha', error: offline },
      { type: 'captcha.refresh' },
      toUsernameTab,
      typed('username', NAME.free),
      ...username,
      typed('captcha', CAPTCHA_RIGHT),
      typed('captcha', CAPTCHA_WRONG),
      submit,
      rulesPass,
      nameFree,
      registered(NAME.free),
      refused('captcha.invalid'),
    ],
  },
  canSend(keys, event, c: RegistrationContext) {
    const idle = keys.includes('open.form.editing.idle');
    // The player waits for the captcha picture before anything else, and asks for a new one when it failed.
    if (keys.includes('open.captcha.loading')) {
      // The first picture may fail; a failure later would only repeat it.
      return (
        event.type === 'xstate.done.actor.fetchCaptcha' ||
        (event.type === 'xstate.error.actor.fetchCaptcha' && pristine(c))
      );
    }
    if (keys.includes('open.captcha.failed')) return event.type === 'captcha.refresh';
    switch (event.type) {
      case 'tab.changed':
        return (
          idle &&
          Object.keys(c.values).every((k) => k === 'affiliateCode' || k === 'countryDialingCode')
        );
      case 'field.changed':
        return idle && mayType(c, keys, String(event.field), String(event.value));
      case 'terms.toggled':
        // On the one path of a free name without an invitation code: unticked before Register, ticked again after the refusal.
        return (
          idle &&
          allTyped(c) &&
          c.values.username === NAME.free &&
          c.values.affiliateCode === '' &&
          !c.captchaEnabled &&
          (c.termsAgreed ? c.errorCode === null : c.errorCode === 'terms.unchecked')
        );
      case 'register.submit':
        // Again after a network failure; after any other refusal the player changes something first.
        return (
          idle &&
          allTyped(c) &&
          !hasErrors(c) &&
          (c.errorCode === null || c.errorCode === 'network.offline') &&
          (!c.captchaEnabled || c.values.captcha !== undefined)
        );
      case 'sms.requested':
        return idle && c.values.mobileNum !== undefined && c.fieldErrors.mobileNum === undefined;
      case 'captcha.refresh':
        // A new picture before anything is typed (once the answer is typed it would make it wrong); always where the picture failed.
        return idle && (keys.includes('open.captcha.failed') || pristine(c));
      case 'xstate.done.actor.validateRegistration':
        return same(event.output, ruleErrors(c, null));
      case 'xstate.done.actor.checkMobile':
        return same(event.output, ruleErrors(c, ['mobileNum']));
      case 'xstate.done.actor.checkUsername':
        return event.output === (c.values.username !== NAME.taken);
      case 'xstate.error.actor.checkUsername':
        // A failed look-up does not block: once, on the plain path.
        return c.values.username === NAME.free && c.values.affiliateCode === '' && c.termsAgreed;
      case 'xstate.done.actor.checkInvitationCode':
        return event.output === (c.values.affiliateCode === INVITATION.valid);
      case 'xstate.error.actor.checkInvitationCode':
        return c.values.affiliateCode === INVITATION.valid;
      case 'xstate.done.actor.submitRegistration':
        return registrationAnswer(c) === 'registered';
      case 'xstate.error.actor.submitRegistration': {
        const { code } = event.error as { code: string };
        // The network fails once, on the plain path.
        if (code === offline.code)
          return (
            registrationAnswer(c) === 'registered' && c.values.affiliateCode === '' && c.termsAgreed
          );
        return registrationAnswer(c) === code;
      }
      default:
        return true;
    }
  },
  sequences: {
    [BY_MOBILE]: [
      [
        ...username,
        typed('mobileNum', MOBILE.valid),
        { type: 'sms.requested' },
        { type: 'xstate.done.actor.checkMobile', output: {} },
        typed('verificationCode', SMS_CODE),
        submit,
        rulesPass,
        registered(MOBILE.valid),
      ],
    ],
  },
  notDriven: {
    'language.changed':
      'the popup is modal: the language switch (side menu, settings) cannot be reached while the form is open; the Vitest model covers the revalidation',
    'xstate.after.languageDebounce.registration.open.form.editing.languagePending':
      'follows a language change, which is not driven (above)',
    'xstate.done.actor.revalidateShown': 'follows a language change, which is not driven (above)',
    'xstate.error.actor.revalidateShown':
      'follows a language change; the field rules run in the page and never throw',
    'xstate.error.actor.validateRegistration':
      'the field rules run in the page on the loaded settings and never throw',
    'xstate.error.actor.checkMobile':
      'the field rules run in the page on the loaded settings and never throw',
    'xstate.done.actor.verifySmsCode':
      'only with a phone-auth provider registered (src/lib/phone-auth.ts); none is by default, and the site has no control to register one',
    'xstate.error.actor.verifySmsCode':
      'only with a phone-auth provider registered (src/lib/phone-auth.ts); none is by default, and the site has no control to register one',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    await configureSite(base.request, SITE[path.scenario]!);
    const world: RegistrationWorld = {
      ...base,
      scenario: path.scenario,
      contexts: replayContexts(path),
      step: 0,
      event: { type: 'xstate.init' },
      codeSent: false,
      usernameChecks: await HeldRequests.install(
        base.page,
        /\/wps\/member\/username(\?|$)/,
        'user-name check',
      ),
      invitationChecks: await HeldRequests.install(
        base.page,
        /\/wps\/agent\/affiliate(\?|$)/,
        'invitation check',
      ),
      registrations: await HeldRequests.install(
        base.page,
        /\/wps\/member\/register(\/mobile)?(\?|$)/,
        'registration',
      ),
      captchas: await HeldRequests.install(base.page, /\/wps\/captcha(\?|$)/, 'captcha picture'),
    };
    // The page's clock runs, and stops with a registration's answer until its message has been read.
    await base.page.clock.install();
    const code = ADDRESS_CODE[path.scenario];
    await base.page.goto(
      `/m/register?lang=${base.lang.toUpperCase()}${code ? `&affiliateCode=${code}` : ''}`,
    );
    await expect(dialog(world)).toBeVisible();
    return world;
  },
  states: {
    open: {
      words: 'registration form',
      unseen: 'a parallel state: seen through its two regions, the form and the captcha picture',
    },
    'open.form': { words: 'form', unseen: 'seen through the step the form is at' },
    'open.form.editing': {
      words: 'editing',
      unseen: "seen through what is pending while editing (nothing, or the number's check)",
    },
    'open.form.editing.idle': {
      words: 'filling in',
      async see(world) {
        await expectEditable(world);
        await expectFieldErrors(world);
        await expectMessage(world);
        const c = context(world);
        // The invitation field shows only when the address carries no code.
        await expect(field(world, 'affiliateCode')).toHaveCount(c.invitationEnabled ? 1 : 0);
        if (world.codeSent) {
          // The number passed: the SMS code button's chart sent the code and counts down.
          await expect(dialog(world).getByRole('button', { name: resendIn(world) })).toBeDisabled();
        }
      },
    },
    'open.form.editing.languagePending': {
      words: 'language changed',
      unseen:
        'only after a language change, which the modal popup keeps out of reach (language.changed is not driven)',
    },
    'open.form.editing.revalidating': {
      words: 'errors checked again',
      unseen:
        'only after a language change, which the modal popup keeps out of reach (language.changed is not driven)',
    },
    'open.form.editing.checkingMobile': {
      words: 'checking the number',
      unseen:
        'the number is checked by the field rules in the page (a resolved promise): the form leaves this state before it is painted',
    },
    'open.form.validating': {
      words: 'checking the fields',
      unseen:
        'the field rules run in the page (a resolved promise): the form leaves this state before it is painted',
    },
    'open.form.checkingUsername': {
      words: 'checking the user name',
      see: (world) => expectBusy(world, world.usernameChecks),
    },
    'open.form.reviewing': {
      words: 'reviewing the checks',
      unseen: 'left by its own guarded transitions in the step that entered it',
    },
    'open.form.verifyingSms': {
      words: 'verifying the SMS code',
      unseen:
        'no path reaches it: only with a phone-auth provider registered, none is by default (its events are not driven)',
    },
    'open.form.checkingInvitation': {
      words: 'checking the invitation code',
      see: (world) => expectBusy(world, world.invitationChecks),
    },
    'open.form.submitting': {
      words: 'registering',
      see: (world) => expectBusy(world, world.registrations),
    },
    'open.captcha': { words: 'captcha', unseen: "seen through the picture's state" },
    'open.captcha.hidden': {
      words: 'no captcha',
      async see(world) {
        await expect(field(world, 'captcha')).toHaveCount(0);
        await expect(pictureButton(world)).toHaveCount(0);
      },
    },
    'open.captcha.loading': {
      words: 'picture loading',
      async see(world) {
        await world.captchas.expectHeld();
        await expect(pictureButton(world)).toBeVisible();
        await expect(pictureButton(world).locator('img')).toHaveCount(0);
      },
    },
    'open.captcha.shown': {
      words: 'picture shown',
      async see(world) {
        world.captchas.expectNoneHeld();
        await expect(pictureButton(world).locator('img')).toHaveAttribute('src', /^data:image\//);
      },
    },
    'open.captcha.failed': {
      words: 'picture failed',
      async see(world) {
        world.captchas.expectNoneHeld();
        await expect(pictureButton(world)).toBeVisible();
        await expect(pictureButton(world).locator('img')).toHaveCount(0);
      },
    },
    registered: {
      words: 'registered and logged in',
      async see(world) {
        // The page's clock stopped with the answer (the cause): the 1.5 s message is read before it can go.
        await expect(world.page.getByText(world.t('Registered successfully'))).toBeVisible();
        await world.page.clock.resume();
        await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Login') }),
        ).toHaveCount(0);
        expect(await sessionUser(world)).toBe(context(world).registeredAs);
      },
    },
  },
  on: {
    'tab.changed': {
      words: () => 'tap the Username tab',
      cause: step((world) =>
        dialog(world)
          .getByRole('tab', { name: world.t('Username') })
          .click(),
      ),
    },
    'field.changed': {
      words: (e) =>
        e.field === 'confimpsw'
          ? 'type the password again'
          : `type ${FIELD_WORDS[String(e.field)] ?? String(e.field)} ${String(e.value)}`,
      cause: step(async (world, e) => {
        const name = String(e.field);
        let value = String(e.value);
        if (value === SMS_CODE) value = await smsCode(world);
        else if (value === CAPTCHA_RIGHT) value = await captchaAnswer(world);
        await field(world, name).fill(value);
      }),
    },
    'terms.toggled': {
      words: () => 'tap the terms box',
      cause: step((world) => dialog(world).getByRole('checkbox').click()),
    },
    'register.submit': {
      words: () => 'tap Register',
      cause: step(async (world) => {
        for (const calls of [world.usernameChecks, world.invitationChecks, world.registrations])
          calls.hold();
        await registerButton(world).click();
      }),
    },
    'sms.requested': {
      words: () => 'tap Get code',
      cause: step((world) =>
        dialog(world)
          .getByRole('button', { name: world.t('Get code') })
          .click(),
      ),
    },
    'captcha.refresh': {
      words: () => 'tap the picture',
      cause: step(async (world) => {
        world.captchas.hold();
        await pictureButton(world).click();
      }),
    },
    'xstate.done.actor.validateRegistration': {
      words: (e) =>
        same(e.output, {}) ? 'the fields pass their rules' : 'the user name breaks its rule',
      cause: settles,
    },
    'xstate.done.actor.checkMobile': {
      words: (e) =>
        same(e.output, {}) ? 'the number passes: the code is sent' : 'the number breaks its rule',
      cause: step(async (world, e) => {
        world.codeSent = same(e.output, {});
      }),
    },
    'xstate.done.actor.checkUsername': {
      words: (e) => (e.output ? 'the server: the name is free' : 'the server: the name is taken'),
      cause: step(({ usernameChecks }) => usernameChecks.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.checkUsername': {
      words: () => 'the look-up fails on the network',
      cause: step(({ usernameChecks }) => usernameChecks.answer({ kind: 'abort' })),
    },
    'xstate.done.actor.checkInvitationCode': {
      words: (e) =>
        e.output ? 'the server: the code is valid' : 'the server: the code is invalid',
      cause: step(({ invitationChecks }) => invitationChecks.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.checkInvitationCode': {
      words: () => 'the check fails on the network',
      cause: step(({ invitationChecks }) => invitationChecks.answer({ kind: 'abort' })),
    },
    'xstate.done.actor.submitRegistration': {
      words: () => 'the server registers the player',
      cause: step(async (world) => {
        await stopClock(world);
        await world.registrations.answer({ kind: 'continue' });
      }),
    },
    'xstate.error.actor.submitRegistration': {
      words: (e) => {
        const { code } = e.error as { code: string };
        return code === offline.code
          ? 'the registration fails on the network'
          : `the server refuses: ${code}`;
      },
      cause: step(async (world, e) => {
        // The refusal renews the captcha: its new picture is held so the loading can be seen.
        world.captchas.hold();
        const { code } = e.error as { code: string };
        await world.registrations.answer({ kind: code === offline.code ? 'abort' : 'continue' });
      }),
    },
    'xstate.done.actor.fetchCaptcha': {
      words: () => 'the picture arrives',
      cause: step(({ captchas }) => captchas.answer({ kind: 'continue' })),
    },
    'xstate.error.actor.fetchCaptcha': {
      words: () => 'the picture fails on the network',
      cause: step(({ captchas }) => captchas.answer({ kind: 'abort' })),
    },
  },
});

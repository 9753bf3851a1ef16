import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import {
  registrationMachine,
  type RegistrationInput,
  type RegistrationRequest,
  type ValidationRequest,
} from '../../machines/registration.machine.ts';
import type { FieldErrors, SessionInfo } from '../../machines/account/shared.ts';
import type { ChartModelOptions, ModelEvent } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { registrationOracle } from './oracles/registration.oracle.ts';
import { quietSms } from './oracles/sms-child.ts';

type ModelOptions = NonNullable<ChartModelOptions['models']>[string];

const base: RegistrationInput = {
  usernameEnabled: true,
  mobileEnabled: true,
  invitationEnabled: false,
  phoneAuthVerification: false,
  affiliateCode: '',
  countryDialingCode: '880',
  captchaEnabled: false,
};
const session: SessionInfo = { token: 't0k', userName: 'alice', type: 0 };
const field = (name: string, value: string) => ({ type: 'field.changed', field: name, value });
const submit = { type: 'register.submit' };
const valid = { type: 'xstate.done.actor.validateRegistration', output: {} };
const registered = { type: 'xstate.done.actor.submitRegistration', output: session };
const refused = {
  type: 'xstate.error.actor.submitRegistration',
  error: { code: 'username.exists' },
};
const debounced = {
  type: 'xstate.after.languageDebounce.registration.open.form.editing.languagePending',
};

// The submit pipeline's answers: the graph would otherwise try them with no payload.
const answers: ModelEvent[] = [
  submit,
  valid,
  {
    type: 'xstate.done.actor.validateRegistration',
    output: { password: 'length', email: 'pattern' },
  },
  { type: 'xstate.error.actor.validateRegistration', error: new Error('rules missing') },
  { type: 'xstate.done.actor.verifySmsCode', output: 'fb-id-token' },
  { type: 'xstate.error.actor.verifySmsCode', error: { code: 'verification.code.invalid' } },
  { type: 'xstate.done.actor.checkInvitationCode', output: true },
  { type: 'xstate.done.actor.checkInvitationCode', output: false },
  { type: 'xstate.error.actor.checkInvitationCode', error: { code: 'network.offline' } },
  registered,
  refused,
];

// Each model tries only the events it lists; together they take every state and branch.
// The submit pipeline with every optional step on, from a username-only form with no name typed.
const pipeline: ModelOptions = {
  input: { ...base, mobileEnabled: false, invitationEnabled: true, phoneAuthVerification: true },
  events: [...answers, field('affiliateCode', 'INV1')],
};
// An invitation code from the address, no SMS verification, the mobile tab.
const invited: ModelOptions = {
  input: { ...base, invitationEnabled: true, affiliateCode: 'INV1' },
  events: [
    submit,
    valid,
    ...answers.filter((e) => e.type.endsWith('checkInvitationCode')),
    registered,
  ],
};
// The user-name look-up on the username tab: free, taken, failed; a taken name through a language change.
const username: ModelOptions = {
  input: { ...base, mobileEnabled: false },
  events: [
    submit,
    field('username', ' alice01 '),
    valid,
    { type: 'xstate.done.actor.validateRegistration', output: { password: 'length' } },
    { type: 'xstate.done.actor.validateRegistration', output: { username: 'length' } },
    { type: 'xstate.done.actor.checkUsername', output: true },
    { type: 'xstate.done.actor.checkUsername', output: false },
    { type: 'xstate.error.actor.checkUsername', error: new Error('offline') },
    registered,
  ],
  sequences: [
    // A taken name survives a language change; the other shown codes are checked again.
    [
      field('username', 'alice01'),
      submit,
      { type: 'xstate.done.actor.validateRegistration', output: { password: 'length' } },
      { type: 'xstate.done.actor.checkUsername', output: false },
      { type: 'language.changed' },
      debounced,
      { type: 'xstate.done.actor.revalidateShown', output: {} },
    ],
    // A language change waits for the last one; a failed revalidation keeps the codes shown.
    [
      submit,
      { type: 'xstate.done.actor.validateRegistration', output: { password: 'length' } },
      { type: 'language.changed' },
      { type: 'language.changed' },
      debounced,
      { type: 'xstate.error.actor.revalidateShown', error: new Error('rules missing') },
      { type: 'language.changed' },
      debounced,
      { type: 'xstate.done.actor.revalidateShown', output: {} },
    ],
    // The rules now refuse the name themselves: their code replaces the taken one.
    [
      field('username', 'alice01'),
      submit,
      valid,
      { type: 'xstate.done.actor.checkUsername', output: false },
      { type: 'language.changed' },
      debounced,
      { type: 'xstate.done.actor.revalidateShown', output: { username: 'length' } },
    ],
  ],
};
// Tabs, typing and the confirmation rule (field errors come from the other models and the rules below).
const form: ModelOptions = {
  input: base,
  events: [
    valid,
    { type: 'xstate.error.actor.validateRegistration', error: new Error('rules missing') },
    registered,
    refused,
    { type: 'tab.changed', method: 'username' },
    { type: 'tab.changed', method: 'mobileNum' },
    field('password', 'pass1234'),
    field('confimpsw', 'pass1234'),
    { type: 'terms.toggled' },
    { type: 'language.changed' },
  ],
  // The terms box unticked: everything else valid, the terms message shows and nothing is sent.
  sequences: [
    [
      { type: 'terms.toggled' },
      submit,
      valid,
      { type: 'terms.toggled' },
      submit,
      valid,
      registered,
    ],
  ],
};
// The captcha picture beside the form: loaded, failed, asked for again, and renewed by a refused registration.
const captchaShown = {
  type: 'xstate.done.actor.fetchCaptcha',
  output: 'data:image/png;base64,AAAA',
};
const captcha: ModelOptions = {
  input: { ...base, captchaEnabled: true },
  events: [
    captchaShown,
    { type: 'xstate.error.actor.fetchCaptcha', error: { code: 'network.offline' } },
    { type: 'captcha.refresh' },
  ],
  sequences: [
    [
      captchaShown,
      submit,
      valid,
      refused,
      { type: 'xstate.done.actor.fetchCaptcha', output: 'data:image/png;base64,BBBB' },
    ],
    [submit, valid, refused, captchaShown, submit, valid, registered],
  ],
};

// "Get code": no number (required), a number the rules refuse, rules that cannot run, a valid number
// (sent to the button), typing the number again, and a tab switch that drops a check.
const sms: ModelOptions = {
  input: base,
  events: [
    { type: 'sms.requested' },
    { type: 'xstate.done.actor.checkMobile', output: {} },
    { type: 'xstate.done.actor.checkMobile', output: { mobileNum: 'mobile.invalid' } },
    { type: 'xstate.error.actor.checkMobile', error: { code: 'rules.missing' } },
    field('mobileNum', '01712345678'),
    { type: 'tab.changed', method: 'username' },
  ],
};

describeChartModel('registration chart (model-based)', registrationMachine, {
  oracle: registrationOracle,
  models: { pipeline, invited, username, form, captcha, sms },
  provide: { actors: { smsCountdown: quietSms } },
});

describe('registration chart (rules)', () => {
  interface Setup {
    input?: Partial<RegistrationInput>;
    errors?: (request: ValidationRequest) => FieldErrors;
    invitationValid?: boolean;
    register?: () => Promise<SessionInfo>;
    available?: () => Promise<boolean>;
    picture?: () => Promise<string>;
  }
  function start({
    input = {},
    errors = () => ({}),
    invitationValid = true,
    register = async () => session,
    available = async () => true,
    picture = async () => 'data:image/png;base64,AAAA',
  }: Setup = {}) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const spies = {
      validate: vi.fn(errors),
      verify: vi.fn(async (_v: unknown) => 'fb-id-token'),
      invitation: vi.fn(async (_c: unknown) => invitationValid),
      register: vi.fn((_r: RegistrationRequest) => register()),
      username: vi.fn((_u: { username: string }) => available()),
      captcha: vi.fn(() => picture()),
    };
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          validateRegistration: fromPromise(async ({ input: request }) => spies.validate(request)),
          verifySmsCode: fromPromise(({ input: v }) => spies.verify(v)),
          checkInvitationCode: fromPromise(({ input: c }) => spies.invitation(c)),
          submitRegistration: fromPromise(({ input: r }) => spies.register(r)),
          checkUsername: fromPromise(({ input: u }) => spies.username(u)),
          fetchCaptcha: fromPromise(() => spies.captcha()),
        },
        actions: Object.fromEntries(
          ['focusField', 'storeSession', 'closePopup', 'showRegisteredMessage'].map((n) => [
            n,
            record(n),
          ]),
        ),
      }),
      { input: { ...base, ...input } },
    ).start();
    const type = (name: string, value: string) =>
      actor.send({ type: 'field.changed', field: name, value });
    const submit = async () => {
      actor.send({ type: 'register.submit' });
      await vi.advanceTimersByTimeAsync(0);
    };
    return { actor, calls, spies, type, submit };
  }
  const stop = () => vi.useRealTimers();

  it.each([
    [{ usernameEnabled: true, mobileEnabled: true }, 'mobileNum', true],
    [{ usernameEnabled: true, mobileEnabled: false }, 'username', false],
    [{ usernameEnabled: false, mobileEnabled: true }, 'mobileNum', false],
  ])('%j starts on %s; tabs switch: %s', (flags, method, switches) => {
    const { actor } = start({ input: flags });
    expect(actor.getSnapshot().context.method).toBe(method);
    actor.send({ type: 'tab.changed', method: method === 'username' ? 'mobileNum' : 'username' });
    expect(actor.getSnapshot().context.method !== method).toBe(switches);
    stop();
  });

  it('switching tabs keeps every typed value; terms start checked', () => {
    const { actor, type } = start();
    type('mobileNum', '01712345678');
    actor.send({ type: 'tab.changed', method: 'username' });
    type('username', 'alice');
    actor.send({ type: 'tab.changed', method: 'mobileNum' });
    expect(actor.getSnapshot().context.values).toMatchObject({
      mobileNum: '01712345678',
      username: 'alice',
    });
    expect(actor.getSnapshot().context.termsAgreed).toBe(true);
    stop();
  });

  it('invalid fields: codes kept, the first in form order focused, nothing sent', async () => {
    const { actor, calls, spies, submit } = start({
      errors: () => ({ email: 'pattern', password: 'length' }),
    });
    await submit();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'pattern',
      password: 'length',
    });
    expect(calls).toEqual(['focusField {"field":"password"}']);
    expect(spies.register).not.toHaveBeenCalled();
    stop();
  });

  it('unchecked terms: error code, nothing sent', async () => {
    const { actor, spies, submit } = start();
    actor.send({ type: 'terms.toggled' });
    await submit();
    expect(actor.getSnapshot().context.errorCode).toBe('terms.unchecked');
    expect(spies.register).not.toHaveBeenCalled();
    stop();
  });

  it('a new password revalidates a typed confirmation', () => {
    const { actor, type } = start();
    type('password', 'pass1234');
    type('confimpsw', 'pass1234');
    type('password', 'pass12345');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confimpsw: 'password.confirm.mismatch',
    });
    type('password', 'pass1234');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    stop();
  });

  it('an invalid invitation code: code on the field, focus, not registered', async () => {
    const { actor, calls, spies, type, submit } = start({
      input: { invitationEnabled: true },
      invitationValid: false,
    });
    type('affiliateCode', ' INV1 ');
    await submit();
    expect(spies.invitation).toHaveBeenCalledWith({ code: 'INV1' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ affiliateCode: 'affiliate.invalid' });
    expect(calls).toEqual(['focusField {"field":"affiliateCode"}']);
    expect(spies.register).not.toHaveBeenCalled();
    stop();
  });

  it('no invitation check when the field is disabled, empty or only spaces', async () => {
    for (const [input, code] of [
      [{ invitationEnabled: true }, ''],
      [{ invitationEnabled: true }, '   '],
      [{ invitationEnabled: false }, 'INV1'],
    ] as const) {
      const { spies, type, submit } = start({ input });
      type('affiliateCode', code);
      await submit();
      expect(spies.invitation).not.toHaveBeenCalled();
      expect(spies.register).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it('typing a password leaves an untyped confirmation alone; typing other fields leaves its code', () => {
    const { actor, type } = start();
    type('password', 'pass1234');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    type('confimpsw', 'pass12');
    type('password', 'pass1234');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confimpsw: 'password.confirm.mismatch',
    });
    type('username', 'pass12');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confimpsw: 'password.confirm.mismatch',
    });
    type('confimpsw', 'pass1234');
    type('email', 'a@b.cd');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    stop();
  });

  it('choosing the tab already shown keeps its errors', async () => {
    const { actor, submit } = start({ errors: () => ({ mobileNum: 'required' }) });
    await submit();
    actor.send({ type: 'tab.changed', method: 'mobileNum' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'required' });
    stop();
  });

  it("switching tabs drops a pending revalidation of the old tab's errors", async () => {
    const { actor, spies, submit } = start({ errors: () => ({ mobileNum: 'required' }) });
    await submit();
    actor.send({ type: 'language.changed' });
    actor.send({ type: 'tab.changed', method: 'username' });
    await vi.advanceTimersByTimeAsync(500);
    expect(spies.validate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ open: { form: { editing: 'idle' } } })).toBe(true);
    stop();
  });

  it('asking for a new captcha picture while one loads drops the first and shows only the new one', async () => {
    const answers: Array<(image: string) => void> = [];
    const { actor, spies } = start({
      input: { captchaEnabled: true },
      picture: () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    });
    actor.send({ type: 'captcha.refresh' });
    expect(spies.captcha).toHaveBeenCalledTimes(2);
    answers[0]?.('data:image/png;base64,OLD');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    expect(actor.getSnapshot().context.captchaImage).toBeNull();
    answers[1]?.('data:image/png;base64,NEW');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,NEW');
    stop();
  });

  it('SMS verified, invitation valid, registered: close and registered message', async () => {
    const { actor, calls, spies, type, submit } = start({
      input: { invitationEnabled: true, phoneAuthVerification: true, affiliateCode: 'INV1' },
    });
    type('mobileNum', '01712345678');
    type('verificationCode', '123456');
    await submit();
    expect(spies.verify).toHaveBeenCalledWith({
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
    });
    expect(spies.register.mock.calls[0]?.[0]).toMatchObject({
      method: 'mobileNum',
      firebaseIdToken: 'fb-id-token',
      values: { affiliateCode: 'INV1' },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([
      `storeSession ${JSON.stringify({ session })}`,
      'closePopup',
      'showRegisteredMessage',
    ]);
    stop();
  });

  it('a failed registration keeps its code and the values', async () => {
    const { actor, type, submit } = start({
      register: () => Promise.reject({ code: 'username.exists' }),
    });
    type('username', 'alice');
    await submit();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.errorCode).toBe('username.exists');
    expect(actor.getSnapshot().context.values.username).toBe('alice');
    stop();
  });

  it('a language change revalidates only shown errors, once, 200 ms after the last change', async () => {
    const { actor, spies, submit } = start({
      errors: (r): FieldErrors =>
        r.fields === null ? { username: 'required', email: 'pattern' } : { username: 'required' },
    });
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(500);
    expect(spies.validate).not.toHaveBeenCalled();
    await submit();
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(199);
    expect(spies.validate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.validate).toHaveBeenCalledTimes(2);
    expect(spies.validate.mock.calls[1]?.[0].fields).toEqual(['username', 'email']);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'required' });
    stop();
  });
  it('registered: the output names the new account', async () => {
    const { actor, submit } = start();
    await submit();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ userName: 'alice' });
    stop();
  });

  it('busy from Register until the answer; not while typing', async () => {
    let answer: (s: SessionInfo) => void = () => {};
    const { actor, submit } = start({
      register: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    await submit();
    expect(actor.getSnapshot().matches({ open: { form: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer(session);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    stop();
  });

  it('a taken user name: reported on its field with the other codes, focused, nothing sent', async () => {
    const { actor, calls, spies, type, submit } = start({
      input: { mobileEnabled: false },
      available: async () => false,
      errors: () => ({ email: 'pattern' }),
    });
    type('username', ' alice01 ');
    await submit();
    expect(spies.username).toHaveBeenCalledWith({ username: 'alice01' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'pattern',
      username: 'username.exists',
    });
    expect(calls).toEqual(['focusField {"field":"username"}']);
    expect(spies.register).not.toHaveBeenCalled();
    stop();
  });

  it('a free user name registers; a failed look-up does not block (the server checks again)', async () => {
    for (const available of [async () => true, () => Promise.reject(new Error('offline'))]) {
      const { actor, spies, type, submit } = start({ input: { mobileEnabled: false }, available });
      type('username', 'alice01');
      await submit();
      expect(spies.username).toHaveBeenCalledTimes(1);
      expect(spies.register).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().status).toBe('done');
      stop();
    }
  });

  it('no look-up on the mobile tab, for an empty name, or for a name the rules refuse', async () => {
    const mobile = start();
    mobile.type('username', 'alice01');
    await mobile.submit();
    expect(mobile.spies.username).not.toHaveBeenCalled();
    stop();
    const empty = start({ input: { mobileEnabled: false } });
    empty.type('username', '   ');
    await empty.submit();
    expect(empty.spies.username).not.toHaveBeenCalled();
    stop();
    const refused = start({
      input: { mobileEnabled: false },
      errors: () => ({ username: 'length' }),
    });
    refused.type('username', 'al');
    await refused.submit();
    expect(refused.spies.username).not.toHaveBeenCalled();
    expect(refused.calls).toEqual(['focusField {"field":"username"}']);
    stop();
  });

  it('a taken name stays through a language change until the name is typed again', async () => {
    const { actor, spies, type, submit } = start({
      input: { mobileEnabled: false },
      available: async () => false,
      errors: (r): FieldErrors => (r.fields === null ? { password: 'length' } : {}),
    });
    type('username', 'alice01');
    await submit();
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(200);
    expect(spies.validate.mock.calls[1]?.[0].fields).toEqual(['password', 'username']);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'username.exists' });
    expect(spies.username).toHaveBeenCalledTimes(1);
    type('username', 'alice02');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    stop();
  });

  it('the captcha picture: loaded when the form opens, on request, and after a refused registration', async () => {
    let n = 0;
    const { actor, spies, submit } = start({
      input: { captchaEnabled: true },
      picture: async () => `data:image/png;base64,${(n += 1)}`,
      register: () => Promise.reject({ code: 'captcha.invalid' }),
    });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,1');
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(false);
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,2');
    await submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.errorCode).toBe('captcha.invalid');
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,3');
    expect(spies.captcha).toHaveBeenCalledTimes(3);
    stop();
  });

  it('no captcha picture for a form without a captcha, not even after a refusal', async () => {
    const { actor, spies, submit } = start({
      register: () => Promise.reject({ code: 'too.many.requests' }),
    });
    await submit();
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.captcha).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(false);
    stop();
  });

  it('a captcha fetch that fails leaves no picture; asking again fetches a new one', async () => {
    let fails = true;
    const { actor, spies } = start({
      input: { captchaEnabled: true },
      picture: () =>
        fails ? Promise.reject(new Error('offline')) : Promise.resolve('data:image/png;base64,OK'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBeNull();
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(false);
    fails = false;
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,OK');
    expect(spies.captcha).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('registration chart: the SMS code button it invokes (rules)', () => {
  function startSms(rules: (request: ValidationRequest) => FieldErrors = () => ({})) {
    vi.useFakeTimers();
    const sendSmsCode = vi.fn(async (_request: unknown) => ({
      receivedAt: 0,
      expirationTime: 60_000,
    }));
    const validate = vi.fn(rules);
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          validateRegistration: fromPromise(async ({ input: request }) => validate(request)),
          smsCountdown: smsCountdownMachine.provide({
            actors: { sendSmsCode: fromPromise(({ input: request }) => sendSmsCode(request)) },
            actions: {
              showSendingToast: () => undefined,
              hideLoadingToast: () => undefined,
              showSentToast: () => undefined,
            },
          }),
        },
      }),
      { input: base },
    ).start();
    return {
      actor,
      sendSmsCode,
      validate,
      sms: () => actor.getSnapshot().children.sms!.getSnapshot(),
    };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('no number: "required" on the field, nothing sent, even where the rules let the field be empty', async () => {
    const { actor, sendSmsCode, validate } = startSms();
    actor.send({ type: 'sms.requested' });
    expect(actor.getSnapshot().hasTag('smsChecking')).toBe(true);
    await settle();
    expect(validate).toHaveBeenCalledWith(expect.objectContaining({ fields: ['mobileNum'] }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'required' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '0171' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    // Spaces are no number either.
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '   ' });
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'required' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("a refused number keeps the rules' code and sends nothing; a valid one is sent once, as typed, on the registration call", async () => {
    const { actor, sendSmsCode, sms } = startSms(({ values }): FieldErrors =>
      values.mobileNum === '0171' ? { mobileNum: 'mobile.invalid' } : {},
    );
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '0171' });
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'mobile.invalid' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '01712345678' });
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledWith({
      purpose: 'register',
      mobileNum: '01712345678',
      countryDialingCode: '880',
    });
    expect(sms().value).toBe('countingDown');
    // A second request while counting down sends nothing; the countdown survives a tab switch.
    actor.send({ type: 'tab.changed', method: 'username' });
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    expect(sms().value).toBe('countingDown');
    vi.useRealTimers();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import {
  forgotPasswordMachine,
  type ForgotPasswordInput,
  type PhoneReset,
} from '../../machines/forgot-password.machine.ts';
import type { FieldErrors, SessionInfo } from '../../machines/account/shared.ts';
import { TIMINGS } from '../requirements/timings.ts';
import type { ChartModelOptions, ModelEvent } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { forgotPasswordOracle } from './oracles/forgot-password.oracle.ts';
import { quietSms } from './oracles/sms-child.ts';

type ModelOptions = NonNullable<ChartModelOptions['models']>[string];

const both: ForgotPasswordInput = {
  phoneEnabled: true,
  emailEnabled: true,
  countryDialingCode: '880',
};
const session: SessionInfo = { token: 't0k', userName: 'demo_player', type: 0 };
const field = (name: string, value: string): ModelEvent => ({
  type: 'field.changed',
  field: name,
  value,
});
const submit: ModelEvent = { type: 'reset.submit' };
const toPhone: ModelEvent = { type: 'mode.changed', mode: 'phone' };
const toEmail: ModelEvent = { type: 'mode.changed', mode: 'email' };
const phoneChecked: ModelEvent = { type: 'xstate.done.actor.validatePhone', output: {} };
const emailChecked: ModelEvent = { type: 'xstate.done.actor.validateEmail', output: {} };
const sent: ModelEvent = { type: 'xstate.done.actor.sendResetEmail' };
const toastOver: ModelEvent = { type: 'xstate.after.successToast.forgotPassword.email.sent' };

// Phone only: typing, the check's answers, and the reset's answers (a session, none, the two kinds
// of failure). A switch to e-mail is refused: the toggle needs both ways.
const phone: ModelOptions = {
  input: { ...both, emailEnabled: false },
  events: [
    field('mobileNum', ' 01712345678 '),
    field('newPassword', 'new-pass1'),
    submit,
    toEmail,
    phoneChecked,
    { type: 'xstate.done.actor.validatePhone', output: { mobileNum: 'mobile.invalid' } },
    { type: 'xstate.error.actor.validatePhone', error: new Error('rules missing') },
    { type: 'xstate.done.actor.setPasswordByPhone', output: session },
    { type: 'xstate.done.actor.setPasswordByPhone', output: null },
    { type: 'xstate.error.actor.setPasswordByPhone', error: { code: 'modify.new.old.same' } },
    { type: 'xstate.error.actor.setPasswordByPhone', error: { code: 'verification.code.invalid' } },
  ],
};

// E-mail only: a user name, a valid and a malformed address, each answer of the check and the request.
const email: ModelOptions = {
  input: { ...both, phoneEnabled: false },
  events: [
    field('username', ' alice '),
    field('email', ' alice@example.com '),
    field('email', 'alice@'),
    submit,
    toPhone,
    emailChecked,
    { type: 'xstate.done.actor.validateEmail', output: { username: 'required' } },
    { type: 'xstate.error.actor.validateEmail', error: new Error('rules missing') },
    sent,
    { type: 'xstate.error.actor.sendResetEmail', error: { code: 'user.not.exist.or.disabled' } },
    toastOver,
  ],
};

// Both ways: the toggle each way, the current mode chosen again, and typed values kept across it.
// Each request under way refuses the switch (walked as sequences: the shortest paths stop earlier).
const toggle: ModelOptions = {
  input: both,
  events: [toPhone, toEmail, field('username', 'alice')],
  sequences: [
    // Typing on while the check runs restarts it; the code is sent trimmed.
    [
      field('mobileNum', '01712345678'),
      field('verificationCode', ' 123456 '),
      phoneChecked,
      submit,
      toEmail,
      { type: 'xstate.done.actor.setPasswordByPhone', output: session },
    ],
    [
      toEmail,
      field('username', 'alice'),
      field('email', 'alice@example.com'),
      submit,
      toPhone,
      emailChecked,
      toPhone,
      sent,
      toPhone,
      toastOver,
    ],
    // A switch clears the errors shown in the mode left.
    [
      toEmail,
      submit,
      { type: 'xstate.done.actor.validateEmail', output: { username: 'required' } },
      toPhone,
      field('mobileNum', '0171'),
      { type: 'xstate.done.actor.validatePhone', output: { mobileNum: 'mobile.invalid' } },
      field('mobileNum', '01712'),
      { type: 'xstate.error.actor.validatePhone', error: new Error('rules missing') },
      toEmail,
    ],
  ],
};

// "Get code": the check's answers (a refused number, a valid one sent to the button, rules that cannot
// run); typing during the check drops it; a switch to e-mail during it too.
const sms: ModelOptions = {
  input: both,
  events: [
    { type: 'sms.requested' },
    { type: 'xstate.done.actor.checkMobile', output: {} },
    { type: 'xstate.done.actor.checkMobile', output: { mobileNum: 'mobile.invalid' } },
    { type: 'xstate.error.actor.checkMobile', error: { code: 'rules.missing' } },
    field('mobileNum', '01712345678'),
    phoneChecked,
    toEmail,
  ],
};

describeChartModel('forgot password chart (model-based)', forgotPasswordMachine, {
  oracle: forgotPasswordOracle,
  models: { phone, email, toggle, sms },
  provide: { actors: { smsCountdown: quietSms } },
});

describe('forgot password chart (rules)', () => {
  interface Setup {
    input?: Partial<ForgotPasswordInput>;
    errors?: FieldErrors;
    reset?: () => Promise<SessionInfo | null>;
  }
  function start({ input = {}, errors = {}, reset = async () => session }: Setup = {}) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const sent = {
      reset: vi.fn((_r: PhoneReset) => reset()),
      email: vi.fn((_e: unknown) => Promise.resolve()),
    };
    const names = [
      'showLoading',
      'hideLoading',
      'showSuccess',
      'storeSession',
      'closePopup',
      'openLogin',
      'goBack',
    ];
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          validateReset: fromPromise(async () => errors),
          setPasswordByPhone: fromPromise(({ input: r }) => sent.reset(r)),
          sendResetEmail: fromPromise(({ input: e }) => sent.email(e)),
        },
        actions: Object.fromEntries(names.map((n) => [n, record(n)])),
      }),
      { input: { ...both, ...input } },
    ).start();
    const type = async (name: string, value: string) => {
      actor.send({ type: 'field.changed', field: name as never, value });
      await vi.advanceTimersByTimeAsync(0);
    };
    return { actor, calls, sent, type };
  }
  const stop = () => vi.useRealTimers();

  it('starts on phone when enabled, else e-mail; the toggle needs both', () => {
    expect(start().actor.getSnapshot().value).toEqual({ phone: 'editing' });
    const emailOnly = start({ input: { phoneEnabled: false } }).actor;
    expect(emailOnly.getSnapshot().value).toEqual({ email: 'editing' });
    emailOnly.send({ type: 'mode.changed', mode: 'phone' });
    expect(emailOnly.getSnapshot().value).toEqual({ email: 'editing' });
    stop();
  });

  it('choosing the mode already shown keeps it; the other one switches, keeping what was typed', async () => {
    const { actor, type } = start();
    await type('mobileNum', '01712345678');
    actor.send({ type: 'mode.changed', mode: 'phone' });
    expect(actor.getSnapshot().value).toEqual({ phone: 'editing' });
    actor.send({ type: 'mode.changed', mode: 'email' });
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    actor.send({ type: 'mode.changed', mode: 'email' });
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    actor.send({ type: 'mode.changed', mode: 'phone' });
    expect(actor.getSnapshot().value).toEqual({ phone: 'editing' });
    expect(actor.getSnapshot().context.values.mobileNum).toBe('01712345678');
    stop();
  });

  it('phone: a switch to e-mail while the reset is under way is refused; the reset still logs in', async () => {
    let answer: (s: SessionInfo) => void = () => {};
    const { actor, calls, type } = start({
      reset: () => new Promise((resolve) => (answer = resolve)),
    });
    await type('mobileNum', '01712345678');
    await type('verificationCode', '123456');
    await type('newPassword', 'new-pass1');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'mode.changed', mode: 'email' });
    expect(actor.getSnapshot().value).toEqual({ phone: 'submitting' });
    answer(session);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'loggedIn' });
    expect(calls).toContain('closePopup');
    stop();
  });

  it('phone: submit waits for a touched field and no errors', async () => {
    const { actor, sent, type } = start({ errors: { verificationCode: 'required' } });
    actor.send({ type: 'reset.submit' });
    expect(sent.reset).not.toHaveBeenCalled();
    await type('mobileNum', '01712345678');
    actor.send({ type: 'reset.submit' });
    expect(sent.reset).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ verificationCode: 'required' });
    stop();
  });

  it('phone: a reset answered without a session (an account of another site) asks the player to log in', async () => {
    const { actor, calls, type } = start({ reset: async () => null });
    await type('mobileNum', '01733333333');
    await type('verificationCode', '123456');
    await type('newPassword', 'new-pass1');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('resetWithoutLogin');
    expect(actor.getSnapshot().output).toEqual({ kind: 'resetWithoutLogin' });
    expect(calls).toEqual([
      `showLoading {"maxMs":${TIMINGS.passwordSetLoading.ms}}`,
      'hideLoading',
      'openLogin',
    ]);
    stop();
  });

  it('phone: a reset logs in with the session it answers (the account, not the number) and closes the dialog', async () => {
    const { actor, calls, sent, type } = start();
    await type('mobileNum', ' 01712345678 ');
    await type('verificationCode', '123456');
    await type('newPassword', 'new-pass1');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.reset).toHaveBeenCalledWith({
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
      newPassword: 'new-pass1',
    });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls).toEqual([
      `showLoading {"maxMs":${TIMINGS.passwordSetLoading.ms}}`,
      'hideLoading',
      `storeSession ${JSON.stringify({ session })}`,
      'closePopup',
    ]);
    stop();
  });

  it.each([
    ['modify.new.old.same', 'newPassword'],
    ['verification.code.invalid', 'verificationCode'],
  ])('phone: failure %s clears %s', async (code, cleared) => {
    const { actor, type } = start({ reset: () => Promise.reject({ code }) });
    await type('verificationCode', '123456');
    await type('newPassword', 'new-pass1');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const { values, errorCode } = actor.getSnapshot().context;
    expect(errorCode).toBe(code);
    expect(values[cleared as 'newPassword']).toBe('');
    const kept = cleared === 'newPassword' ? values.verificationCode : values.newPassword;
    expect(kept).not.toBe('');
    stop();
  });

  it.each(['alice@example', 'alice@example.info', 'alice@mail.example.com', '@example.com'])(
    'e-mail: %j is not a valid address (spec pattern)',
    async (address) => {
      const { actor, type } = start({ input: { phoneEnabled: false } });
      await type('username', 'alice');
      await type('email', address);
      actor.send({ type: 'reset.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'email.invalid' });
      stop();
    },
  );

  it('e-mail: rejects a malformed address without sending', async () => {
    const { actor, sent, type } = start({ input: { phoneEnabled: false } });
    await type('username', 'alice');
    await type('email', 'alice@example');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'email.invalid' });
    expect(sent.email).not.toHaveBeenCalled();
    stop();
  });

  it('e-mail: trimmed values, loading hidden, success for 1 s, then back', async () => {
    const { actor, calls, sent, type } = start({ input: { phoneEnabled: false } });
    await type('username', ' alice ');
    await type('email', ' alice.b@example.co.uk ');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.email).toHaveBeenCalledWith({ username: 'alice', email: 'alice.b@example.co.uk' });
    expect(calls).toEqual([
      `showLoading {"maxMs":${TIMINGS.formLoading.ms}}`,
      'hideLoading',
      `showSuccess {"durationMs":${TIMINGS.emailResetSuccess.ms}}`,
    ]);
    await vi.advanceTimersByTimeAsync(TIMINGS.emailResetSuccess.ms - 1);
    expect(calls).not.toContain('goBack');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe('goBack');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'wentBack' });
    stop();
  });
});

describe('forgot password chart: the SMS code button it invokes (rules)', () => {
  function startSms() {
    vi.useFakeTimers();
    const sendSmsCode = vi.fn(async (_request: unknown) => ({
      receivedAt: 0,
      expirationTime: 60_000,
    }));
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          // The phone rule set: an 11-digit number.
          validateReset: fromPromise(async ({ input: { values } }): Promise<FieldErrors> =>
            /^\d{11}$/.test(values.mobileNum.trim()) ? {} : { mobileNum: 'mobile.invalid' },
          ),
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
      { input: both },
    ).start();
    return { actor, sendSmsCode, sms: () => actor.getSnapshot().children.sms!.getSnapshot() };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('an invalid number shows its error and sends nothing; a valid one is sent once, as typed; a second request while counting down sends nothing', async () => {
    const { actor, sendSmsCode, sms } = startSms();
    actor.send({ type: 'sms.requested' });
    expect(actor.getSnapshot().hasTag('smsChecking')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'mobile.invalid' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '01712345678' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledWith({
      purpose: 'noLogin',
      mobileNum: '01712345678',
      countryDialingCode: '880',
    });
    expect(sms().value).toBe('countingDown');
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('typing during the check drops the request: the new values are checked and nothing is sent', async () => {
    const { actor, sendSmsCode, sms } = startSms();
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '01712345678' });
    await settle();
    actor.send({ type: 'sms.requested' });
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '0171234567' });
    expect(actor.getSnapshot().value).toEqual({ phone: 'validating' });
    expect(actor.getSnapshot().context.values.mobileNum).toBe('0171234567');
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'mobile.invalid' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    expect(sms().value).toBe('ready');
    vi.useRealTimers();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordInput, type PhoneReset } from '../../machines/forgot-password.machine.ts';
import type { FieldErrors, SessionInfo } from '../../machines/account/shared.ts';
import { modelPaths, runPath, uncovered, type ModelEvent, type ModelOptions } from './helpers/model-runner.ts';

const both: ForgotPasswordInput = { phoneEnabled: true, emailEnabled: true, countryDialingCode: '880' };
const session: SessionInfo = { token: 't0k', userName: 'demo_player', type: 0 };
const field = (name: string, value: string) => ({ type: 'field.changed', field: name, value });

// Every invoke's answers: the graph would otherwise try them with no payload.
const answers: ModelEvent[] = [
  { type: 'xstate.done.actor.validatePhone', output: {} },
  { type: 'xstate.done.actor.validatePhone', output: { mobileNum: 'mobile.invalid' } },
  { type: 'xstate.error.actor.validatePhone', error: new Error('rules missing') },
  { type: 'xstate.done.actor.setPasswordByPhone', output: session },
  { type: 'xstate.done.actor.setPasswordByPhone', output: null },
  { type: 'xstate.error.actor.setPasswordByPhone', error: { code: 'modify.new.old.same' } },
  { type: 'xstate.error.actor.setPasswordByPhone', error: { code: 'verification.code.invalid' } },
  { type: 'xstate.done.actor.validateEmail', output: {} },
  { type: 'xstate.done.actor.validateEmail', output: { username: 'required' } },
  { type: 'xstate.error.actor.validateEmail', error: new Error('rules missing') },
  { type: 'xstate.done.actor.sendResetEmail' },
  { type: 'xstate.error.actor.sendResetEmail', error: { code: 'user.not.exist.or.disabled' } },
  { type: 'xstate.after.successToast.forgotPassword.email.sent' },
  { type: 'reset.submit' },
  { type: 'mode.changed', mode: 'email' },
];

// One model per mode keeps the product of field values small.
const phone: ModelOptions = {
  input: { ...both, emailEnabled: false },
  events: [...answers, field('mobileNum', '01712345678'), field('newPassword', 'new-pass1')],
};
const email: ModelOptions = {
  input: { ...both, phoneEnabled: false },
  events: [...answers, field('username', ' alice '), field('email', 'alice@example.com'), field('email', 'alice@')],
};
const toggle: ModelOptions = { input: both, events: [...answers, { type: 'mode.changed', mode: 'phone' }, field('username', 'alice')] };

const models = [phone, email, toggle].map((options) => ({ options, paths: modelPaths(forgotPasswordMachine, options) }));
const cases = models.flatMap(({ options, paths }) => paths.map((p) => [p.description, p, options] as const));

describe('forgot password chart (model-based)', () => {
  it.each(cases)('%s', async (_, path, options) => {
    await runPath(forgotPasswordMachine, path, options);
  });

  it('reaches every state and takes every transition', () => {
    const paths = models.flatMap((m) => m.paths);
    expect(uncovered(forgotPasswordMachine, paths)).toEqual({ states: [], transitions: [] });
  });
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
    const sent = { reset: vi.fn((_r: PhoneReset) => reset()), email: vi.fn((_e: unknown) => Promise.resolve()) };
    const names = ['showLoading', 'hideLoading', 'showSuccess', 'storeSession', 'closePopup', 'openLogin', 'goBack'];
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
    expect(calls).toEqual(['showLoading {"maxMs":15000}', 'hideLoading', 'openLogin']);
    stop();
  });

  it('phone: a reset logs in with the session it answers (the account, not the number) and closes the dialog', async () => {
    const { actor, calls, sent, type } = start();
    await type('mobileNum', ' 01712345678 ');
    await type('verificationCode', '123456');
    await type('newPassword', 'new-pass1');
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.reset).toHaveBeenCalledWith({ mobileNum: '01712345678', countryDialingCode: '880', verificationCode: '123456', newPassword: 'new-pass1' });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls).toEqual(['showLoading {"maxMs":15000}', 'hideLoading', `storeSession ${JSON.stringify({ session })}`, 'closePopup']);
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

  it.each(['alice@example', 'alice@example.info', 'alice@mail.example.com', '@example.com'])('e-mail: %j is not a valid address (spec pattern)', async (address) => {
    const { actor, type } = start({ input: { phoneEnabled: false } });
    await type('username', 'alice');
    await type('email', address);
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'email.invalid' });
    stop();
  });

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
    expect(calls).toEqual(['showLoading {"maxMs":9999}', 'hideLoading', 'showSuccess {"durationMs":1000}']);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).not.toContain('goBack');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe('goBack');
    expect(actor.getSnapshot().status).toBe('done');
    stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { registrationMachine, type RegistrationInput, type RegistrationRequest, type ValidationRequest } from '../../machines/registration.machine.ts';
import type { FieldErrors, SessionInfo } from '../../machines/account/shared.ts';
import { modelPaths, runPath, uncovered, type ModelEvent, type ModelOptions } from './helpers/model-runner.ts';

const base: RegistrationInput = {
  usernameEnabled: true, mobileEnabled: true, invitationEnabled: false, phoneAuthVerification: false, affiliateCode: '', countryDialingCode: '880',
};
const session: SessionInfo = { token: 't0k', userName: 'alice', type: 0 };
const field = (name: string, value: string) => ({ type: 'field.changed', field: name, value });

// Every invoke's answers: the graph would otherwise try them with no payload.
const answers: ModelEvent[] = [
  { type: 'register.submit' },
  { type: 'xstate.done.actor.validateRegistration', output: {} },
  { type: 'xstate.done.actor.validateRegistration', output: { password: 'length', username: 'required' } },
  { type: 'xstate.error.actor.validateRegistration', error: new Error('rules missing') },
  { type: 'xstate.done.actor.revalidateShown', output: {} },
  { type: 'xstate.error.actor.revalidateShown', error: new Error('rules missing') },
  { type: 'xstate.done.actor.verifySmsCode', output: 'fb-id-token' },
  { type: 'xstate.error.actor.verifySmsCode', error: { code: 'verification.code.invalid' } },
  { type: 'xstate.done.actor.checkInvitationCode', output: true },
  { type: 'xstate.done.actor.checkInvitationCode', output: false },
  { type: 'xstate.error.actor.checkInvitationCode', error: { code: 'network.offline' } },
  { type: 'xstate.done.actor.submitRegistration', output: session },
  { type: 'xstate.error.actor.submitRegistration', error: { code: 'username.exists' } },
  { type: 'xstate.after.languageDebounce.registration.editing.languagePending' },
];

// The submit pipeline with every optional step on, from a username-only form.
const flow: ModelOptions = {
  input: { ...base, mobileEnabled: false, invitationEnabled: true, phoneAuthVerification: true },
  events: [...answers, field('affiliateCode', 'INV1'), { type: 'terms.toggled' }, { type: 'language.changed' }],
};
// An invitation code from the address, no SMS verification.
const invited: ModelOptions = { input: { ...base, invitationEnabled: true, affiliateCode: 'INV1' }, events: answers };
// Tabs, typing and the confirmation rule (field errors come from the other models and the rules below).
const form: ModelOptions = {
  input: base,
  events: [
    { type: 'xstate.done.actor.validateRegistration', output: {} },
    { type: 'xstate.error.actor.validateRegistration', error: new Error('rules missing') },
    { type: 'xstate.done.actor.submitRegistration', output: session },
    { type: 'xstate.error.actor.submitRegistration', error: { code: 'username.exists' } },
    { type: 'tab.changed', method: 'username' },
    { type: 'tab.changed', method: 'mobileNum' },
    field('password', 'pass1234'),
    field('confimpsw', 'pass1234'),
    { type: 'language.changed' },
  ],
};

const models = [flow, invited, form].map((options) => ({ options, paths: modelPaths(registrationMachine, options) }));
const cases = models.flatMap(({ options, paths }) => paths.map((p) => [p.description, p, options] as const));

describe('registration chart (model-based)', () => {
  it.each(cases)('%s', async (_, path, options) => {
    await runPath(registrationMachine, path, options);
  });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(registrationMachine, models.flatMap((m) => m.paths))).toEqual({ states: [], transitions: [] });
  });
});

describe('registration chart (rules)', () => {
  interface Setup {
    input?: Partial<RegistrationInput>;
    errors?: (request: ValidationRequest) => FieldErrors;
    invitationValid?: boolean;
    register?: () => Promise<SessionInfo>;
  }
  function start({ input = {}, errors = () => ({}), invitationValid = true, register = async () => session }: Setup = {}) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const spies = {
      validate: vi.fn(errors),
      verify: vi.fn(async (_v: unknown) => 'fb-id-token'),
      invitation: vi.fn(async (_c: unknown) => invitationValid),
      register: vi.fn((_r: RegistrationRequest) => register()),
    };
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          validateRegistration: fromPromise(async ({ input: request }) => spies.validate(request)),
          verifySmsCode: fromPromise(({ input: v }) => spies.verify(v)),
          checkInvitationCode: fromPromise(({ input: c }) => spies.invitation(c)),
          submitRegistration: fromPromise(({ input: r }) => spies.register(r)),
        },
        actions: Object.fromEntries(['focusField', 'storeSession', 'closePopup', 'showRegisteredMessage'].map((n) => [n, record(n)])),
      }),
      { input: { ...base, ...input } },
    ).start();
    const type = (name: string, value: string) => actor.send({ type: 'field.changed', field: name, value });
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
    expect(actor.getSnapshot().context.values).toMatchObject({ mobileNum: '01712345678', username: 'alice' });
    expect(actor.getSnapshot().context.termsAgreed).toBe(true);
    stop();
  });

  it('invalid fields: codes kept, the first in form order focused, nothing sent', async () => {
    const { actor, calls, spies, submit } = start({ errors: () => ({ email: 'pattern', password: 'length' }) });
    await submit();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'pattern', password: 'length' });
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
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confimpsw: 'password.confirm.mismatch' });
    type('password', 'pass1234');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    stop();
  });

  it('an invalid invitation code: code on the field, focus, not registered', async () => {
    const { actor, calls, spies, type, submit } = start({ input: { invitationEnabled: true }, invitationValid: false });
    type('affiliateCode', ' INV1 ');
    await submit();
    expect(spies.invitation).toHaveBeenCalledWith({ code: 'INV1' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ affiliateCode: 'affiliate.invalid' });
    expect(calls).toEqual(['focusField {"field":"affiliateCode"}']);
    expect(spies.register).not.toHaveBeenCalled();
    stop();
  });

  it('no invitation check when the field is disabled or empty', async () => {
    const { spies, submit } = start({ input: { invitationEnabled: true } });
    await submit();
    expect(spies.invitation).not.toHaveBeenCalled();
    expect(spies.register).toHaveBeenCalledTimes(1);
    stop();
  });

  it('SMS verified, invitation valid, registered: close and registered message', async () => {
    const { actor, calls, spies, type, submit } = start({ input: { invitationEnabled: true, phoneAuthVerification: true, affiliateCode: 'INV1' } });
    type('mobileNum', '01712345678');
    type('verificationCode', '123456');
    await submit();
    expect(spies.verify).toHaveBeenCalledWith({ mobileNum: '01712345678', countryDialingCode: '880', verificationCode: '123456' });
    expect(spies.register.mock.calls[0]?.[0]).toMatchObject({ method: 'mobileNum', firebaseIdToken: 'fb-id-token', values: { affiliateCode: 'INV1' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([`storeSession ${JSON.stringify({ session })}`, 'closePopup', 'showRegisteredMessage']);
    stop();
  });

  it('a failed registration keeps its code and the values', async () => {
    const { actor, type, submit } = start({ register: () => Promise.reject({ code: 'username.exists' }) });
    type('username', 'alice');
    await submit();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('username.exists');
    expect(actor.getSnapshot().context.values.username).toBe('alice');
    stop();
  });

  it('a language change revalidates only shown errors, once, 200 ms after the last change', async () => {
    const { actor, spies, submit } = start({ errors: (r): FieldErrors => (r.fields === null ? { username: 'required', email: 'pattern' } : { username: 'required' }) });
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
});

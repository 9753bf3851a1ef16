import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  changePasswordMachine,
  type ChangePasswordInput,
} from '../../machines/change-password.machine.ts';
import type { FieldErrors } from '../../machines/account/shared.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { changePasswordOracle } from './oracles/change-password.oracle.ts';

const input: ChangePasswordInput = { hasSession: true, userName: 'alice', passwordInMemory: null };
const PW = 'new-pass1';

describeChartModel('change password chart (model-based)', changePasswordMachine, {
  oracle: changePasswordOracle,
  // Showing a password is independent of the rest: walked once each, not in every combination.
  sequences: [
    [
      { type: 'visibility.toggled', field: 'newPassword' },
      { type: 'visibility.toggled', field: 'confirmNewPassword' },
      { type: 'visibility.toggled', field: 'newPassword' },
    ],
  ],
  inputs: {
    'old password asked': input,
    'password in memory': { ...input, passwordInMemory: 'old-pass1' },
    'no session': { ...input, hasSession: false },
  },
  events: [
    { type: 'field.changed', field: 'oldPassword', value: PW },
    { type: 'field.changed', field: 'newPassword', value: PW },
    { type: 'field.changed', field: 'confirmNewPassword', value: PW },
    { type: 'password.submit' },
    { type: 'xstate.done.actor.validatePasswords', output: {} },
    { type: 'xstate.done.actor.validatePasswords', output: { newPassword: 'length' } },
    { type: 'xstate.error.actor.validatePasswords', error: new Error('rules missing') },
    { type: 'prompt.confirmed' },
    { type: 'xstate.done.actor.changePassword' },
    { type: 'xstate.error.actor.changePassword', error: { code: 'user.or.token.invalid' } },
    { type: 'xstate.after.savedToast.changePassword.saved' },
    { type: 'xstate.after.redirectPause.changePassword.leaving' },
  ],
});

describe('change password chart (rules)', () => {
  function start(
    over: Partial<ChangePasswordInput> = {},
    errors: FieldErrors = {},
    answer = async () => undefined,
  ) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const changePassword = vi.fn((_values: unknown) => answer());
    const names = [
      'replaceHome',
      'showLoading',
      'hideLoading',
      'showSavedToast',
      'removeTempPassword',
      'keepPasswordInMemory',
      'reencodeRememberedLogin',
      'clearPasswordPrompt',
    ];
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          validatePasswords: fromPromise(async () => errors),
          changePassword: fromPromise(({ input: values }) => changePassword(values)),
        },
        actions: Object.fromEntries(names.map((n) => [n, record(n)])),
      }),
      { input: { ...input, ...over } },
    ).start();
    const fill = (oldPassword: string, newPassword: string, confirmNewPassword: string) => {
      actor.send({ type: 'field.changed', field: 'oldPassword', value: oldPassword });
      actor.send({ type: 'field.changed', field: 'newPassword', value: newPassword });
      actor.send({ type: 'field.changed', field: 'confirmNewPassword', value: confirmNewPassword });
      actor.send({ type: 'password.submit' });
    };
    return { actor, calls, changePassword, fill };
  }
  const stop = () => vi.useRealTimers();

  it('without a session goes to /m/home', () => {
    const { actor, calls } = start({ hasSession: false });
    expect(actor.getSnapshot().value).toBe('noSession');
    expect(calls).toEqual(['replaceHome']);
    stop();
  });

  it.each([
    ['', { confirmNewPassword: 'required' }],
    ['other-pass', { confirmNewPassword: 'password.confirm.mismatch' }],
  ])('confirmation %j is refused: %j', async (confirmation, expected) => {
    const { actor, changePassword, fill } = start();
    fill('old-pass1', PW, confirmation);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(expected);
    expect(changePassword).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the validator codes next to the confirmation rule', async () => {
    const { actor, fill } = start({}, { newPassword: 'length' });
    fill('old-pass1', PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: 'length' });
    stop();
  });

  it.each([
    ['the old field', null, PW],
    ['the password in memory', PW, ''],
  ])('new equal to %s: prompt, nothing sent', async (_, passwordInMemory, oldField) => {
    const { actor, changePassword, fill } = start({ passwordInMemory });
    fill(oldField, PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('samePasswordPrompt');
    expect(actor.getSnapshot().context.errorCode).toBe('modify.new.old.same');
    actor.send({ type: 'prompt.confirmed' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(changePassword).not.toHaveBeenCalled();
    stop();
  });

  it('success: saved for 1 s, password kept, then 1 s later home', async () => {
    const { actor, calls, changePassword, fill } = start({ passwordInMemory: 'old-pass1' });
    fill('', PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'old-pass1',
      newPassword: PW,
      confirmNewPassword: PW,
    });
    expect(calls).toEqual([
      `showLoading {"maxMs":${TIMINGS.passwordChangeLoading.ms}}`,
      'hideLoading',
      `showSavedToast {"durationMs":${TIMINGS.passwordChangedMessage.ms}}`,
      'removeTempPassword',
      `keepPasswordInMemory {"password":"${PW}"}`,
      `reencodeRememberedLogin {"password":"${PW}"}`,
    ]);
    // Requirements A4.11: changes-saved for 1 s, then a further 1 s before home.
    await vi.advanceTimersByTimeAsync(
      TIMINGS.passwordChangedMessage.ms + TIMINGS.passwordChangedRedirect.ms - 1,
    );
    expect(calls).not.toContain('replaceHome');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.slice(-2)).toEqual(['replaceHome', 'clearPasswordPrompt']);
    expect(actor.getSnapshot().status).toBe('done');
    stop();
  });

  it('failure only hides the loading message', async () => {
    const { actor, calls, fill } = start({}, {}, () =>
      Promise.reject({ code: 'user.or.token.invalid' }),
    );
    fill('old-pass1', PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([
      `showLoading {"maxMs":${TIMINGS.passwordChangeLoading.ms}}`,
      'hideLoading',
    ]);
    expect(actor.getSnapshot().context.errorCode).toBe('user.or.token.invalid');
    stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FieldErrors } from '../../machines/account/shared.ts';
import { passwordResetLinkMachine } from '../../machines/password-reset-link.machine.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { passwordResetLinkOracle } from './oracles/password-reset-link.oracle.ts';

const TOKEN = 'a'.repeat(43);
const PW = 'new-pass1';

const linkEvents = [
  { type: 'xstate.done.actor.checkLink' },
  { type: 'xstate.error.actor.checkLink', error: { code: 'reset.link.invalid' } },
  { type: 'xstate.error.actor.checkLink', error: new Error('offline') },
  { type: 'link.retry' },
  { type: 'link.renew' },
  { type: 'field.changed', field: 'newPassword', value: PW },
  { type: 'field.changed', field: 'confirmNewPassword', value: PW },
  { type: 'password.submit' },
  { type: 'xstate.done.actor.validatePasswords', output: {} },
  { type: 'xstate.done.actor.validatePasswords', output: { newPassword: 'length' } },
  { type: 'xstate.error.actor.validatePasswords', error: new Error('rules missing') },
  { type: 'xstate.done.actor.setPassword', output: 'demo_player' },
  { type: 'xstate.error.actor.setPassword', error: { code: 'reset.link.invalid' } },
  { type: 'xstate.error.actor.setPassword', error: { code: 'password.confirm.mismatch' } },
  { type: 'xstate.after.successPause.passwordResetLink.succeeded' },
] as const;

describeChartModel('password reset link chart (model-based)', passwordResetLinkMachine, {
  oracle: passwordResetLinkOracle,
  models: {
    // The token is given with spaces around it, as a mail program may copy it.
    'a link': {
      input: { token: ` ${TOKEN} ` },
      events: [...linkEvents],
      // Showing a password is independent of the rest: walked once each, not in every combination.
      sequences: [
        [
          { type: 'xstate.done.actor.checkLink' },
          { type: 'visibility.toggled', field: 'newPassword' },
          { type: 'visibility.toggled', field: 'confirmNewPassword' },
          { type: 'visibility.toggled', field: 'newPassword' },
        ],
      ],
    },
    'no token': { input: { token: '  ' }, events: [{ type: 'link.renew' }] },
  },
});

describe('password reset link chart (rules)', () => {
  function start(
    token: string,
    {
      errors = {},
      check = async () => undefined,
      answer = async () => 'demo_player',
    }: {
      errors?: FieldErrors;
      check?: () => Promise<void>;
      answer?: () => Promise<string>;
    } = {},
  ) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const checkLink = vi.fn((_input: unknown) => check());
    const setPassword = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      passwordResetLinkMachine.provide({
        actors: {
          checkLink: fromPromise(({ input }) => checkLink(input)),
          validatePasswords: fromPromise(async () => errors),
          setPassword: fromPromise(({ input }) => setPassword(input)),
        },
        actions: Object.fromEntries(
          ['openForgotPassword', 'showSuccess', 'openLogin'].map((n) => [n, record(n)]),
        ),
      }),
      { input: { token } },
    ).start();
    const fill = (newPassword: string, confirmNewPassword: string) => {
      actor.send({ type: 'field.changed', field: 'newPassword', value: newPassword });
      actor.send({ type: 'field.changed', field: 'confirmNewPassword', value: confirmNewPassword });
      actor.send({ type: 'password.submit' });
    };
    return { actor, calls, checkLink, setPassword, fill };
  }
  const stop = () => vi.useRealTimers();

  it('an address without a token is an invalid link, and nothing is asked of the server', () => {
    const { actor, checkLink } = start('');
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(checkLink).not.toHaveBeenCalled();
    stop();
  });

  it('a link the server refuses shows the invalid-link state; asking for a new one opens the forgot-password popup', async () => {
    const { actor, calls } = start(TOKEN, {
      check: () => Promise.reject({ code: 'reset.link.invalid' }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    actor.send({ type: 'link.renew' });
    expect(calls).toEqual(['openForgotPassword']);
    stop();
  });

  it('a check that fails otherwise can be retried', async () => {
    let fail = true;
    const { actor, checkLink } = start(TOKEN, {
      check: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('checkFailed');
    expect(actor.getSnapshot().context.errorCode).toBe('unknown');
    fail = false;
    actor.send({ type: 'link.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checkLink).toHaveBeenCalledTimes(2);
    expect(checkLink).toHaveBeenLastCalledWith({ token: TOKEN });
    stop();
  });

  it.each([
    ['', { confirmNewPassword: 'required' }],
    ['other-pass', { confirmNewPassword: 'password.confirm.mismatch' }],
  ])('confirmation %j is refused: %j, nothing sent', async (confirmation, expected) => {
    const { actor, setPassword, fill } = start(TOKEN);
    await vi.advanceTimersByTimeAsync(0);
    fill(PW, confirmation);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(expected);
    expect(setPassword).not.toHaveBeenCalled();
    stop();
  });

  it('the password rule refuses even with a matching confirmation', async () => {
    const { actor, setPassword, fill } = start(TOKEN, { errors: { newPassword: 'length' } });
    await vi.advanceTimersByTimeAsync(0);
    fill('x', 'x');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: 'length' });
    expect(setPassword).not.toHaveBeenCalled();
    stop();
  });

  it('success: the token and both passwords are sent, the message shows, then the login opens', async () => {
    const { actor, calls, setPassword, fill } = start(TOKEN);
    await vi.advanceTimersByTimeAsync(0);
    fill(PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(setPassword).toHaveBeenCalledWith({
      token: TOKEN,
      newPassword: PW,
      confirmNewPassword: PW,
    });
    // Requirements A9 "Success toast".
    const successMs = TIMINGS.successMessage.ms;
    expect(calls).toEqual([`showSuccess {"durationMs":${successMs}}`]);
    await vi.advanceTimersByTimeAsync(successMs - 1);
    expect(calls).not.toContain('openLogin');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe('openLogin');
    expect(actor.getSnapshot().output).toEqual({ userName: 'demo_player' });
    stop();
  });

  it('a refusal keeps what was typed; a link that ended meanwhile goes to the invalid-link state', async () => {
    let code = 'request_param_err';
    const { actor, fill } = start(TOKEN, { answer: () => Promise.reject({ code }) });
    await vi.advanceTimersByTimeAsync(0);
    fill(PW, PW);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errorCode).toBe('request_param_err');
    expect(actor.getSnapshot().context.values).toEqual({ newPassword: PW, confirmNewPassword: PW });
    code = 'reset.link.invalid';
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    stop();
  });
});

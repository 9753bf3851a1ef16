import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { smsCountdownMachine, type SmsSent } from '../../machines/sms-countdown.machine.ts';
import {
  loginMachine,
  type LoginRequest,
  type SavedCredentials,
  type SocialChannel,
  type SocialCredential,
} from '../../machines/login.machine.ts';
import type { FieldErrors, SessionInfo } from '../../machines/account/shared.ts';
import { TIMINGS } from '../requirements/timings.ts';
import type { ChartModelOptions } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { loginOracle } from './oracles/login.oracle.ts';
import { quietSms } from './oracles/sms-child.ts';

type ModelOptions = NonNullable<ChartModelOptions['models']>[string];

const input = { mobileLoginEnabled: true, countryDialingCode: '880' };
const savedUser: SavedCredentials = {
  type: 'username',
  username: 'alice',
  password: 'secret1',
  countryDialingCode: '880',
};
const savedMobile: SavedCredentials = {
  type: 'sms',
  username: '01712345678',
  password: '',
  countryDialingCode: '880',
};
const session: SessionInfo = { token: 't0k', userName: 'alice', type: 0, firstTimeLogin: false };
const captchaError = { code: 'user.or.token.invalid', value: { captcha: true } };
const credential: SocialCredential = {
  idToken: 'id-tok',
  mobileNo: '01712345678',
  countryDialingCode: '880',
};

// Each model tries only the events it lists. Three models keep the product of toggles small: the
// submit pipeline on a single tab, tabs with typing, and social sign-in; plain failures take the same
// edge as captcha failures (asserted below). Toggles that only flip a flag are walked once, as sequences.
const pipeline: ModelOptions = {
  input: { ...input, mobileLoginEnabled: false },
  sequences: [
    [
      { type: 'xstate.done.actor.loadCredentials', output: null },
      { type: 'remember.toggled' },
      { type: 'password.toggled' },
      { type: 'remember.toggled' },
      { type: 'tab.changed', tab: 'sms' },
      { type: 'login.submit' },
    ],
    [
      { type: 'xstate.done.actor.loadCredentials', output: null },
      // Unchecking the disclaimer refuses the login, with or without errors shown.
      { type: 'disclaimer.toggled' },
      { type: 'login.submit' },
      { type: 'language.changed' },
      { type: 'disclaimer.toggled' },
      { type: 'login.submit' },
      { type: 'xstate.done.actor.validateLogin', output: { password: 'length' } },
      { type: 'disclaimer.toggled' },
      { type: 'login.submit' },
      { type: 'language.changed' },
      { type: 'xstate.after.languageDebounce.login.editing.languagePending' },
      { type: 'xstate.done.actor.revalidateShown', output: { password: 'length' } },
      { type: 'disclaimer.toggled' },
      // Rules that cannot be checked leave a code to show, and nothing is sent.
      { type: 'login.submit' },
      { type: 'xstate.error.actor.validateLogin', error: new Error('rules missing') },
      { type: 'login.submit' },
      { type: 'xstate.done.actor.validateLogin', output: {} },
      { type: 'xstate.done.actor.submitLogin', output: session },
    ],
    // Failures of the storage and of the revalidation still end their waits (walked explicitly: a
    // chart that ignored them would stay where it is, which no shortest path would ever try).
    [
      { type: 'xstate.error.actor.loadCredentials', error: new Error('storage denied') },
      { type: 'login.submit' },
      { type: 'xstate.done.actor.validateLogin', output: { password: 'length' } },
      { type: 'language.changed' },
      { type: 'xstate.after.languageDebounce.login.editing.languagePending' },
      { type: 'xstate.error.actor.revalidateShown', error: new Error('rules missing') },
      { type: 'login.submit' },
    ],
  ],
  events: [
    { type: 'login.submit' },
    { type: 'language.changed' },
    { type: 'error.dismissed' },
    { type: 'xstate.done.actor.loadCredentials', output: null },
    { type: 'xstate.error.actor.loadCredentials', error: new Error('storage denied') },
    { type: 'xstate.done.actor.validateLogin', output: {} },
    { type: 'xstate.done.actor.validateLogin', output: { password: 'length' } },
    { type: 'xstate.done.actor.submitLogin', output: session },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'non.member.login' } },
    { type: 'xstate.error.actor.submitLogin', error: captchaError },
    { type: 'xstate.after.languageDebounce.login.editing.languagePending' },
    { type: 'xstate.done.actor.revalidateShown', output: {} },
    { type: 'xstate.error.actor.revalidateShown', error: new Error('rules missing') },
  ],
};
const loaded = { type: 'xstate.done.actor.loadCredentials', output: null };
const submit = [{ type: 'login.submit' }, { type: 'xstate.done.actor.validateLogin', output: {} }];
// Typing only changes values, so it is walked in sequences: as events it multiplies the paths.
const tabs: ModelOptions = {
  input,
  sequences: [
    [
      loaded,
      // A captcha typed before it is asked for is not sent; once asked for, it is.
      { type: 'field.changed', field: 'captcha', value: '4711' },
      { type: 'field.changed', field: 'password', value: 'pw' },
      ...submit,
      { type: 'xstate.error.actor.submitLogin', error: captchaError },
      // The tab already shown is not switched to, captcha or not: no reload, no new picture.
      { type: 'tab.changed', tab: 'username' },
      { type: 'field.changed', field: 'captcha', value: '4711' },
      ...submit,
      { type: 'xstate.done.actor.submitLogin', output: session },
    ],
    [
      loaded,
      // Typing into a field clears its error only.
      { type: 'login.submit' },
      {
        type: 'xstate.done.actor.validateLogin',
        output: { username: 'required', password: 'length' },
      },
      { type: 'field.changed', field: 'password', value: 'secret1' },
      // The SMS tab sends the mobile number and code, never the typed password.
      { type: 'tab.changed', tab: 'sms' },
      { type: 'xstate.done.actor.loadCredentials', output: savedMobile },
      { type: 'field.changed', field: 'verificationCode', value: '123456' },
      ...submit,
      { type: 'xstate.done.actor.submitLogin', output: session },
    ],
  ],
  events: [
    { type: 'login.submit' },
    loaded,
    // Remembered credentials apply only to their own tab.
    { type: 'xstate.done.actor.loadCredentials', output: savedMobile },
    { type: 'tab.changed', tab: 'sms' },
    { type: 'tab.changed', tab: 'username' },
    { type: 'xstate.done.actor.validateLogin', output: {} },
    { type: 'xstate.done.actor.submitLogin', output: session },
    { type: 'xstate.error.actor.submitLogin', error: captchaError },
  ],
};

// Social sign-in: the provider's answers (credential, cancel, failure), then the firebase login's.
const social: ModelOptions = {
  input: { ...input, mobileLoginEnabled: false },
  events: [
    { type: 'xstate.done.actor.loadCredentials', output: null },
    { type: 'social.chosen', channel: 'google' },
    { type: 'disclaimer.toggled' },
    { type: 'xstate.done.actor.signInSocially', output: credential },
    { type: 'xstate.error.actor.signInSocially', error: { code: 'social.cancelled' } },
    { type: 'xstate.error.actor.signInSocially', error: { code: 'social.failed' } },
    { type: 'xstate.done.actor.submitLogin', output: session },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'non.member.login' } },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'function.not.available' } },
    { type: 'error.dismissed' },
    { type: 'xstate.done.actor.validateLogin', output: {} },
  ],
};

// "Get code": the number is checked alone; a valid one goes to the SMS code button, an invalid one
// (or rules that cannot run) shows on the field; typing the number clears it; the username tab has no button.
const sms: ModelOptions = {
  input,
  events: [
    loaded,
    { type: 'tab.changed', tab: 'sms' },
    { type: 'tab.changed', tab: 'username' },
    { type: 'sms.requested' },
    { type: 'xstate.done.actor.checkMobile', output: {} },
    { type: 'xstate.done.actor.checkMobile', output: { mobileNum: 'mobile.invalid' } },
    { type: 'xstate.error.actor.checkMobile', error: { code: 'rules.missing' } },
    { type: 'field.changed', field: 'mobileNum', value: '01712345678' },
  ],
};

// The form opens before the region's dialling code is known: the code fills an empty one, whenever
// it arrives, and a remembered login's own code (here 91) is never replaced.
const region: ModelOptions = {
  input: { ...input, countryDialingCode: '' },
  events: [
    { type: 'region.answered', dialingCode: '880' },
    { type: 'xstate.done.actor.loadCredentials', output: null },
    {
      type: 'xstate.done.actor.loadCredentials',
      output: { ...savedUser, countryDialingCode: '91' },
    },
    { type: 'tab.changed', tab: 'sms' },
  ],
  // Walked as they stand, so that a chart ignoring the event fails the oracle instead of dropping out of the paths.
  sequences: [
    [
      { type: 'region.answered', dialingCode: '880' },
      { type: 'xstate.done.actor.loadCredentials', output: null },
    ],
    [
      { type: 'xstate.done.actor.loadCredentials', output: null },
      { type: 'region.answered', dialingCode: '880' },
    ],
    [
      {
        type: 'xstate.done.actor.loadCredentials',
        output: { ...savedUser, countryDialingCode: '91' },
      },
      { type: 'region.answered', dialingCode: '880' },
    ],
  ],
};

describeChartModel('login chart (model-based)', loginMachine, {
  oracle: loginOracle,
  models: { pipeline, tabs, social, sms, region },
  provide: { actors: { smsCountdown: quietSms } },
});

describe('login chart (rules)', () => {
  interface Setup {
    mobileLoginEnabled?: boolean;
    saved?: SavedCredentials | null;
    errors?: FieldErrors | ((fields: string[] | null) => FieldErrors);
    answer?: (request: LoginRequest) => Promise<SessionInfo>;
    socialAnswer?: (channel: SocialChannel) => Promise<SocialCredential>;
  }

  function start({
    mobileLoginEnabled = true,
    saved = null,
    errors = {},
    answer = async () => session,
    socialAnswer = async () => credential,
  }: Setup = {}) {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const submitLogin = vi.fn(answer);
    const validateLogin = vi.fn((fields: string[] | null) =>
      typeof errors === 'function' ? errors(fields) : errors,
    );
    const loadCredentials = vi.fn(async (type: string) => (saved?.type === type ? saved : null));
    const signInSocially = vi.fn(socialAnswer);
    const actor = createActor(
      loginMachine.provide({
        actors: {
          loadCredentials: fromPromise(({ input: i }) => loadCredentials(i.type)),
          validateLogin: fromPromise(async ({ input: request }) => validateLogin(request.fields)),
          submitLogin: fromPromise(({ input: request }) => submitLogin(request)),
          signInSocially: fromPromise(({ input: request }) => signInSocially(request.channel)),
        },
        actions: {
          refreshCaptcha: record('refreshCaptcha'),
          storeSession: record('storeSession'),
          saveCredentials: record('saveCredentials'),
          closePopup: record('closePopup'),
        },
      }),
      { input: { ...input, mobileLoginEnabled } },
    ).start();
    return { actor, calls, submitLogin, loadCredentials, validateLogin, signInSocially };
  }
  const editing = (actor: ReturnType<typeof start>['actor']) =>
    vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));

  it('starts with the disclaimer checked and refuses to submit while it is unchecked', async () => {
    const { actor, submitLogin } = start();
    await editing(actor);
    expect(actor.getSnapshot().context.disclaimerChecked).toBe(true);
    actor.send({ type: 'disclaimer.toggled' });
    expect(actor.getSnapshot().can({ type: 'login.submit' })).toBe(false);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(submitLogin).not.toHaveBeenCalled();
  });

  it('loads remembered credentials of the tab switched to', async () => {
    const { actor, loadCredentials } = start({ saved: savedMobile });
    await editing(actor);
    expect(actor.getSnapshot().context.remember).toBe(false);
    actor.send({ type: 'tab.changed', tab: 'sms' });
    await editing(actor);
    expect(loadCredentials.mock.calls).toEqual([['username'], ['sms']]);
    expect(actor.getSnapshot().context.values.mobileNum).toBe('01712345678');
    expect(actor.getSnapshot().context.remember).toBe(true);
  });

  it('offers the SMS tab only when mobile-verification login is on', async () => {
    const { actor, loadCredentials } = start({ mobileLoginEnabled: false });
    await editing(actor);
    actor.send({ type: 'tab.changed', tab: 'sms' });
    expect(actor.getSnapshot().context.tab).toBe('username');
    expect(loadCredentials).toHaveBeenCalledTimes(1);
  });

  it('a failure carrying a captcha shows and refreshes it; a later tab switch refreshes it again', async () => {
    const { actor, calls, submitLogin } = start({ answer: () => Promise.reject(captchaError) });
    await editing(actor);
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.captchaShown).toBe(true));
    expect(actor.getSnapshot().context.errorCode).toBe('user.or.token.invalid');
    expect(calls).toEqual(['refreshCaptcha']);
    actor.send({ type: 'field.changed', field: 'captcha', value: '4711' });
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(submitLogin).toHaveBeenCalledTimes(2));
    expect(submitLogin.mock.calls[1]?.[0].captcha).toBe('4711');
    await editing(actor);
    actor.send({ type: 'tab.changed', tab: 'sms' });
    expect(calls).toEqual(['refreshCaptcha', 'refreshCaptcha', 'refreshCaptcha']);
  });

  it('a plain failure keeps its code, hides no captcha and refreshes nothing', async () => {
    const { actor, calls } = start({
      answer: () => Promise.reject({ code: 'user.or.token.invalid' }),
    });
    await editing(actor);
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.errorCode).toBe('user.or.token.invalid'),
    );
    expect(actor.getSnapshot().context.captchaShown).toBe(false);
    expect(calls).toEqual([]);
  });

  it('invalid fields keep their codes and send nothing', async () => {
    const { actor, submitLogin } = start({ errors: { username: 'required' } });
    await editing(actor);
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'required' }),
    );
    expect(submitLogin).not.toHaveBeenCalled();
  });

  it('success stores the session, saves credentials by the remember flag and closes the popup', async () => {
    const { actor, calls, submitLogin } = start({ saved: savedUser });
    await editing(actor);
    actor.send({ type: 'password.toggled' });
    expect(actor.getSnapshot().context.passwordVisible).toBe(true);
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(submitLogin).toHaveBeenCalledWith({
      type: 'username',
      username: 'alice',
      password: 'secret1',
      captcha: '',
      countryDialingCode: '880',
      remember: true,
    });
    expect(calls).toEqual([
      `storeSession ${JSON.stringify({ session })}`,
      `saveCredentials ${JSON.stringify({ remember: true, credentials: savedUser })}`,
      'closePopup',
    ]);
  });

  it.each(['non.member.login', 'non.agent.login'])(
    'an account of the wrong kind for the site is refused with %s',
    async (code) => {
      const { actor, calls } = start({ answer: () => Promise.reject({ code }) });
      await editing(actor);
      actor.send({ type: 'login.submit' });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('refused'));
      expect(actor.getSnapshot().context.errorCode).toBe(code);
      expect(calls).toEqual([]);
    },
  );

  it('a language change revalidates shown errors only, 200 ms after the last change', async () => {
    vi.useFakeTimers();
    const { actor, validateLogin } = start({
      errors: (fields): FieldErrors =>
        fields === null ? { username: 'required', password: 'length' } : {},
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(500);
    expect(validateLogin).not.toHaveBeenCalled();
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'language.changed' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'language.changed' });
    // Requirements A5.7: debounced 200 ms after the last change.
    await vi.advanceTimersByTimeAsync(TIMINGS.languageDebounce.ms - 1);
    expect(validateLogin).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(validateLogin.mock.calls[1]).toEqual([['username', 'password']]);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    vi.useRealTimers();
  });

  describe('social sign-in', () => {
    it('is refused while the disclaimer is unchecked, like the login button', async () => {
      const { actor, signInSocially } = start();
      await editing(actor);
      actor.send({ type: 'disclaimer.toggled' });
      expect(actor.getSnapshot().can({ type: 'social.chosen', channel: 'google' })).toBe(false);
      actor.send({ type: 'social.chosen', channel: 'google' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(signInSocially).not.toHaveBeenCalled();
    });

    it('sends the credential as a firebase login, stores the session and closes, leaving remembered credentials alone', async () => {
      const { actor, calls, submitLogin, signInSocially } = start({ saved: savedUser });
      await editing(actor);
      actor.send({ type: 'social.chosen', channel: 'facebook' });
      expect(actor.getSnapshot().value).toBe('signingInSocially');
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(signInSocially).toHaveBeenCalledWith('facebook');
      expect(submitLogin).toHaveBeenCalledWith({
        type: 'firebase',
        firebaseChannel: 'facebook',
        firebaseIdToken: 'id-tok',
        firebaseMobileNo: '01712345678',
        countryDialingCode: '880',
        captcha: '',
      });
      expect(calls).toEqual([`storeSession ${JSON.stringify({ session })}`, 'closePopup']);
    });

    it('a cancelled sign-in returns to the form silently', async () => {
      const { actor, submitLogin } = start({
        socialAnswer: () => Promise.reject({ code: 'social.cancelled' }),
      });
      await editing(actor);
      actor.send({ type: 'field.changed', field: 'username', value: 'alice' });
      actor.send({ type: 'social.chosen', channel: 'line' });
      await editing(actor);
      expect(actor.getSnapshot().context).toMatchObject({
        errorCode: null,
        social: null,
        values: { username: 'alice' },
      });
      expect(submitLogin).not.toHaveBeenCalled();
    });

    it('a failed sign-in shows social.failed and keeps the channel for the message', async () => {
      const { actor, submitLogin } = start({
        socialAnswer: () => Promise.reject({ code: 'social.failed' }),
      });
      await editing(actor);
      actor.send({ type: 'social.chosen', channel: 'google' });
      await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('social.failed'));
      expect(actor.getSnapshot().context.social).toEqual({ channel: 'google', credential: null });
      expect(submitLogin).not.toHaveBeenCalled();
      // The form's own login afterwards is a password login again.
      actor.send({ type: 'field.changed', field: 'username', value: 'alice' });
      actor.send({ type: 'login.submit' });
      await vi.waitFor(() => expect(submitLogin).toHaveBeenCalledTimes(1));
      expect(submitLogin.mock.calls[0]?.[0]).toMatchObject({ type: 'username', username: 'alice' });
    });

    it('a refused firebase login shows the server code, keeps what was typed and drops the credential', async () => {
      const { actor } = start({ answer: () => Promise.reject({ code: 'function.not.available' }) });
      await editing(actor);
      actor.send({ type: 'field.changed', field: 'username', value: 'alice' });
      actor.send({ type: 'social.chosen', channel: 'google' });
      await vi.waitFor(() =>
        expect(actor.getSnapshot().context.errorCode).toBe('function.not.available'),
      );
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({
        social: null,
        values: { username: 'alice' },
      });
    });
  });
});

describe('login chart: the SMS code button it invokes (rules)', () => {
  const NUMBER = '01712345678';

  /** The login chart with its SMS child; the rules refuse the number while `invalid` holds. */
  function startSms(invalid: { now: boolean } = { now: false }) {
    vi.useFakeTimers();
    const sendSmsCode = vi.fn(async (_request: unknown): Promise<SmsSent> => ({
      receivedAt: 0,
      expirationTime: 60_000,
    }));
    const validateLogin = vi.fn((fields: string[] | null): FieldErrors =>
      fields?.includes('mobileNum') && invalid.now ? { mobileNum: 'mobile.invalid' } : {},
    );
    const actor = createActor(
      loginMachine.provide({
        actors: {
          loadCredentials: fromPromise(async (): Promise<SavedCredentials | null> => null),
          validateLogin: fromPromise(async ({ input: request }) => validateLogin(request.fields)),
          smsCountdown: smsCountdownMachine.provide({
            actors: { sendSmsCode: fromPromise(({ input: request }) => sendSmsCode(request)) },
            actions: {
              showSendingToast: () => undefined,
              hideLoadingToast: () => undefined,
              showSentToast: () => undefined,
            },
          }),
        },
        actions: { refreshCaptcha: () => undefined },
      }),
      { input },
    ).start();
    const sms = () => actor.getSnapshot().children.sms!.getSnapshot();
    return { actor, sendSmsCode, validateLogin, sms };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const onSmsTab = async (actor: ReturnType<typeof startSms>['actor']) => {
    await settle();
    actor.send({ type: 'tab.changed', tab: 'sms' });
    await settle();
    actor.send({ type: 'field.changed', field: 'mobileNum', value: NUMBER });
  };

  it('an invalid number shows its error on the field and sends nothing; typing the number clears it', async () => {
    const { actor, sendSmsCode, validateLogin, sms } = startSms({ now: true });
    await onSmsTab(actor);
    actor.send({ type: 'sms.requested' });
    expect(actor.getSnapshot().hasTag('smsChecking')).toBe(true);
    await settle();
    expect(validateLogin).toHaveBeenLastCalledWith(['mobileNum']);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobileNum: 'mobile.invalid' });
    expect(actor.getSnapshot().hasTag('smsChecking')).toBe(false);
    expect(sendSmsCode).not.toHaveBeenCalled();
    expect(sms().value).toBe('ready');
    actor.send({ type: 'field.changed', field: 'mobileNum', value: '0171234567' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    vi.useRealTimers();
  });

  it('a valid number is sent once, as typed; a second request while counting down sends nothing', async () => {
    const { actor, sendSmsCode, sms } = startSms();
    await onSmsTab(actor);
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledWith({
      purpose: 'noLogin',
      mobileNum: NUMBER,
      countryDialingCode: '880',
    });
    expect(sms().value).toBe('countingDown');
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('the number error is removed once a request passes', async () => {
    const invalid = { now: true };
    const { actor, sendSmsCode } = startSms(invalid);
    await onSmsTab(actor);
    actor.send({ type: 'sms.requested' });
    await settle();
    invalid.now = false;
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('the countdown continues across a tab switch', async () => {
    const { actor, sms } = startSms();
    await onSmsTab(actor);
    actor.send({ type: 'sms.requested' });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sms().context.remainingSeconds).toBe(50);
    actor.send({ type: 'tab.changed', tab: 'username' });
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);
    actor.send({ type: 'tab.changed', tab: 'sms' });
    await settle();
    expect(sms().value).toBe('countingDown');
    expect(sms().context.remainingSeconds).toBe(45);
    vi.useRealTimers();
  });

  it('the username tab has no code to ask for: a request checks and sends nothing', async () => {
    const { actor, sendSmsCode, validateLogin } = startSms();
    await settle();
    actor.send({ type: 'sms.requested' });
    await settle();
    expect(validateLogin).not.toHaveBeenCalled();
    expect(sendSmsCode).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

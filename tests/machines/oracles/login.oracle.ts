import { expect } from 'vitest';
import type {
  LoginContext,
  LoginRequest,
  SavedCredentials,
} from '../../../machines/login.machine.ts';
import type { FieldErrors } from '../../../machines/account/shared.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';
import { expectSmsAfterCheck, smsChild, smsSentIn } from './sms-child.ts';

type Step = StepView<LoginContext>;

const WRONG_SITE = ['non.member.login', 'non.agent.login'];
const codeOf = (error: unknown) => (error as { code?: string }).code;
const carriesCaptcha = (error: unknown) =>
  (error as { value?: { captcha?: boolean } }).value?.captcha === true;

/** What the login call must send, written out from the rules (not from the chart's helper). */
function expectedRequest(c: LoginContext): LoginRequest {
  const captcha = c.captchaShown ? c.values.captcha : '';
  if (c.social?.credential) {
    return {
      type: 'firebase',
      firebaseChannel: c.social.channel,
      firebaseIdToken: c.social.credential.idToken,
      firebaseMobileNo: c.social.credential.mobileNo ?? '',
      countryDialingCode: c.social.credential.countryDialingCode ?? '',
      captcha,
    };
  }
  const sms = c.tab === 'sms';
  return {
    type: c.tab,
    username: sms ? c.values.mobileNum : c.values.username,
    password: sms ? c.values.verificationCode : c.values.password,
    captcha,
    countryDialingCode: c.values.countryDialingCode,
    remember: c.remember,
  };
}

/** Holds in every state: the SMS tab only with mobile login on; logged in only in the final state. */
function always(step: Step): void {
  const { context, history } = step;
  // The SMS code button's chart runs for as long as the form is open (a countdown survives a tab switch).
  smsChild(step);
  if (!context.mobileLoginEnabled) expect(context.tab).toBe('username');
  // The region's dialling code fills an empty one and never replaces one the form has (a remembered login's).
  if (step.event.type === 'region.answered' && step.previous) {
    const before = step.previous.context.values.countryDialingCode;
    expect(context.values).toEqual({
      ...step.previous.context.values,
      countryDialingCode: before === '' ? step.event.dialingCode : before,
    });
  }
  expect(actionsIn(history).map((e) => e.action)).not.toContain('storeSession');
  expect(context.session).toBeNull();
}

/**
 * What the view reads: `busy` while the login button waits (loading, checking, sending), `locked`
 * while the login and social buttons may not be used (a provider's sign-in, a refusal message).
 */
function tagsAre(
  { hasTag }: Step,
  tags: { busy: boolean; locked: boolean; smsChecking?: boolean },
): void {
  expect({
    busy: hasTag('busy'),
    locked: hasTag('locked'),
    smsChecking: hasTag('smsChecking'),
  }).toEqual({ smsChecking: false, ...tags });
}

/** The validation input: the tab, the values and whether the captcha shows. */
const validation = (c: LoginContext, fields: string[] | null) => ({
  tab: c.tab,
  values: c.values,
  captchaShown: c.captchaShown,
  fields,
});

/** What must hold in each state of the login chart. */
export const loginOracle: Oracle<LoginContext> = {
  loadingCredentials: (step) => {
    const { context, effects, event, previous, running, entered } = step;
    always(step);
    tagsAre(step, { busy: true, locked: false });
    expect(running).toEqual(['loadCredentials']);
    // An answer (or a failure) of the storage always leads to the form.
    expect(event.type).not.toMatch(/^xstate\.(done|error)\.actor\.loadCredentials$/);
    // The form starts empty: remember-me off, disclaimer checked, password hidden, no captcha, no errors.
    if (event.type === 'xstate.init') {
      expect(context).toEqual({
        mobileLoginEnabled: context.mobileLoginEnabled,
        countryDialingCode: context.countryDialingCode,
        tab: 'username',
        values: {
          username: '',
          password: '',
          mobileNum: '',
          countryDialingCode: context.countryDialingCode,
          verificationCode: '',
          captcha: '',
        },
        remember: false,
        disclaimerChecked: true,
        passwordVisible: false,
        captchaShown: false,
        fieldErrors: {},
        errorCode: null,
        social: null,
        session: null,
      });
    }
    if (!entered) return;
    expect(invocationsIn(effects)).toEqual([
      { invoke: 'loadCredentials', id: 'loadCredentials', input: { type: context.tab } },
    ]);
    if (event.type === 'tab.changed') {
      // Only another tab, and only with mobile-verification login on, is switched to.
      expect(context.mobileLoginEnabled).toBe(true);
      expect(previous?.context.tab).not.toBe(event.tab);
      // Switching tab clears the errors and refreshes a shown captcha.
      expect(context.tab).toBe(event.tab);
      expect(context.fieldErrors).toEqual({});
      expect(context.errorCode).toBeNull();
      const refreshed = actionsIn(effects).some((e) => e.action === 'refreshCaptcha');
      expect(refreshed).toBe(previous?.context.captchaShown === true);
    }
  },
  editing: (step) => {
    const { context, effects, event, previous, entered } = step;
    always(step);
    tagsAre(step, {
      busy: false,
      locked: false,
      smsChecking: step.snapshot.matches({ editing: 'checkingMobile' }),
    });
    // "Get code" exists on the SMS tab only: elsewhere it checks and sends nothing.
    if (event.type === 'sms.requested' && context.tab !== 'sms') {
      expectEffects(effects, []);
      expect(smsSentIn(step)).toBe(false);
    }
    // Only a refusal has a message to dismiss; the form's own errors go when the player types.
    expect(step.snapshot.can({ type: 'error.dismissed' })).toBe(false);
    const before = previous?.context as LoginContext | undefined;
    if (event.type === 'field.changed') {
      const field = event.field as keyof LoginContext['values'];
      expect(context.values[field]).toBe(event.value);
      expect(context.fieldErrors).not.toHaveProperty(field);
    }
    for (const [type, key] of [
      ['remember.toggled', 'remember'],
      ['disclaimer.toggled', 'disclaimerChecked'],
      ['password.toggled', 'passwordVisible'],
    ] as const) {
      if (event.type === type) expect(context[key]).toBe(!before?.[key]);
    }
    // Login and the social buttons are refused while the disclaimer is unchecked.
    if (!entered && (event.type === 'login.submit' || event.type === 'social.chosen')) {
      expect(before?.disclaimerChecked).toBe(false);
      expectEffects(effects, []);
    }
    // A tab that cannot be switched to (the current one, or SMS with mobile login off) changes nothing.
    if (!entered && event.type === 'tab.changed') expect(context.tab).toBe(before?.tab);
    if (!entered) return;
    if (event.type === 'xstate.done.actor.loadCredentials') {
      const saved = event.output as SavedCredentials | null;
      expect(context.remember).toBe(saved?.type === context.tab);
      // A remembered login brings its own dialling code.
      if (saved?.type === context.tab && saved.countryDialingCode)
        expect(context.values.countryDialingCode).toBe(saved.countryDialingCode);
    }
    // Nothing could be read: remember-me stays as it was (off on opening).
    if (event.type === 'xstate.error.actor.loadCredentials')
      expect(context.remember).toBe(before?.remember);
    if (event.type === 'xstate.done.actor.validateLogin') {
      // Field errors keep the player on the form; nothing is sent.
      expect(context.fieldErrors).toEqual(event.output as FieldErrors);
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expectEffects(effects, []);
    }
    if (event.type === 'xstate.error.actor.validateLogin')
      expect(context.errorCode).toEqual(expect.any(String));
    if (event.type === 'xstate.error.actor.submitLogin') {
      // An account of the wrong kind is refused, never shown as a plain failure of the form.
      expect(WRONG_SITE).not.toContain(codeOf(event.error));
      expect(context.errorCode).toBe(codeOf(event.error));
      expect(context.social).toBeNull();
      // A failure that carries a captcha shows the captcha field, emptied, with a fresh picture.
      if (carriesCaptcha(event.error)) {
        expect(context.captchaShown).toBe(true);
        expect(context.values.captcha).toBe('');
        expectEffects(effects, [{ action: 'refreshCaptcha' }]);
      } else {
        expect(context.captchaShown).toBe(before?.captchaShown);
        expectEffects(effects, []);
      }
    }
    if (event.type === 'xstate.error.actor.signInSocially') {
      // A cancelled sign-in returns silently; a failed one names its channel.
      if (codeOf(event.error) === 'social.cancelled') {
        expect(context.errorCode).toBeNull();
        expect(context.social).toBeNull();
      } else {
        expect(context.errorCode).toBe('social.failed');
        expect(context.social?.channel).toBe(before?.social?.channel);
      }
      expectEffects(effects, []);
    }
    if (event.type === 'error.dismissed') expect(context.errorCode).toBeNull();
  },
  'editing.idle': (step) => {
    const { context, event, previous, running, effects } = step;
    expect(running).toEqual([]);
    const before = previous?.context as LoginContext | undefined;
    if (event.type === 'xstate.done.actor.checkMobile') {
      const code = (event.output as FieldErrors)['mobileNum'];
      // The number's error is the form's: set by the check, or removed when the number passed.
      if (code) expect(context.fieldErrors).toEqual({ ...before?.fieldErrors, mobileNum: code });
      else expect(context.fieldErrors).not.toHaveProperty('mobileNum');
      // Only a valid number goes to the SMS code button, the number as typed with its dialling code.
      expectSmsAfterCheck(step, Boolean(code), {
        mobileNum: context.values.mobileNum,
        countryDialingCode: context.values.countryDialingCode,
      });
      expectEffects(effects, []);
    }
    if (event.type === 'xstate.error.actor.checkMobile') {
      // The rules could not be run: the number shows the failure's code and nothing is sent.
      expect(context.fieldErrors['mobileNum']).toBe(codeOf(event.error) ?? 'unknown');
      expect(smsSentIn(step)).toBe(false);
    }
    // Revalidation after a language change keeps only errors of fields that were shown.
    if (event.type === 'xstate.done.actor.revalidateShown') {
      const shown = Object.keys((previous?.context as LoginContext).fieldErrors);
      for (const field of Object.keys(context.fieldErrors)) expect(shown).toContain(field);
      expect(context.fieldErrors).toEqual(
        Object.fromEntries(
          shown.flatMap((f) =>
            (event.output as FieldErrors)[f] ? [[f, (event.output as FieldErrors)[f]]] : [],
          ),
        ),
      );
    }
  },
  'editing.checkingMobile': (step) => {
    const { context, effects, running, entered, event } = step;
    // Only the SMS tab has the button; the check covers the number alone.
    expect(context.tab).toBe('sms');
    expect(running).toEqual(['checkMobile']);
    expect(smsSentIn(step)).toBe(false);
    if (entered) {
      expect(event.type).toBe('sms.requested');
      expectEffects(effects, [
        { invoke: 'validateLogin', id: 'checkMobile', input: validation(context, ['mobileNum']) },
      ]);
    }
  },
  'editing.languagePending': ({ context, running, event, entered }) => {
    // Only shown errors are revalidated, 200 ms after the last language change.
    expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
    expect(running).toEqual([]);
    if (entered) expect(event.type).toBe('language.changed');
  },
  'editing.revalidating': ({ context, effects, running, entered, event }) => {
    expect(running).toEqual(['revalidateShown']);
    // The rules' answer (or failure) always ends the revalidation.
    expect(event.type).not.toMatch(/^xstate\.(done|error)\.actor\.revalidateShown$/);
    if (entered) {
      expect(event.type).toBe('xstate.after.languageDebounce.login.editing.languagePending');
      expectEffects(effects, [
        {
          invoke: 'validateLogin',
          id: 'revalidateShown',
          input: validation(context, Object.keys(context.fieldErrors)),
        },
      ]);
    }
  },
  signingInSocially: (step) => {
    const { context, effects, event, running, entered } = step;
    always(step);
    tagsAre(step, { busy: false, locked: true });
    expect(context.disclaimerChecked).toBe(true);
    expect(context.social).toMatchObject({ credential: null });
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['signInSocially']);
    if (entered) {
      expect(context.social?.channel).toBe(event.channel);
      expectEffects(effects, [
        { invoke: 'signInSocially', id: 'signInSocially', input: { channel: event.channel } },
      ]);
    }
  },
  validating: (step) => {
    const { context, effects, running, entered } = step;
    always(step);
    tagsAre(step, { busy: true, locked: false });
    expect(context.disclaimerChecked).toBe(true);
    expect(context.errorCode).toBeNull();
    expect(context.social).toBeNull();
    expect(running).toEqual(['validateLogin']);
    if (entered)
      expectEffects(effects, [
        { invoke: 'validateLogin', id: 'validateLogin', input: validation(context, null) },
      ]);
  },
  submitting: (step) => {
    const { context, effects, event, running, entered } = step;
    always(step);
    tagsAre(step, { busy: true, locked: false });
    expect(context.fieldErrors).toEqual({});
    expect(context.disclaimerChecked).toBe(true);
    expect(running).toEqual(['submitLogin']);
    if (!entered) return;
    if (event.type === 'xstate.done.actor.signInSocially')
      expect(context.social?.credential).toEqual(event.output);
    else expect(context.social).toBeNull();
    expectEffects(effects, [
      { invoke: 'submitLogin', id: 'submitLogin', input: expectedRequest(context) },
    ]);
  },
  refused: (step) => {
    const { context, effects, running, event, entered, snapshot } = step;
    always(step);
    tagsAre(step, { busy: false, locked: true });
    // The message stays until the player dismisses it.
    expect(snapshot.can({ type: 'error.dismissed' })).toBe(true);
    // An account of the wrong kind for this site: a message, and no session.
    expect(WRONG_SITE).toContain(context.errorCode);
    expect(context.social).toBeNull();
    expect(running).toEqual([]);
    if (entered) {
      expect(context.errorCode).toBe(codeOf(event.error));
      expectEffects(effects, []);
    }
  },
  loggedIn: (step) => {
    const { snapshot, context, effects, event, previous } = step;
    expect(snapshot.status).toBe('done');
    tagsAre(step, { busy: false, locked: false });
    // The outcome is the stored session.
    expect(context.session).toEqual(event.output);
    expect(snapshot.output).toEqual(event.output);
    const before = previous?.context as LoginContext;
    const session = { action: 'storeSession', params: { session: event.output } };
    // A social login leaves the remembered credentials alone; the form's own login saves or forgets them.
    const save = {
      action: 'saveCredentials',
      params: {
        remember: context.remember,
        credentials: {
          type: context.tab,
          username: context.tab === 'sms' ? context.values.mobileNum : context.values.username,
          password: context.tab === 'sms' ? '' : context.values.password,
          countryDialingCode: context.values.countryDialingCode,
        },
      },
    };
    expectEffects(effects, [session, ...(before.social ? [] : [save]), { action: 'closePopup' }]);
  },
};

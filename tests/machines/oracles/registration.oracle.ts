import { expect } from 'vitest';
import type { RegistrationContext } from '../../../machines/registration.machine.ts';
import type { FieldErrors, SessionInfo } from '../../../machines/account/shared.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';
import { expectSmsAfterCheck, smsChild, smsSentIn } from './sms-child.ts';

type Step = StepView<RegistrationContext>;

/** The form's order of fields, as the player sees them: the first invalid one takes the focus. */
const FORM_ORDER = [
  'username',
  'password',
  'confimpsw',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'captcha',
  'verificationCode',
  'affiliateCode',
];
const CAPTCHA = 'fetchCaptcha';
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? 'unknown';
const before = (step: Step) => step.previous?.context as RegistrationContext | undefined;
/** The form's own invocations (the captcha picture loads beside the form, in its own region). */
const formRunning = (running: string[]) => running.filter((id) => id !== CAPTCHA);
const formEffects = (effects: Effect[]) =>
  effects.filter((e) => !('invoke' in e) || e.invoke !== CAPTCHA);
const captchaFetches = (effects: Effect[]) =>
  invocationsIn(effects).filter((e) => e.invoke === CAPTCHA);
const trimmed = (value: string | undefined) => (value ?? '').trim();
const wantsInvitation = (c: RegistrationContext) =>
  c.invitationEnabled && trimmed(c.values.affiliateCode) !== '';

/** Holds in every state: a tab only when it is enabled, no session before registering, effects only from their steps. */
function always(step: Step): void {
  const { context, history } = step;
  if (!context.mobileEnabled) expect(context.method).toBe('username');
  if (!context.usernameEnabled) expect(context.method).toBe('mobileNum');
  expect(actionsIn(history).map((e) => e.action)).not.toContain('storeSession');
  expect(context.registeredAs).toBeNull();
  // The phone-auth token comes only from the SMS verification.
  if (!context.phoneAuthVerification) expect(context.firebaseIdToken).toBeNull();
  // A form without a captcha never fetches a picture.
  if (!context.captchaEnabled) {
    expect(context.captchaImage).toBeNull();
    expect(captchaFetches(history)).toEqual([]);
  }
  // The terms message shows only while the box is unticked.
  if (context.errorCode === 'terms.unchecked') expect(context.termsAgreed).toBe(false);
  for (const code of Object.values(context.fieldErrors)) expect(code).not.toBe('');
}

/** A step of the submit pipeline: busy, the form's errors cleared by the checks, one invocation running. */
function pipelineStep(step: Step, invocation: string): void {
  always(step);
  expect(step.hasTag('busy')).toBe(true);
  expect(step.context.errorCode).toBeNull();
  expect(formRunning(step.running)).toEqual([invocation]);
}

/** The checks after the field rules: nothing invalid, the terms ticked. */
function vetted({ context }: Step): void {
  expect(context.fieldErrors).toEqual({});
  expect(context.termsAgreed).toBe(true);
}

/** What the chart's owner sees on coming back to the form from an attempt. */
function backFromAttempt(step: Step): void {
  const { context, effects, event } = step;
  const prior = before(step) as RegistrationContext;
  // An attempt never changes what the player typed, nor the tab.
  expect(context.values).toEqual(prior.values);
  expect(context.method).toBe(prior.method);
  const focus = actionsIn(formEffects(effects));
  switch (event.type) {
    case 'xstate.done.actor.validateRegistration':
    case 'xstate.done.actor.checkUsername':
    case 'xstate.error.actor.checkUsername': {
      if (event.type === 'xstate.done.actor.validateRegistration')
        expect(context.fieldErrors).toEqual(event.output);
      if (event.type === 'xstate.done.actor.checkUsername') {
        // A taken name is reported on its field, with the rule codes of the other fields.
        const taken = event.output === false;
        expect(context.fieldErrors.username === 'username.exists').toBe(taken);
        expect(context.fieldErrors).toEqual({
          ...prior.fieldErrors,
          ...(taken ? { username: 'username.exists' } : {}),
        });
      }
      if (event.type === 'xstate.error.actor.checkUsername')
        expect(context.fieldErrors).toEqual(prior.fieldErrors);
      if (Object.keys(context.fieldErrors).length > 0) {
        // Invalid fields: the first in the form's order takes the focus; nothing is sent.
        const first = FORM_ORDER.find((f) => f in context.fieldErrors);
        expect(focus).toEqual([{ action: 'focusField', params: { field: first } }]);
        expect(context.errorCode).toBeNull();
      } else {
        // Everything valid but the terms box.
        expect(context.termsAgreed).toBe(false);
        expect(context.errorCode).toBe('terms.unchecked');
        expect(focus).toEqual([]);
      }
      break;
    }
    case 'xstate.error.actor.validateRegistration':
    case 'xstate.error.actor.checkInvitationCode':
    case 'xstate.error.actor.submitRegistration':
      // A failed call shows its code above the button and keeps the field errors as they were.
      expect(context.errorCode).toBe(codeOf(event.error));
      expect(context.fieldErrors).toEqual(prior.fieldErrors);
      expect(focus).toEqual([]);
      break;
    case 'xstate.error.actor.verifySmsCode':
      expect(context.fieldErrors).toEqual({ verificationCode: 'verification.code.invalid' });
      expect(focus).toEqual([{ action: 'focusField', params: { field: 'verificationCode' } }]);
      break;
    case 'xstate.done.actor.checkInvitationCode':
      // Only an invalid code comes back: on its field, with the focus; nothing registered.
      expect(event.output).toBe(false);
      expect(context.fieldErrors).toEqual({ affiliateCode: 'affiliate.invalid' });
      expect(focus).toEqual([{ action: 'focusField', params: { field: 'affiliateCode' } }]);
      break;
    default:
      throw new Error(`the form came back from an attempt on an unexpected event: ${event.type}`);
  }
}

/** What must hold in each state of the registration chart. */
export const registrationOracle: Oracle<RegistrationContext> = {
  open: (step) => {
    always(step);
    expect(step.snapshot.status).toBe('active');
    // The SMS code button's chart runs for as long as the form is open (a countdown survives a tab switch).
    smsChild(step);
    // Only "Get code" with a number that passed its check gives the button a number.
    if (smsSentIn(step)) expect(step.event.type).toBe('xstate.done.actor.checkMobile');
    expect(step.hasTag('smsChecking')).toBe(
      step.snapshot.matches({ open: { form: { editing: 'checkingMobile' } } }),
    );
  },
  'open.form': (step) => {
    always(step);
    // At most one step of the form runs at a time.
    expect(formRunning(step.running).length).toBeLessThanOrEqual(1);
  },
  'open.form.editing': (step) => {
    const { context, event, entered, effects } = step;
    always(step);
    expect(step.hasTag('busy')).toBe(false);
    const prior = before(step);
    if (entered && prior) {
      backFromAttempt(step);
      return;
    }
    if (event.type === 'field.changed') {
      const field = event.field as string;
      expect(context.values[field]).toBe(event.value);
      expect(context.fieldErrors).not.toHaveProperty(field);
      expect(context.errorCode).toBeNull();
      // A new password checks a typed confirmation again; typing anything else leaves its code alone.
      const confirmation = context.values.confimpsw ?? '';
      if (field === 'password' && confirmation !== '') {
        expect(context.fieldErrors.confimpsw).toBe(
          confirmation === event.value ? undefined : 'password.confirm.mismatch',
        );
      } else if (field !== 'confimpsw') {
        expect(context.fieldErrors.confimpsw).toBe(prior?.fieldErrors.confimpsw);
      }
    }
    if (event.type === 'tab.changed') {
      if (
        prior &&
        prior.method !== event.method &&
        context.usernameEnabled &&
        context.mobileEnabled
      ) {
        // The other tab's errors do not apply there.
        expect(context.method).toBe(event.method);
        expect(context.fieldErrors).toEqual({});
        expect(context.errorCode).toBeNull();
      } else {
        expect(context).toEqual(prior);
      }
    }
    if (event.type === 'terms.toggled') {
      expect(context.termsAgreed).toBe(!prior?.termsAgreed);
      expect(context.errorCode).toBeNull();
    }
    if (event.type === 'language.changed' && prior && Object.keys(prior.fieldErrors).length === 0) {
      // No errors show: a language change has nothing to check again.
      expect(context).toEqual(prior);
      expect(formEffects(effects)).toEqual([]);
    }
  },
  'open.form.editing.idle': (step) => {
    const { context, event, running } = step;
    expect(formRunning(running)).toEqual([]);
    if (event.type === 'xstate.done.actor.checkMobile') {
      // The rules' code for the number, or "required" when there is none (a code needs a number even
      // where the field is optional); the form owns that error, set or removed, and nothing else changes.
      const prior = before(step) as RegistrationContext;
      const ruled = (event.output as FieldErrors)['mobileNum'];
      const code = ruled ?? (trimmed(prior.values.mobileNum) === '' ? 'required' : undefined);
      const { mobileNum: _old, ...others } = prior.fieldErrors;
      expect(context.fieldErrors).toEqual(code ? { ...others, mobileNum: code } : others);
      expect(context.values).toEqual(prior.values);
      expectSmsAfterCheck(step, code !== undefined, {
        mobileNum: context.values.mobileNum ?? '',
        countryDialingCode: context.values.countryDialingCode ?? '',
      });
    }
    if (event.type === 'xstate.error.actor.checkMobile') {
      // The rules could not be run: the number shows the failure's code and nothing is sent.
      expect(context.fieldErrors['mobileNum']).toBe(codeOf(event.error));
      expect(smsSentIn(step)).toBe(false);
    }
    if (event.type === 'xstate.done.actor.revalidateShown') {
      // Shown fields take their new codes; fields that now pass drop out; a taken name stays taken.
      const shown = (before(step) as RegistrationContext).fieldErrors;
      const fresh = event.output as FieldErrors;
      const expected: Record<string, string> = {};
      for (const field of Object.keys(shown)) {
        if (fresh[field]) expected[field] = fresh[field];
        else if (field === 'username' && shown.username === 'username.exists')
          expected.username = 'username.exists';
      }
      expect(context.fieldErrors).toEqual(expected);
    }
    if (event.type === 'xstate.error.actor.revalidateShown') {
      expect(context.fieldErrors).toEqual((before(step) as RegistrationContext).fieldErrors);
    }
  },
  'open.form.editing.checkingMobile': ({ context, effects, running, entered, event }) => {
    // "Get code": the number alone is checked by its rule; nothing is sent meanwhile.
    expect(formRunning(running)).toEqual(['checkMobile']);
    if (entered) {
      expect(event.type).toBe('sms.requested');
      expectEffects(formEffects(effects), [
        {
          invoke: 'validateRegistration',
          id: 'checkMobile',
          input: { method: context.method, values: context.values, fields: ['mobileNum'] },
        },
      ]);
    }
  },
  'open.form.editing.languagePending': ({ context, running, event, entered }) => {
    expect(formRunning(running)).toEqual([]);
    // Only shown errors are checked again, 200 ms after the last language change.
    if (entered || event.type === 'language.changed') {
      expect(event.type).toBe('language.changed');
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
    }
  },
  'open.form.editing.revalidating': ({ context, effects, running, entered, event }) => {
    expect(formRunning(running)).toEqual(['revalidateShown']);
    if (entered) {
      expect(event.type).toBe(
        'xstate.after.languageDebounce.registration.open.form.editing.languagePending',
      );
      expectEffects(formEffects(effects), [
        {
          invoke: 'validateRegistration',
          id: 'revalidateShown',
          input: {
            method: context.method,
            values: context.values,
            fields: Object.keys(context.fieldErrors),
          },
        },
      ]);
    }
  },
  'open.form.validating': (step) => {
    const { context, effects, event, entered } = step;
    pipelineStep(step, 'validateRegistration');
    if (entered) {
      expect(event.type).toBe('register.submit');
      expectEffects(formEffects(effects), [
        {
          invoke: 'validateRegistration',
          id: 'validateRegistration',
          input: { method: context.method, values: context.values, fields: null },
        },
      ]);
    }
  },
  'open.form.checkingUsername': (step) => {
    const { context, effects, event, entered } = step;
    pipelineStep(step, 'checkUsername');
    // Only the username tab names the account by the name, and only a name the rules accept is looked up.
    expect(context.method).toBe('username');
    expect(trimmed(context.values.username)).not.toBe('');
    expect(context.fieldErrors).not.toHaveProperty('username');
    if (entered) {
      expect(event.type).toBe('xstate.done.actor.validateRegistration');
      expect(context.fieldErrors).toEqual(event.output);
      expectEffects(formEffects(effects), [
        {
          invoke: 'checkUsername',
          id: 'checkUsername',
          input: { username: trimmed(context.values.username) },
        },
      ]);
    }
  },
  'open.form.reviewing': (step) => {
    const { context, event } = step;
    always(step);
    expect(step.hasTag('busy')).toBe(true);
    // The rules' answer, plus a taken name; a user name the rules accept on the username tab was looked up.
    if (event.type === 'xstate.done.actor.validateRegistration') {
      expect(context.fieldErrors).toEqual(event.output);
      const lookedUp =
        context.method === 'username' &&
        trimmed(context.values.username) !== '' &&
        !('username' in context.fieldErrors);
      expect(lookedUp).toBe(false);
    } else {
      expect(['xstate.done.actor.checkUsername', 'xstate.error.actor.checkUsername']).toContain(
        event.type,
      );
    }
  },
  'open.form.verifyingSms': (step) => {
    const { context, effects, entered } = step;
    pipelineStep(step, 'verifySmsCode');
    vetted(step);
    expect(context.phoneAuthVerification).toBe(true);
    if (entered) {
      const v = context.values;
      expectEffects(formEffects(effects), [
        {
          invoke: 'verifySmsCode',
          id: 'verifySmsCode',
          input: {
            mobileNum: v.mobileNum ?? '',
            countryDialingCode: v.countryDialingCode ?? '',
            verificationCode: v.verificationCode ?? '',
          },
        },
      ]);
    }
  },
  'open.form.checkingInvitation': (step) => {
    const { context, effects, event, entered } = step;
    pipelineStep(step, 'checkInvitationCode');
    vetted(step);
    // A code is checked only when the field is enabled and holds one (typed or from the address).
    expect(wantsInvitation(context)).toBe(true);
    if (!entered) return;
    // After an SMS verification its token is kept for the registration.
    if (context.phoneAuthVerification) {
      expect(event.type).toBe('xstate.done.actor.verifySmsCode');
      expect(context.firebaseIdToken).toBe(event.output);
    }
    expectEffects(formEffects(effects), [
      {
        invoke: 'checkInvitationCode',
        id: 'checkInvitationCode',
        input: { code: trimmed(context.values.affiliateCode) },
      },
    ]);
  },
  'open.form.submitting': (step) => {
    const { context, effects, event, entered } = step;
    pipelineStep(step, 'submitRegistration');
    vetted(step);
    if (!entered) return;
    // Every enabled check came first: the SMS code verified, a given invitation code found valid.
    if (context.phoneAuthVerification) expect(context.firebaseIdToken).toEqual(expect.any(String));
    if (wantsInvitation(context)) {
      expect(event.type).toBe('xstate.done.actor.checkInvitationCode');
      expect(event.output).toBe(true);
    } else if (context.phoneAuthVerification) {
      expect(event.type).toBe('xstate.done.actor.verifySmsCode');
    }
    expectEffects(formEffects(effects), [
      {
        invoke: 'submitRegistration',
        id: 'submitRegistration',
        input: {
          method: context.method,
          values: context.values,
          firebaseIdToken: context.firebaseIdToken,
        },
      },
    ]);
  },
  'open.captcha': (step) => {
    always(step);
    expect(step.running.filter((id) => id === CAPTCHA).length).toBeLessThanOrEqual(1);
  },
  'open.captcha.hidden': ({ context, running, hasTag, history, event }) => {
    expect(context.captchaImage).toBeNull();
    if (context.captchaEnabled) {
      // With a captcha the first picture starts loading as the form opens.
      expect(event.type).toBe('xstate.init');
      expect(hasTag('captchaLoading')).toBe(true);
    } else {
      // Without one nothing is ever fetched.
      expect(running).not.toContain(CAPTCHA);
      expect(hasTag('captchaLoading')).toBe(false);
      expect(captchaFetches(history)).toEqual([]);
    }
  },
  'open.captcha.loading': ({ context, effects, event, previous, running, hasTag, entered }) => {
    expect(context.captchaEnabled).toBe(true);
    expect(hasTag('captchaLoading')).toBe(true);
    expect(running).toContain(CAPTCHA);
    const fetchedNow = entered || event.type === 'captcha.refresh';
    if (fetchedNow) {
      // A picture is fetched when the form opens, on request, and after a refused registration.
      expect(['xstate.init', 'captcha.refresh', 'xstate.error.actor.submitRegistration']).toContain(
        event.type,
      );
      expect(captchaFetches(effects)).toEqual([{ invoke: CAPTCHA, id: CAPTCHA }]);
    }
    // The last picture stays until the new one arrives.
    if (previous)
      expect(context.captchaImage).toBe((previous.context as RegistrationContext).captchaImage);
  },
  'open.captcha.shown': ({ context, event, running, hasTag, entered }) => {
    expect(context.captchaImage).toEqual(expect.any(String));
    // A refused registration passes through here to fetch the next picture at once.
    if (event.type !== 'xstate.error.actor.submitRegistration') {
      expect(hasTag('captchaLoading')).toBe(false);
      expect(running).not.toContain(CAPTCHA);
    }
    if (entered) expect(context.captchaImage).toBe(event.output);
  },
  'open.captcha.failed': ({ context, running, hasTag, event, entered }) => {
    // No picture: the refresh icon stands in its place.
    expect(context.captchaImage).toBeNull();
    expect(hasTag('captchaLoading')).toBe(false);
    expect(running).not.toContain(CAPTCHA);
    if (entered) expect(event.type).toBe('xstate.error.actor.fetchCaptcha');
  },
  registered: ({ snapshot, context, effects, event, running, hasTag }) => {
    const session = event.output as SessionInfo;
    expect(event.type).toBe('xstate.done.actor.submitRegistration');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ userName: session.userName });
    expect(context.registeredAs).toBe(session.userName);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    // The session is stored, the popup closes and the player is told, in that order.
    expectEffects(effects, [
      { action: 'storeSession', params: { session } },
      { action: 'closePopup' },
      { action: 'showRegisteredMessage' },
    ]);
  },
};

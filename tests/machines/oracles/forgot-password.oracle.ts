import { expect } from 'vitest';
import type {
  ForgotPasswordContext,
  ResetValues,
} from '../../../machines/forgot-password.machine.ts';
import type { FieldErrors } from '../../../machines/account/shared.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import { expectSmsAfterCheck, smsChild } from './sms-child.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<ForgotPasswordContext>;

/** On the model's fake clock: when the e-mail's success message showed (requirements A4.9). */
let emailSentAt = Number.NaN;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
/** The error code the form shows for a failure: the contract's code, else 'unknown'. */
const shownCode = (error: unknown) => {
  const code = codeOf(error);
  return typeof code === 'string' ? code : 'unknown';
};
const names = (effects: Effect[]) => actionsIn(effects).map((e) => e.action);
const count = (effects: Effect[], name: string) => names(effects).filter((n) => n === name).length;
const before = (step: Step) => step.previous?.context as ForgotPasswordContext | undefined;

/**
 * The e-mail addresses the models type, with the verdict of the e-mail rule (word characters with
 * optional dotted parts, an @, a domain with one to three suffixes of 2 to 3 letters; surrounding
 * blanks ignored). Written out here, not computed by the chart's helper.
 */
const EMAIL_VERDICT: Record<string, string | null> = {
  '': 'required',
  '   ': 'required',
  'alice@example.com': null,
  ' alice@example.com ': null,
  'alice.b@example.co.uk': null,
  'alice@': 'email.invalid',
  'alice@example': 'email.invalid',
};
function emailVerdict(address: string): string | null {
  expect(
    Object.keys(EMAIL_VERDICT),
    `no verdict written for the address ${JSON.stringify(address)}`,
  ).toContain(address);
  return EMAIL_VERDICT[address] ?? null;
}

/** What the phone reset must send: number and code trimmed, the password exactly as typed. */
const phoneRequest = (v: ResetValues) => ({
  mobileNum: v.mobileNum.trim(),
  countryDialingCode: v.countryDialingCode,
  verificationCode: v.verificationCode.trim(),
  newPassword: v.newPassword,
});

/**
 * Holds in every state: the enabled ways never change; a touched form stays touched; typing clears
 * the error code; every loading message shown is hidden again except while a request runs; and
 * nothing is stored, closed or navigated before a final state (checked there).
 */
function always(step: Step, { loading = false, final = false } = {}): void {
  const { context, event, history } = step;
  const was = before(step);
  if (was) {
    expect(context.phoneEnabled).toBe(was.phoneEnabled);
    expect(context.emailEnabled).toBe(was.emailEnabled);
    if (was.touched) expect(context.touched).toBe(true);
  }
  if (event.type === 'field.changed') {
    expect(context.values[event.field as keyof ResetValues]).toBe(event.value);
    expect(context.touched).toBe(true);
    expect(context.errorCode).toBeNull();
  }
  expect(count(history, 'showLoading') - count(history, 'hideLoading')).toBe(loading ? 1 : 0);
  if (!final) {
    // The SMS code button's chart runs for as long as the form is open.
    smsChild(step);
    for (const name of ['storeSession', 'closePopup', 'openLogin', 'goBack'])
      expect(names(history)).not.toContain(name);
  }
}

/** The leaf states a player sees as busy: the submit button spins, fields and tabs are locked. */
function busy(step: Step, expected: boolean): void {
  expect(step.hasTag('busy')).toBe(expected);
}

/** A refused mode switch (a request under way, or the mode already shown) changes nothing. */
function refusedSwitch(step: Step): void {
  if (step.entered || step.event.type !== 'mode.changed') return;
  expectEffects(step.effects, []);
  expect(step.context).toEqual(before(step));
}

/**
 * Entering a mode by its switch: both ways are enabled, errors are cleared, typed values kept. The
 * switch comes only from a form being edited or checked as typed: never mid-request, never after
 * the e-mail was sent (going back follows it).
 */
function switchedInto(step: Step, mode: 'phone' | 'email'): void {
  const { context, event, effects, previous } = step;
  expect(event).toMatchObject({ type: 'mode.changed', mode });
  expect([
    { phone: 'editing' },
    { phone: 'validating' },
    { phone: 'checkingMobile' },
    { email: 'editing' },
  ]).toContainEqual(previous?.value);
  expect(context.phoneEnabled && context.emailEnabled).toBe(true);
  expect(context.fieldErrors).toEqual({});
  expect(context.errorCode).toBeNull();
  expect(context.values).toEqual(before(step)?.values);
  expect(actionsIn(effects)).toEqual([]);
}

/** What must hold in each state of the forgot-password chart. */
export const forgotPasswordOracle: Oracle<ForgotPasswordContext> = {
  choosingMode: (step) => {
    const { context, effects, running } = step;
    // The form opens empty, with the region's dialling code.
    expect(context.values).toEqual({
      mobileNum: '',
      countryDialingCode: context.countryDialingCode,
      verificationCode: '',
      newPassword: '',
      username: '',
      email: '',
    });
    expect(context).toMatchObject({ touched: false, fieldErrors: {}, errorCode: null });
    expectEffects(effects, []);
    expect(running).toEqual([]);
  },
  phone: (step) => {
    const { context, event, entered } = step;
    always(step, { loading: step.snapshot.matches({ phone: 'submitting' }) });
    expect(context.phoneEnabled).toBe(true);
    expect(step.hasTag('smsChecking')).toBe(step.snapshot.matches({ phone: 'checkingMobile' }));
    if (entered && event.type !== 'xstate.init') switchedInto(step, 'phone');
  },
  'phone.editing': (step) => {
    const { context, event, effects, running, snapshot, entered } = step;
    const was = before(step);
    busy(step, false);
    expect(running).toEqual([]);
    // Submitting is possible once a field was touched and none has an error.
    const valid = context.touched && Object.keys(context.fieldErrors).length === 0;
    expect(snapshot.can({ type: 'reset.submit' })).toBe(valid);
    refusedSwitch(step);
    if (!entered && event.type === 'reset.submit') {
      expect(valid).toBe(false);
      expectEffects(effects, []);
    }
    if (!entered || event.type === 'xstate.init' || event.type === 'mode.changed') return;
    expectEffects(effects, []);
    if (
      event.type === 'xstate.done.actor.validatePhone' ||
      event.type === 'xstate.done.actor.checkMobile'
    ) {
      expect(context.fieldErrors).toEqual(event.output as FieldErrors);
      expect(context.errorCode).toBe(was?.errorCode);
    }
    if (event.type === 'xstate.done.actor.checkMobile') {
      // "Get code": only a number that passed its rule goes to the SMS code button, as typed.
      const refused = 'mobileNum' in (event.output as FieldErrors);
      expectSmsAfterCheck(step, refused, {
        mobileNum: context.values.mobileNum,
        countryDialingCode: context.values.countryDialingCode,
      });
    } else if (event.type === 'xstate.error.actor.checkMobile') {
      expect(context.errorCode).toBe(shownCode(event.error));
      expect(context.fieldErrors).toEqual(was?.fieldErrors);
      expectSmsAfterCheck(step, true, { mobileNum: '', countryDialingCode: '' });
    } else if (event.type !== 'xstate.done.actor.validatePhone') {
      // The rules could not be applied: the form says so and keeps its field errors.
      expect(event.type).toBe('xstate.error.actor.validatePhone');
      expect(context.errorCode).toBe(shownCode(event.error));
      expect(context.fieldErrors).toEqual(was?.fieldErrors);
    }
  },
  'phone.validating': (step) => {
    const { context, event, effects, running, snapshot, entered } = step;
    const was = before(step);
    busy(step, false);
    expect(running).toEqual(['validatePhone']);
    // The check of the values as they are now runs; submitting waits for it.
    expect(snapshot.can({ type: 'reset.submit' })).toBe(false);
    const check = {
      invoke: 'validateReset',
      id: 'validatePhone',
      input: { mode: 'phone', values: context.values },
    };
    if (event.type === 'field.changed') {
      // Typing again restarts the check with the new values.
      expectEffects(effects, [check]);
      expect(context.fieldErrors).toEqual(was?.fieldErrors);
      return;
    }
    refusedSwitch(step);
    if (!entered) return;
    // A failed reset: the error shows and one field is emptied, so a new value must be typed.
    expect(event.type).toBe('xstate.error.actor.setPasswordByPhone');
    expectEffects(effects, [{ action: 'hideLoading' }, check]);
    expect(context.errorCode).toBe(shownCode(event.error));
    expect(context.fieldErrors).toEqual(was?.fieldErrors);
    const [cleared, kept] =
      codeOf(event.error) === 'modify.new.old.same'
        ? (['newPassword', 'verificationCode'] as const)
        : (['verificationCode', 'newPassword'] as const);
    expect(context.values[cleared]).toBe('');
    expect(context.values[kept]).toBe(was?.values[kept]);
    expect(context.values.mobileNum).toBe(was?.values.mobileNum);
  },
  'phone.checkingMobile': (step) => {
    const { context, event, effects, running, snapshot, entered } = step;
    busy(step, false);
    expect(running).toEqual(['checkMobile']);
    // "Get code" checks the values typed so far; submitting waits for it; nothing is sent meanwhile.
    expect(snapshot.can({ type: 'reset.submit' })).toBe(false);
    expectSmsAfterCheck(step, true, { mobileNum: '', countryDialingCode: '' });
    if (!entered) return;
    expect(event.type).toBe('sms.requested');
    expect(context).toEqual(before(step));
    expectEffects(effects, [
      {
        invoke: 'validateReset',
        id: 'checkMobile',
        input: { mode: 'phone', values: context.values },
      },
    ]);
  },
  'phone.submitting': (step) => {
    const { context, event, effects, running, entered } = step;
    const was = before(step);
    busy(step, true);
    expect(running).toEqual(['setPasswordByPhone']);
    refusedSwitch(step);
    if (!entered) return;
    expect(event.type).toBe('reset.submit');
    expect(was?.touched).toBe(true);
    expect(was?.fieldErrors).toEqual({});
    expect(context).toEqual(was);
    expectEffects(effects, [
      { action: 'showLoading', params: { maxMs: TIMINGS.passwordSetLoading.ms } },
      {
        invoke: 'setPasswordByPhone',
        id: 'setPasswordByPhone',
        input: phoneRequest(context.values),
      },
    ]);
  },
  email: (step) => {
    const { context, event, entered } = step;
    always(step, { loading: step.snapshot.matches({ email: 'sending' }) });
    // The e-mail form has no SMS code button.
    expect(step.hasTag('smsChecking')).toBe(false);
    if (!entered) return;
    if (event.type === 'xstate.init') expect(context.phoneEnabled).toBe(false);
    else switchedInto(step, 'email');
  },
  'email.editing': (step) => {
    const { context, event, effects, running, snapshot, entered } = step;
    const was = before(step);
    busy(step, false);
    expect(running).toEqual([]);
    // The fields are checked on submit only: submit is always possible here.
    expect(snapshot.can({ type: 'reset.submit' })).toBe(true);
    refusedSwitch(step);
    if (event.type === 'field.changed') {
      // Typing keeps the errors shown until the next submit.
      expect(context.fieldErrors).toEqual(was?.fieldErrors);
      expectEffects(effects, []);
    }
    if (!entered || event.type === 'xstate.init' || event.type === 'mode.changed') return;
    if (event.type === 'xstate.done.actor.validateEmail') {
      // The user name's errors plus the e-mail rule; nothing is sent.
      const email = emailVerdict(context.values.email);
      expect(context.fieldErrors).toEqual({
        ...(event.output as FieldErrors),
        ...(email ? { email } : {}),
      });
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expectEffects(effects, []);
    } else if (event.type === 'xstate.error.actor.validateEmail') {
      expect(context.errorCode).toBe(shownCode(event.error));
      expect(context.fieldErrors).toEqual(was?.fieldErrors);
      expectEffects(effects, []);
    } else {
      // The request failed: the loading message is hidden and the error shows; the values stay.
      expect(event.type).toBe('xstate.error.actor.sendResetEmail');
      expect(context.errorCode).toBe(shownCode(event.error));
      expect(context.values).toEqual(was?.values);
      expectEffects(effects, [{ action: 'hideLoading' }]);
    }
  },
  'email.validating': (step) => {
    const { context, event, effects, running, entered } = step;
    busy(step, true);
    expect(running).toEqual(['validateEmail']);
    refusedSwitch(step);
    if (!entered) return;
    expect(event.type).toBe('reset.submit');
    expect(context).toEqual(before(step));
    expectEffects(effects, [
      {
        invoke: 'validateReset',
        id: 'validateEmail',
        input: { mode: 'email', values: context.values },
      },
    ]);
  },
  'email.sending': (step) => {
    const { context, event, effects, running, entered } = step;
    busy(step, true);
    expect(running).toEqual(['sendResetEmail']);
    refusedSwitch(step);
    if (!entered) return;
    // Only a form without errors is sent, with the user name and address trimmed.
    expect(event.type).toBe('xstate.done.actor.validateEmail');
    expect(event.output).toEqual({});
    expect(emailVerdict(context.values.email)).toBeNull();
    expect(context.fieldErrors).toEqual({});
    expectEffects(effects, [
      { action: 'showLoading', params: { maxMs: TIMINGS.formLoading.ms } },
      {
        invoke: 'sendResetEmail',
        id: 'sendResetEmail',
        input: { username: context.values.username.trim(), email: context.values.email.trim() },
      },
    ]);
  },
  'email.sent': (step) => {
    const { event, effects, running, entered } = step;
    busy(step, false);
    expect(running).toEqual([]);
    refusedSwitch(step);
    if (!entered) return;
    // Any answer hides the loading message; success shows for 1 s.
    expect(event.type).toBe('xstate.done.actor.sendResetEmail');
    emailSentAt = Date.now();
    expectEffects(effects, [
      { action: 'hideLoading' },
      { action: 'showSuccess', params: { durationMs: TIMINGS.emailResetSuccess.ms } },
    ]);
  },
  loggedIn: (step) => {
    const { snapshot, event, effects, history, running } = step;
    always(step, { final: true });
    busy(step, false);
    expect(running).toEqual([]);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ kind: 'loggedIn' });
    // The session the reset answered is stored as it is: no login call is made, so none can fail
    // (no captcha, no failed-login count), and the dialog closes.
    expect(event.type).toBe('xstate.done.actor.setPasswordByPhone');
    expect(event.output).toEqual(expect.objectContaining({ token: expect.any(String) }));
    expectEffects(effects, [
      { action: 'hideLoading' },
      { action: 'storeSession', params: { session: event.output } },
      { action: 'closePopup' },
    ]);
    for (const call of invocationsIn(history))
      expect(['validateReset', 'setPasswordByPhone']).toContain('invoke' in call && call.invoke);
    expect(count(history, 'storeSession')).toBe(1);
    expect(names(history)).not.toContain('showSuccess');
  },
  resetWithoutLogin: (step) => {
    const { snapshot, event, effects, history, running } = step;
    always(step, { final: true });
    busy(step, false);
    expect(running).toEqual([]);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ kind: 'resetWithoutLogin' });
    // Reset, but no session for this site: nothing is stored, the player is asked to log in.
    expect(event).toMatchObject({ type: 'xstate.done.actor.setPasswordByPhone' });
    expect(event.output ?? null).toBeNull();
    expectEffects(effects, [{ action: 'hideLoading' }, { action: 'openLogin' }]);
    expect(names(history)).not.toContain('storeSession');
    expect(names(history)).not.toContain('closePopup');
  },
  wentBack: (step) => {
    const { snapshot, event, effects, history, running } = step;
    always(step, { final: true });
    busy(step, false);
    expect(running).toEqual([]);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ kind: 'wentBack' });
    // After the success message's 1 s the player goes back; nothing is stored, no login opens.
    expect(event.type).toBe('xstate.after.successToast.forgotPassword.email.sent');
    expect(Date.now() - emailSentAt).toBe(TIMINGS.emailResetSuccess.ms);
    expectEffects(effects, [{ action: 'goBack' }]);
    expect(count(history, 'showSuccess')).toBe(1);
    for (const name of ['storeSession', 'closePopup', 'openLogin'])
      expect(names(history)).not.toContain(name);
  },
};

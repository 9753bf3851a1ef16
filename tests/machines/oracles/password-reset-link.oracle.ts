import { expect } from 'vitest';
import { confirmError, type FieldErrors } from '../../../machines/account/shared.ts';
import {
  LINK_INVALID_CODE,
  type PasswordResetLinkContext,
} from '../../../machines/password-reset-link.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<PasswordResetLinkContext>;

/** Requirements A9 "Success toast": the new password's success message shows 1.5 s, then the login opens. */
const SUCCESS_MS = TIMINGS.successMessage.ms;
/** On the model's fake clock: when the success message showed. */
let succeededAt = Number.NaN;

/** Nothing is sent before the form passes, and the login opens only after success. */
function nothingSetYet({ history, context }: Step, sent = false): void {
  if (!sent) expect(invocationsIn(history).map((i) => i.invoke)).not.toContain('setPassword');
  expect(actionsIn(history).map((e) => e.action)).not.toContain('showSuccess');
  expect(actionsIn(history).map((e) => e.action)).not.toContain('openLogin');
  expect(context.userName).toBeNull();
}

function notBusy({ hasTag }: Step): void {
  expect(hasTag('busy')).toBe(false);
}

/** What must hold in each state of the reset-link chart. */
export const passwordResetLinkOracle: Oracle<PasswordResetLinkContext> = {
  opening: (step) => {
    // The form starts empty, hidden passwords, no errors.
    expect(step.context).toMatchObject({
      values: { newPassword: '', confirmNewPassword: '' },
      visible: { newPassword: false, confirmNewPassword: false },
      fieldErrors: {},
      userName: null,
    });
    // Seen as it is left: only an address without a token is an invalid link at once.
    expect(step.context.errorCode).toBe(step.context.token === '' ? LINK_INVALID_CODE : null);
  },
  checkingLink: (step) => {
    const { context, effects, running, entered } = step;
    // Busy: the view shows a spinner until the server answers; the token is sent without spaces.
    expect(step.hasTag('busy')).toBe(true);
    expect(context.token).not.toBe('');
    expect(context.token).toBe(context.token.trim());
    expect(running).toEqual(['checkLink']);
    nothingSetYet(step);
    if (entered)
      expectEffects(effects, [
        { invoke: 'checkLink', id: 'checkLink', input: { token: context.token } },
      ]);
  },
  checkFailed: (step) => {
    // Not an invalid link: the server could not be asked; its code shows and a retry is offered.
    notBusy(step);
    expect(step.running).toEqual([]);
    expect(step.context.errorCode).not.toBeNull();
    expect(step.context.errorCode).not.toBe(LINK_INVALID_CODE);
    expect(step.event.type).toBe('xstate.error.actor.checkLink');
    expect(step.context.errorCode).toBe((step.event.error as { code?: string }).code ?? 'unknown');
    nothingSetYet(step);
  },
  linkInvalid: (step) => {
    const { context, event, effects, running, entered } = step;
    notBusy(step);
    expect(running).toEqual([]);
    expect(context.errorCode).toBe(LINK_INVALID_CODE);
    expect(context.userName).toBeNull();
    // Asking for a new link opens the forgot-password popup, every time it is asked.
    if (event.type === 'link.renew') expectEffects(effects, [{ action: 'openForgotPassword' }]);
    else if (entered) expectEffects(effects, []);
    if (entered && event.type === 'xstate.init') expect(context.token).toBe('');
    if (entered && event.type === 'xstate.error.actor.setPassword') {
      // A link that ended meanwhile leaves the form, whatever was typed.
      expect(context.values.newPassword).not.toBe('');
    }
  },
  editing: (step) => {
    const { context, effects, event, previous, running, entered } = step;
    notBusy(step);
    expect(running).toEqual([]);
    // A refused password may have been sent already; nothing is ever set from the form.
    nothingSetYet(step, true);
    if (event.type === 'field.changed') {
      // Typing in a field clears that field's error and keeps the other's.
      const field = event.field as keyof PasswordResetLinkContext['values'];
      expect(context.values[field]).toBe(event.value);
      expect(context.fieldErrors).not.toHaveProperty(field);
      const other = field === 'newPassword' ? 'confirmNewPassword' : 'newPassword';
      expect(context.fieldErrors[other]).toBe(previous?.context.fieldErrors[other]);
    }
    if (event.type === 'visibility.toggled') {
      const field = event.field as keyof PasswordResetLinkContext['visible'];
      expect(context.visible[field]).toBe(!previous?.context.visible[field]);
    }
    if (!entered) return;
    if (event.type === 'xstate.done.actor.checkLink') {
      expect(context.errorCode).toBeNull();
      expect(context.values).toEqual({ newPassword: '', confirmNewPassword: '' });
    }
    if (event.type === 'xstate.done.actor.validatePasswords') {
      // The validator's codes plus the confirmation rules: required, and equal to the new password.
      const confirm = confirmError(context.values.newPassword, context.values.confirmNewPassword);
      const expected: FieldErrors = {
        ...(event.output as FieldErrors),
        ...(confirm ? { confirmNewPassword: confirm } : {}),
      };
      expect(context.fieldErrors).toEqual(expected);
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expect(context.errorCode).toBeNull();
      expectEffects(effects, []);
    }
    if (event.type === 'xstate.error.actor.validatePasswords')
      expect(context.errorCode).toBe((event.error as { code?: string }).code ?? 'unknown');
    if (event.type === 'xstate.error.actor.setPassword') {
      // A refusal keeps what was typed and shows its message.
      expect(context.errorCode).toBe((event.error as { code?: string }).code ?? 'unknown');
      expect(context.errorCode).not.toBe(LINK_INVALID_CODE);
      expect(context.values).toEqual(previous?.context.values);
      expectEffects(effects, []);
    }
  },
  validating: (step) => {
    const { context, effects, running, entered } = step;
    expect(step.hasTag('busy')).toBe(true);
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['validatePasswords']);
    nothingSetYet(step);
    if (entered)
      expectEffects(effects, [
        { invoke: 'validatePasswords', id: 'validatePasswords', input: context.values },
      ]);
  },
  submitting: (step) => {
    const { context, effects, running, entered } = step;
    expect(step.hasTag('busy')).toBe(true);
    expect(context.fieldErrors).toEqual({});
    expect(context.errorCode).toBeNull();
    expect(context.values.confirmNewPassword).toBe(context.values.newPassword);
    expect(running).toEqual(['setPassword']);
    if (entered) {
      expectEffects(effects, [
        {
          invoke: 'setPassword',
          id: 'setPassword',
          input: { token: context.token, ...context.values },
        },
      ]);
    }
  },
  succeeded: (step) => {
    const { context, event, effects, running, entered } = step;
    notBusy(step);
    expect(running).toEqual([]);
    expect(event.type).toBe('xstate.done.actor.setPassword');
    expect(context.userName).toBe(event.output);
    expect(actionsIn(step.history).map((e) => e.action)).not.toContain('openLogin');
    if (entered) {
      succeededAt = Date.now();
      expectEffects(effects, [{ action: 'showSuccess', params: { durationMs: SUCCESS_MS } }]);
    }
  },
  done: (step) => {
    const { snapshot, event, effects, context } = step;
    // The login opens only after the success message has had its full time.
    notBusy(step);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ userName: context.userName });
    expect(context.userName).not.toBeNull();
    expect(event.type).toBe('xstate.after.successPause.passwordResetLink.succeeded');
    expect(Date.now() - succeededAt).toBe(SUCCESS_MS);
    expectEffects(effects, [{ action: 'openLogin' }]);
  },
};

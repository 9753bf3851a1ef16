import { expect } from 'vitest';
import { confirmError, type FieldErrors } from '../../../machines/account/shared.ts';
import type { ChangePasswordContext } from '../../../machines/change-password.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import { actionsIn, expectEffects, type Oracle } from '../helpers/chart-model.ts';

// Requirements A4.11: changes-saved shows for 1 s, then after a further 1 s home.
const SAVED_TOAST_MS = TIMINGS.passwordChangedMessage.ms;
const REDIRECT_PAUSE_MS = TIMINGS.passwordChangedRedirect.ms;
/** On the model's fake clock: when changes-saved showed, and when the pause towards home began. */
let savedAt = Number.NaN;
let leftAt = Number.NaN;

const oldPasswordOf = (c: ChangePasswordContext) => c.passwordInMemory ?? c.values.oldPassword;

/** Nothing is sent, saved or navigated before the new password is accepted. */
function nothingSavedYet(history: Parameters<typeof actionsIn>[0]): void {
  const names = actionsIn(history).map((e) => e.action);
  for (const name of [
    'replaceHome',
    'showSavedToast',
    'keepPasswordInMemory',
    'reencodeRememberedLogin',
    'removeTempPassword',
  ]) {
    expect(names).not.toContain(name);
  }
}

/** What must hold in each state of the change-password chart. */
export const changePasswordOracle: Oracle<ChangePasswordContext> = {
  checkingSession: ({ context }) => {
    // The form starts empty, hidden passwords, no errors.
    expect(context).toMatchObject({
      values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      visible: { newPassword: false, confirmNewPassword: false },
      fieldErrors: {},
      errorCode: null,
    });
  },
  noSession: ({ snapshot, context, effects, entered }) => {
    // Without a session the route goes home and the form never shows.
    expect(context.hasSession).toBe(false);
    expect(snapshot.status).toBe('done');
    expectEffects(effects, entered ? [{ action: 'replaceHome' }] : []);
  },
  editing: ({ context, effects, event, previous, running, history, entered }) => {
    expect(context.hasSession).toBe(true);
    expect(running).toEqual([]);
    nothingSavedYet(history);
    if (event.type === 'field.changed') {
      // Typing in a field clears that field's error.
      expect(context.values[event.field as keyof ChangePasswordContext['values']]).toBe(
        event.value,
      );
      expect(context.fieldErrors).not.toHaveProperty(event.field as string);
    }
    if (event.type === 'visibility.toggled') {
      const field = event.field as keyof ChangePasswordContext['visible'];
      expect(context.visible[field]).toBe(!previous?.context.visible[field]);
    }
    if (!entered) return;
    if (event.type === 'xstate.done.actor.validatePasswords') {
      // The validator's codes plus the confirmation rules: required, and equal to the new password.
      const confirm = confirmError(context.values.newPassword, context.values.confirmNewPassword);
      const expected: FieldErrors = {
        ...(event.output as FieldErrors),
        ...(confirm ? { confirmNewPassword: confirm } : {}),
      };
      expect(context.fieldErrors).toEqual(expected);
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expectEffects(effects, []);
    }
    if (event.type === 'xstate.error.actor.validatePasswords')
      expect(context.errorCode).toEqual(expect.any(String));
    // A failed change only hides the loading message; the code is kept for the view.
    if (event.type === 'xstate.error.actor.changePassword') {
      expect(context.errorCode).toBe((event.error as { code: string }).code);
      expectEffects(effects, [{ action: 'hideLoading' }]);
    }
    if (event.type === 'prompt.confirmed') expect(context.errorCode).toBeNull();
  },
  validating: ({ context, effects, running, entered }) => {
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['validatePasswords']);
    if (entered) {
      // The old password is checked only when it is asked for (none held in memory).
      expectEffects(effects, [
        {
          invoke: 'validatePasswords',
          id: 'validatePasswords',
          input: { values: context.values, oldShown: context.passwordInMemory === null },
        },
      ]);
    }
  },
  samePasswordPrompt: ({ context, effects, running, entered }) => {
    // New equal to old: a prompt with one confirm button, and nothing is sent.
    expect(context.errorCode).toBe('modify.new.old.same');
    expect(context.fieldErrors).toEqual({});
    expect(context.values.newPassword).toBe(oldPasswordOf(context));
    expect(running).toEqual([]);
    if (entered) expectEffects(effects, []);
  },
  submitting: ({ context, effects, running, entered }) => {
    expect(context.fieldErrors).toEqual({});
    expect(context.values.confirmNewPassword).toBe(context.values.newPassword);
    expect(context.values.newPassword).not.toBe(oldPasswordOf(context));
    expect(running).toEqual(['changePassword']);
    if (entered) {
      expectEffects(effects, [
        { action: 'showLoading', params: { maxMs: TIMINGS.passwordChangeLoading.ms } },
        {
          invoke: 'changePassword',
          id: 'changePassword',
          input: { ...context.values, oldPassword: oldPasswordOf(context) },
        },
      ]);
    }
  },
  saved: ({ context, effects, running, entered }) => {
    expect(running).toEqual([]);
    if (entered) {
      savedAt = Date.now();
      const password = context.values.newPassword;
      expectEffects(effects, [
        { action: 'hideLoading' },
        { action: 'showSavedToast', params: { durationMs: SAVED_TOAST_MS } },
        { action: 'removeTempPassword' },
        { action: 'keepPasswordInMemory', params: { password } },
        { action: 'reencodeRememberedLogin', params: { password } },
      ]);
    }
  },
  leaving: ({ event, effects, running }) => {
    // The changes-saved message shows for its full second before the pause towards home.
    expect(event.type).toBe('xstate.after.savedToast.changePassword.saved');
    expect(running).toEqual([]);
    expectEffects(effects, []);
    expect(Date.now() - savedAt).toBe(SAVED_TOAST_MS);
    leftAt = Date.now();
  },
  done: ({ snapshot, event, effects }) => {
    expect(snapshot.status).toBe('done');
    expect(event.type).toBe('xstate.after.redirectPause.changePassword.leaving');
    expect(Date.now() - leftAt).toBe(REDIRECT_PAUSE_MS);
    expectEffects(effects, [{ action: 'replaceHome' }, { action: 'clearPasswordPrompt' }]);
  },
};

import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine, type PhoneReset, type ResetMode, type ResetValues } from '../../../../machines/forgot-password.machine.ts';
import type { SessionInfo } from '../../../../machines/account/shared.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { login } from '../../../api/endpoints/login.ts';
import { sendPasswordResetEmail } from '../../../api/endpoints/password-by-email.ts';
import { setPasswordByPhone } from '../../../api/endpoints/password-by-phone.ts';
import type { RegisterSettings } from '../../../api/endpoints/register-settings.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setTrialName } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { keepPasswordInMemory } from '../password-memory.ts';
import { validateResetValues } from '../reset-rules.ts';
import { storeSession } from '../store-session.ts';

export interface ForgotPasswordDeps {
  /** The configured field rules, or null when they could not be read (login rules apply then). */
  settings: RegisterSettings | null;
  close: () => void;
  openLogin: () => void;
  client?: ApiClient;
}

/** The forgot-password chart with its real effects: the reset calls, the automatic login, toasts. */
export function createForgotPasswordLogic({ settings, close, openLogin, client = api }: ForgotPasswordDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      validateReset: fromPromise(async ({ input }: { input: { mode: ResetMode; values: ResetValues } }) =>
        validateResetValues(input.mode, input.values, settings),
      ),
      setPasswordByPhone: fromPromise(({ input }: { input: PhoneReset }) => setPasswordByPhone(input, client)),
      // Spec 000 §7: after a reset by phone the login call follows with the new password. An account
      // made by mobile registration is named after its number, so the number is the user name.
      logInWithNewPassword: fromPromise(
        ({ input }: { input: PhoneReset }): Promise<SessionInfo> =>
          login({ type: 'username', username: input.mobileNum, password: input.newPassword, captcha: '', remember: false }, client),
      ),
      sendResetEmail: fromPromise(({ input }: { input: { username: string; email: string } }) => sendPasswordResetEmail(input, client)),
    },
    actions: {
      showLoading: (_, { maxMs }) => {
        toast.loading(i18n._(msg`Please wait…`), maxMs);
      },
      hideLoading: () => toast.hideLoading(),
      showSuccess: (_, { durationMs }) => {
        toast.show({
          style: 'success',
          message: i18n._(msg`Request sent: check your e-mail`),
          duration: durationMs,
        });
      },
      storeSession: ({ context }, { session }) => {
        storeSession(session);
        setTrialName('');
        keepPasswordInMemory(context.values.newPassword);
      },
      closePopup: () => {
        toast.show({ style: 'success', message: i18n._(msg`Your password has been reset and you are logged in`) });
        close();
      },
      openLogin: () => {
        toast.show({ style: 'success', message: i18n._(msg`Your password has been reset. Please log in.`) });
        openLogin();
      },
      goBack: () => openLogin(),
    },
  });
}

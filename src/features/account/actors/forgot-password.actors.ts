import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  forgotPasswordMachine,
  type PhoneReset,
  type ResetMode,
  type ResetValues,
} from '../../../../machines/forgot-password.machine.ts';
import type { SessionInfo } from '../../../../machines/account/shared.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { sendPasswordResetEmail } from '../../../api/endpoints/password-by-email.ts';
import { setPasswordByPhone } from '../../../api/endpoints/password-by-phone.ts';
import type { RegisterSettings } from '../../../api/endpoints/register-settings.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setTrialName } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { keepPasswordInMemory } from '../password-memory.ts';
import { validateResetValues } from '../reset-rules.ts';
import { storeSession } from '../store-session.ts';
import { createSmsCountdownLogic } from './sms-countdown.actors.ts';

export interface ForgotPasswordDeps {
  /** The configured field rules, or null when they could not be read (login rules apply then). */
  settings: RegisterSettings | null;
  close: () => void;
  openLogin: () => void;
  /** Back to where the player came from (a reset by e-mail ends so). */
  goBack: () => void;
  client?: ApiClient;
}

/** The forgot-password chart with its real effects: the reset calls, the automatic login, toasts. */
export function createForgotPasswordLogic({
  settings,
  close,
  openLogin,
  goBack,
  client = api,
}: ForgotPasswordDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      validateReset: fromPromise(
        async ({ input }: { input: { mode: ResetMode; values: ResetValues } }) =>
          validateResetValues(input.mode, input.values, settings),
      ),
      // The reset answers with the session of the account the number belongs to (whatever its
      // user name), so no second login call is made that could fail and ask for a captcha.
      setPasswordByPhone: fromPromise(
        ({ input }: { input: PhoneReset }): Promise<SessionInfo | null> =>
          setPasswordByPhone(input, client),
      ),
      sendResetEmail: fromPromise(({ input }: { input: { username: string; email: string } }) =>
        sendPasswordResetEmail(input, client),
      ),
      smsCountdown: createSmsCountdownLogic({ client }),
    },
    actions: {
      showLoading: (_, { maxMs }) => {
        toast.loading(i18n._(msg`Please wait…`), maxMs);
      },
      hideLoading: () => toast.hideLoading(),
      showSuccess: (_, { durationMs }) => {
        toast.show({
          style: 'success',
          message: i18n._(msg`We sent you a link: open it to choose a new password`),
          duration: durationMs,
        });
      },
      storeSession: ({ context }, { session }) => {
        storeSession(session);
        setTrialName('');
        keepPasswordInMemory(context.values.newPassword);
      },
      closePopup: () => {
        toast.show({
          style: 'success',
          message: i18n._(msg`Your password has been reset and you are logged in`),
        });
        close();
      },
      openLogin: () => {
        toast.show({
          style: 'success',
          message: i18n._(msg`Your password has been reset. Please log in.`),
        });
        openLogin();
      },
      goBack: () => goBack(),
    },
  });
}

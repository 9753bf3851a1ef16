import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  changePasswordMachine,
  type PasswordValues,
} from '../../../../machines/change-password.machine.ts';
import type { FieldErrors } from '../../../../machines/account/shared.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { changePassword } from '../../../api/endpoints/change-password.ts';
import type { RegisterSettings } from '../../../api/endpoints/register-settings.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { reencodeRememberedPassword } from '../../../lib/remembered-login.ts';
import { validateField } from '../../../lib/form-rules.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { LOGIN_RULES } from '../login-rules.ts';
import { forgetPasswordInMemory, keepPasswordInMemory } from '../password-memory.ts';
import { newPasswordError } from '../reset-rules.ts';
import { clearFirstTimeLogin } from '../session-record.ts';

export interface ChangePasswordDeps {
  /** The configured rules; the new password follows the password rule (login rules when null). */
  settings: RegisterSettings | null;
  replaceHome: () => void;
  client?: ApiClient;
}

/**
 * Requirements A5: the old password (when shown) by loginPassword, the new one by the password rule;
 * the chart adds the confirmation rules and the same-as-old prompt.
 */
export function validatePasswordValues(
  { values, oldShown }: { values: PasswordValues; oldShown: boolean },
  settings: RegisterSettings | null,
): FieldErrors {
  const errors: Record<string, string> = {};
  const oldCode = oldShown ? validateField(LOGIN_RULES.loginPassword, values.oldPassword) : null;
  if (oldCode !== null) errors.oldPassword = oldCode;
  const newCode = newPasswordError(values.newPassword, settings);
  if (newCode !== null) errors.newPassword = newCode;
  return errors;
}

/** The change-password chart with its real effects: the call, toasts, memory, remembered login, route. */
export function createChangePasswordLogic({
  settings,
  replaceHome,
  client = api,
}: ChangePasswordDeps) {
  return changePasswordMachine.provide({
    actors: {
      validatePasswords: fromPromise(
        async ({ input }: { input: { values: PasswordValues; oldShown: boolean } }) =>
          validatePasswordValues(input, settings),
      ),
      changePassword: fromPromise(({ input }: { input: PasswordValues }) =>
        changePassword(input, client),
      ),
    },
    actions: {
      replaceHome: () => replaceHome(),
      showLoading: (_, { maxMs }) => {
        toast.loading(i18n._(msg`Please wait…`), maxMs);
      },
      hideLoading: () => toast.hideLoading(),
      showSavedToast: (_, { durationMs }) => {
        toast.show({ style: 'success', message: i18n._(msg`Changes saved`), duration: durationMs });
      },
      removeTempPassword: () => forgetPasswordInMemory(),
      keepPasswordInMemory: (_, { password }) => keepPasswordInMemory(password),
      reencodeRememberedLogin: (_, { password }) => {
        try {
          reencodeRememberedPassword(password);
        } catch (error) {
          // Requirements A8: a failure to update the remembered login is only logged.
          console.error('remembered login not updated', error);
        }
      },
      clearPasswordPrompt: () => clearFirstTimeLogin(),
    },
  });
}

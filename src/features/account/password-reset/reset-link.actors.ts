import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import type { FieldErrors } from '../../../../machines/account/shared.ts';
import {
  passwordResetLinkMachine,
  type ResetLinkValues,
} from '../../../../machines/password-reset-link.machine.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { checkResetLink, setPasswordByLink } from '../../../api/endpoints/password-reset-link.ts';
import type { RegisterSettings } from '../../../api/endpoints/register-settings.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { newPasswordError } from '../reset-rules.ts';

export interface ResetLinkDeps {
  /** The configured rules; the new password follows the password rule (login rules when null). */
  settings: RegisterSettings | null;
  openForgotPassword: () => void;
  openLogin: () => void;
  client?: ApiClient;
}

/** The new password by the site's password rule, as the server checks it; the chart adds the confirmation rules. */
export function validateResetLinkValues(
  values: ResetLinkValues,
  settings: RegisterSettings | null,
): FieldErrors {
  const code = newPasswordError(values.newPassword, settings);
  return code === null ? {} : { newPassword: code };
}

/** The reset-link chart with its real effects: the two calls, the success message, the popups. */
export function createResetLinkLogic({
  settings,
  openForgotPassword,
  openLogin,
  client = api,
}: ResetLinkDeps) {
  return passwordResetLinkMachine.provide({
    actors: {
      checkLink: fromPromise(({ input }: { input: { token: string } }) =>
        checkResetLink(input.token, client),
      ),
      validatePasswords: fromPromise(async ({ input }: { input: ResetLinkValues }) =>
        validateResetLinkValues(input, settings),
      ),
      setPassword: fromPromise(({ input }: { input: ResetLinkValues & { token: string } }) =>
        setPasswordByLink(input, client),
      ),
    },
    actions: {
      openForgotPassword: () => openForgotPassword(),
      showSuccess: (_, { durationMs }) => {
        toast.show({
          style: 'success',
          message: i18n._(msg`Your new password is set: log in with it`),
          duration: durationMs,
        });
      },
      openLogin: () => openLogin(),
    },
  });
}

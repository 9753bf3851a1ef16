import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  CHANGE_PASSWORD_PATH,
  type PasswordChange,
  type CHANGE_PASSWORD_MODULE,
} from '../../../shared/contract/calls/change-password.ts';

/** Requirements A7 passWordChangeV2: encrypted, with the session; the answer carries nothing. */
export function changePassword(payload: PasswordChange, client: ApiClient = api): Promise<void> {
  return client.post(CHANGE_PASSWORD_PATH, {
    moduleId: 'PASS3' satisfies typeof CHANGE_PASSWORD_MODULE,
    schema: noValue,
    encrypted: true,
    body: {
      oldPassword: payload.oldPassword,
      newPassword: payload.newPassword,
      confirmNewPassword: payload.confirmNewPassword,
    },
  });
}

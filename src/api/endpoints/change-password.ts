import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const CHANGE_PASSWORD_PATH = '/wps/member/password';

/** Requirements A3 password-change payload. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Requirements A7 passWordChangeV2: encrypted, with the session; the answer carries nothing. */
export function changePassword(payload: PasswordChange, client: ApiClient = api): Promise<void> {
  return client.post(CHANGE_PASSWORD_PATH, {
    moduleId: 'PASS3',
    schema: noValue,
    encrypted: true,
    body: {
      oldPassword: payload.oldPassword,
      newPassword: payload.newPassword,
      confirmNewPassword: payload.confirmNewPassword,
    },
  });
}

import type { ModuleId } from '../../module-ids.ts';

export const CHANGE_PASSWORD_MODULE = 'PASS3' satisfies ModuleId;

export const CHANGE_PASSWORD_PATH = '/wps/member/password';

/** Requirements A3 password-change payload. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

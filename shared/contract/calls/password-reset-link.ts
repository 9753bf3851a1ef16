import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { noValue } from './no-value.ts';

export const RESET_LINK_MODULE = 'COMM3' satisfies ModuleId;

export const RESET_LINK_PATH = '/wps/member/password/email/link';

/** The link check answers nothing while the link can be used; otherwise it fails (`reset.link.invalid`). */
export const resetLinkCheckSchema = noValue;

/** The answer of setting a password by a mailed link: the account whose password changed. */
export const resetLinkAnswerSchema = z.object({ userName: z.string() });

export interface PasswordByLink {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

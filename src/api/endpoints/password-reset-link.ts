import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const RESET_LINK_PATH = '/wps/member/password/email/link';

/** The answer of setting a password by a mailed link: the account whose password changed. */
export const resetLinkAnswerSchema = z.object({ userName: z.string() });

/** The link check answers nothing while the link can be used; otherwise it fails (`reset.link.invalid`). */
export const resetLinkCheckSchema = noValue;

/** Whether a mailed reset link can still be used: resolves when it can, fails with the server's code when not. */
export function checkResetLink(token: string, client: ApiClient = api): Promise<void> {
  return client.get(RESET_LINK_PATH, {
    moduleId: 'COMM3',
    schema: resetLinkCheckSchema,
    params: { token },
  });
}

export interface PasswordByLink {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Setting a password by a mailed link: encrypted, no session (the link's token proves the
 * mailbox). The link is used up on success; resolves with the account's user name.
 */
export async function setPasswordByLink(
  payload: PasswordByLink,
  client: ApiClient = api,
): Promise<string> {
  const answer = await client.post(RESET_LINK_PATH, {
    moduleId: 'COMM3',
    schema: resetLinkAnswerSchema,
    encrypted: true,
    body: {
      token: payload.token,
      newPassword: payload.newPassword,
      confirmNewPassword: payload.confirmNewPassword,
    },
  });
  return answer.userName;
}

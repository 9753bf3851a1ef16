import { api, type ApiClient } from '../client';
import {
  RESET_LINK_PATH,
  resetLinkAnswerSchema,
  resetLinkCheckSchema,
  type PasswordByLink,
  type RESET_LINK_MODULE,
} from '../../../shared/contract/calls/password-reset-link.ts';

/** Whether a mailed reset link can still be used: resolves when it can, fails with the server's code when not. */
export function checkResetLink(token: string, client: ApiClient = api): Promise<void> {
  return client.get(RESET_LINK_PATH, {
    moduleId: 'COMM3' satisfies typeof RESET_LINK_MODULE,
    schema: resetLinkCheckSchema,
    params: { token },
  });
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
    moduleId: 'COMM3' satisfies typeof RESET_LINK_MODULE,
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

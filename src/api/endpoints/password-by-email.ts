import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const PASSWORD_BY_EMAIL_PATH = '/wps/member/password/email';

/**
 * Requirements A3 forgot password by e-mail: form-encoded username and email. The server answers the
 * same whether or not they match, so a success only means the request was taken.
 */
export function sendPasswordResetEmail(
  payload: { username: string; email: string },
  client: ApiClient = api,
): Promise<void> {
  return client.postForm(PASSWORD_BY_EMAIL_PATH, {
    moduleId: 'COMM3',
    schema: noValue,
    form: { username: payload.username, email: payload.email },
  });
}

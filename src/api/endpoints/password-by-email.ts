import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  PASSWORD_BY_EMAIL_PATH,
  type PASSWORD_BY_EMAIL_MODULE,
} from '../../../shared/contract/calls/password-by-email.ts';

/**
 * Requirements A3 forgot password by e-mail: form-encoded username and email. The server answers the
 * same whether or not they match, so a success only means the request was taken.
 */
export function sendPasswordResetEmail(
  payload: { username: string; email: string },
  client: ApiClient = api,
): Promise<void> {
  return client.postForm(PASSWORD_BY_EMAIL_PATH, {
    moduleId: 'COMM3' satisfies typeof PASSWORD_BY_EMAIL_MODULE,
    schema: noValue,
    form: { username: payload.username, email: payload.email },
  });
}

import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import { LOGOUT_PATH, type LOGOUT_MODULE } from '../../../shared/contract/calls/logout.ts';

/**
 * Requirements A7: DELETE with the token. The server reads the session from the Authorization header
 * (added by the client); the body carries the token as the platform's clients send it.
 */
export function logout(token: string, client: ApiClient = api): Promise<void> {
  return client.del(LOGOUT_PATH, {
    moduleId: 'COMM3' satisfies typeof LOGOUT_MODULE,
    schema: noValue,
    body: { token },
  });
}

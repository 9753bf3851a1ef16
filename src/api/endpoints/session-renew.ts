import { api, type ApiClient } from '../client';
import {
  SESSION_RENEW_PATH,
  sessionRenewSchema,
  type RenewedSession,
  type SESSION_RENEW_MODULE,
} from '../../../shared/contract/calls/session-renew.ts';

export { sessionRenewSchema } from '../../../shared/contract/calls/session-renew.ts';

/**
 * Requirements A7.4 "Renew session" (docs/api.md "Sessions"): slides the session in the
 * Authorization header and answers its new end and the seconds left until it.
 */
export function renewSession(client: ApiClient = api): Promise<RenewedSession> {
  return client.post(SESSION_RENEW_PATH, {
    moduleId: 'COMM3' satisfies typeof SESSION_RENEW_MODULE,
    schema: sessionRenewSchema,
    body: {},
  });
}

import { api, type ApiClient } from '../client';
import {
  LOGIN_PATH,
  type LoginPayload,
  loginAnswerSchema,
  type LoginAnswer,
  type LOGIN_MODULE,
} from '../../../shared/contract/calls/login.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type LoginPayload, loginAnswerSchema } from '../../../shared/contract/calls/login.ts';

/** Encrypted with the server's RSA key; `Device: OTHERS` is added when running as an installed web app. */
export function login(payload: LoginPayload, client: ApiClient = api): Promise<LoginAnswer> {
  return client.post(LOGIN_PATH, {
    moduleId: 'COMM3' satisfies typeof LOGIN_MODULE,
    schema: loginAnswerSchema,
    body: payload,
    encrypted: true,
    device: true,
  });
}

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
export async function login(payload: LoginPayload, client: ApiClient = api): Promise<LoginAnswer> {
  try {
    return await client.post(LOGIN_PATH, {
      moduleId: 'COMM3' satisfies typeof LOGIN_MODULE,
      schema: loginAnswerSchema,
      body: payload,
      encrypted: true,
      device: true,
    });
  } catch (error) {
    selfExclusionEnd = exclusionEndOf(error);
    throw error;
  }
}

let selfExclusionEnd: string | null = null;

function exclusionEndOf(error: unknown): string | null {
  const refusal = error as { code?: unknown; value?: { until?: unknown } } | null;
  if (refusal?.code !== 'account.self.excluded') return null;
  return typeof refusal.value?.until === 'string' ? refusal.value.until : null;
}

/**
 * Requirements D5.3: the end of the self-exclusion the last login was refused for
 * (`account.self.excluded`, `value.until`), which the login's message shows; null otherwise.
 */
export function lastSelfExclusionEnd(): string | null {
  return selfExclusionEnd;
}

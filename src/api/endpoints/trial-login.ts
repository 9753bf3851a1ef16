import { api, type ApiClient } from '../client';
import {
  TRIAL_ACCOUNT_PATH,
  TRIAL_LOGIN_PATH,
  trialAccountSchema,
  trialSessionSchema,
  type TrialAccountAnswer,
  type TrialSessionAnswer,
  type TRIAL_LOGIN_MODULE,
} from '../../../shared/contract/calls/trial-login.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  trialAccountSchema,
  trialSessionSchema,
} from '../../../shared/contract/calls/trial-login.ts';

/** Requirements A7.1 "Trial account create": GET, no payload; a throwaway account and its ticket. */
export function createTrialAccount(client: ApiClient = api): Promise<TrialAccountAnswer> {
  return client.get(TRIAL_ACCOUNT_PATH, {
    moduleId: 'FREEPLAY3' satisfies typeof TRIAL_LOGIN_MODULE,
    schema: trialAccountSchema,
  });
}

/**
 * Requirements A7 "Trial play": module FREEPLAY3. The account is created first by the GET above,
 * then this POST starts its session (docs/api.md "Trial play" divides the work so).
 */
export async function createTrialSession(client: ApiClient = api): Promise<TrialSessionAnswer> {
  const account = await createTrialAccount(client);
  return client.post(TRIAL_LOGIN_PATH, {
    moduleId: 'FREEPLAY3' satisfies typeof TRIAL_LOGIN_MODULE,
    schema: trialSessionSchema,
    body: { userName: account.userName, ticket: account.ticket },
  });
}

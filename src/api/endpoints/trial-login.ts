import { api, type ApiClient } from '../client';
import {
  TRIAL_LOGIN_PATH,
  trialSessionSchema,
  type TrialSessionAnswer,
  type TRIAL_LOGIN_MODULE,
} from '../../../shared/contract/calls/trial-login.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { trialSessionSchema } from '../../../shared/contract/calls/trial-login.ts';

/** Requirements A7 "Trial play": module FREEPLAY3, no payload. */
export function createTrialSession(client: ApiClient = api): Promise<TrialSessionAnswer> {
  return client.post(TRIAL_LOGIN_PATH, {
    moduleId: 'FREEPLAY3' satisfies typeof TRIAL_LOGIN_MODULE,
    schema: trialSessionSchema,
    body: {},
  });
}

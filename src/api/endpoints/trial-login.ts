import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const TRIAL_LOGIN_PATH = '/wps/session/login/freeplay';

/** docs/api.md: `{ token, userName, customerType: 4 }`. */
export const trialSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string().check(z.minLength(1)),
  customerType: z.int(),
});
export type TrialSessionAnswer = z.infer<typeof trialSessionSchema>;

/** Requirements A7 "Trial play": module FREEPLAY3, no payload. */
export function createTrialSession(client: ApiClient = api): Promise<TrialSessionAnswer> {
  return client.post(TRIAL_LOGIN_PATH, {
    moduleId: 'FREEPLAY3',
    schema: trialSessionSchema,
    body: {},
  });
}

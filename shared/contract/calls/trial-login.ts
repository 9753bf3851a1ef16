import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const TRIAL_LOGIN_MODULE = 'FREEPLAY3' satisfies ModuleId;

export const TRIAL_LOGIN_PATH = '/wps/session/login/freeplay';

/** docs/api.md: `{ token, userName, customerType: 4 }`. */
export const trialSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string().check(z.minLength(1)),
  customerType: z.int(),
});
export type TrialSessionAnswer = z.infer<typeof trialSessionSchema>;

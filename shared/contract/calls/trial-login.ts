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

/**
 * Requirements A7.1 "Trial account create | GET | none": the server makes a throwaway trial account
 * and answers its name with a signed ticket; the trial-play POST above then starts the session of
 * that account (docs/api.md "Trial play").
 */
export const TRIAL_ACCOUNT_PATH = '/wps/session/login/freeplay/account';

/** docs/api.md "Trial play": `{ userName, ticket }`. */
export const trialAccountSchema = z.object({
  userName: z.string().check(z.minLength(1)),
  ticket: z.string().check(z.minLength(1)),
});
export type TrialAccountAnswer = z.infer<typeof trialAccountSchema>;

/** The trial-play body: the created account, or nothing (the server then creates one itself). */
export const trialStartInput = z.object({
  userName: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  ticket: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
});

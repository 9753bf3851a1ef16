import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const LOGIN_MODULE = 'COMM3' satisfies ModuleId;

export const LOGIN_PATH = '/wps/session/login';

/**
 * What the login form sends (requirements A3 login payload and requirements A7: the remember flag travels too).
 * `site` selects the server's check: a non-member may not use the member site, a non-agent not
 * the agent pages (server/README.md).
 */
export type LoginPayload =
  | {
      type: 'username';
      username: string;
      password: string;
      captcha: string;
      remember: boolean;
      site?: 'member' | 'agent';
    }
  | {
      type: 'sms';
      mobileNum: string;
      /** Left out for the region's own code; an empty one is refused. */
      countryDialingCode?: string;
      verificationCode: string;
      captcha: string;
      remember: boolean;
      site?: 'member' | 'agent';
    }
  | {
      /** A social sign-in's third-party credential (requirements A3); the reference server refuses it with function.not.available. */
      type: 'firebase';
      firebaseChannel: string;
      firebaseIdToken: string;
      firebaseMobileNo: string;
      /** Left out when the third party gave none; an empty one is refused. */
      countryDialingCode?: string;
      captcha: string;
      site?: 'member' | 'agent';
    };

/** Requirements A3.4 "Login response value"; registration answers the same. */
export const loginAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z._default(z.boolean(), false),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

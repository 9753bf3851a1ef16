import { fromPromise } from 'xstate';
import type { SessionInfo } from '../../../../machines/account/shared.ts';
import {
  loginMachine,
  SOCIAL_CANCELLED,
  SOCIAL_FAILED,
  type LoginRequest,
  type LoginValidation,
  type SavedCredentials,
  type SocialChannel,
  type SocialCredential,
} from '../../../../machines/login.machine.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import type { LoginPayload } from '../../../api/endpoints/login.ts';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  saveRememberedLogin,
  setAutoLoginFlag,
} from '../../../lib/remembered-login.ts';
import {
  isSignInCancelled,
  socialSignInProvider,
  type SocialSignInProvider,
} from '../../../lib/social-sign-in.ts';
import { setTrialName } from '../../../lib/storage.ts';
import { forgetPasswordInMemory, keepPasswordInMemory } from '../password-memory.ts';
import { createSmsCountdownLogic } from './sms-countdown.actors.ts';
import { storeSession } from '../store-session.ts';

export interface LoginDeps {
  /** Asks the captcha field for a new image. */
  refreshCaptcha: () => void;
  /** Closes the login popup (the popups chart decides about the route). */
  closePopup: () => void;
  /** The agent pages log in to the agent site (server/README.md `site`). */
  site?: 'member' | 'agent';
  client?: ApiClient;
  /** The registered social sign-in provider (src/lib/social-sign-in.ts), read when a button is used. */
  socialProvider?: () => SocialSignInProvider | null;
}

/** The login call's payload for the chart's request (requirements A3). */
export function toLoginPayload(
  request: LoginRequest,
  site: 'member' | 'agent' = 'member',
): LoginPayload {
  if (request.type === 'firebase') {
    const { countryDialingCode, ...rest } = request;
    return { ...rest, ...(countryDialingCode ? { countryDialingCode } : {}), site };
  }
  if (request.type === 'username') {
    return {
      type: 'username',
      username: request.username.trim(),
      password: request.password,
      captcha: request.captcha,
      remember: request.remember,
      site,
    };
  }
  return {
    type: 'sms',
    mobileNum: request.username.trim(),
    ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode } : {}),
    verificationCode: request.password.trim(),
    captcha: request.captcha,
    remember: request.remember,
    site,
  };
}

export { storeSession };

/**
 * Runs the provider's sign-in for the chart, which speaks in codes: a cancel becomes
 * `social.cancelled`, anything else (no provider, an error, no token) `social.failed`.
 */
export async function signInWith(
  provider: SocialSignInProvider | null,
  channel: SocialChannel,
): Promise<SocialCredential> {
  let credential: SocialCredential;
  try {
    if (!provider) throw new Error('no social sign-in provider is registered');
    credential = await provider.signIn(channel);
  } catch (error) {
    if (isSignInCancelled(error)) throw { code: SOCIAL_CANCELLED };
    console.warn(`social sign-in with ${channel} failed`, error);
    throw { code: SOCIAL_FAILED };
  }
  if (!credential.idToken) throw { code: SOCIAL_FAILED };
  return credential;
}

/** The login chart with its real effects: remembered credentials, rules, the login call, storage. */
export function createLoginLogic({
  refreshCaptcha,
  closePopup,
  site = 'member',
  client = api,
  socialProvider = socialSignInProvider,
}: LoginDeps) {
  return loginMachine.provide({
    actors: {
      loadCredentials: fromPromise(
        async ({ input }: { input: { type: SavedCredentials['type'] } }) =>
          readRememberedLogin(input.type),
      ),
      // The rules are needed only once the player submits, asks for a code or changes language with
      // errors shown, so they load then instead of with the form (the chart already waits for them).
      validateLogin: fromPromise(async ({ input }: { input: LoginValidation }) =>
        (await import('../login-rules.ts')).validateLoginValues(input, input.fields),
      ),
      // The login call (and its answer's schema) likewise loads on the first submit.
      submitLogin: fromPromise(async ({ input }: { input: LoginRequest }): Promise<SessionInfo> =>
        (await import('../../../api/endpoints/login.ts')).login(
          toLoginPayload(input, site),
          client,
        ),
      ),
      signInSocially: fromPromise(async ({ input }: { input: { channel: SocialChannel } }) =>
        signInWith(socialProvider(), input.channel),
      ),
      smsCountdown: createSmsCountdownLogic({ client }),
    },
    actions: {
      refreshCaptcha: () => refreshCaptcha(),
      storeSession: ({ context }, { session }) => {
        storeSession(session);
        // Change password asks for the old one only when none is held (requirements A2).
        if (context.social === null && context.tab === 'username')
          keepPasswordInMemory(context.values.password);
        else forgetPasswordInMemory();
        // A real login replaces a trial one.
        setTrialName('');
      },
      saveCredentials: (_, { remember, credentials }) => {
        if (remember) saveRememberedLogin(credentials);
        else forgetRememberedLogin(credentials.type);
        setAutoLoginFlag(remember);
      },
      closePopup: () => closePopup(),
    },
  });
}

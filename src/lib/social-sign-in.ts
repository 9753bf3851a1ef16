/**
 * Social sign-in (requirements A2.8 "Login", requirements A3 firebase login payload, requirements A6 FACEBOOKLOGIN3, GOOGLELOGIN3,
 * LINELOGIN3). The third-party sign-in service is not part of this code base: a deployment
 * registers its own provider (for example from its entry module, once its SDK is initialised).
 * None is registered by default, so the stock build shows no social button.
 */

export const SOCIAL_CHANNELS = ['line', 'facebook', 'google'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** What the provider hands back after the player signed in with the third party. */
export interface SocialCredential {
  idToken: string;
  /** The verified mobile number, when the third party gives one. */
  mobileNo?: string;
  countryDialingCode?: string;
}

export interface SocialSignInProvider {
  /** The channels whose service is initialised and ready (requirements A6: only those may show). */
  initialisedChannels(): readonly SocialChannel[];
  /**
   * Runs the third party's sign-in. Rejects with `SocialSignInCancelled` when the player closed or
   * cancelled it (the form returns silently), with any other error when it failed.
   */
  signIn(channel: SocialChannel): Promise<SocialCredential>;
}

/** The player backed out of the third party's sign-in: not a failure to report. */
export class SocialSignInCancelled extends Error {
  constructor(channel: SocialChannel) {
    super(`sign-in with ${channel} cancelled`);
    this.name = 'SocialSignInCancelled';
  }
}

export function isSignInCancelled(error: unknown): boolean {
  return error instanceof SocialSignInCancelled;
}

let current: SocialSignInProvider | null = null;
const listeners = new Set<() => void>();

/** Registers (or with null removes) the provider; an open login form updates at once. */
export function registerSocialSignIn(provider: SocialSignInProvider | null): void {
  current = provider;
  for (const listener of listeners) listener();
}

export function socialSignInProvider(): SocialSignInProvider | null {
  return current;
}

/** For useSyncExternalStore: the view re-reads the provider when one is registered later. */
export function subscribeSocialSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

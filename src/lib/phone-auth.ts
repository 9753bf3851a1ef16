/**
 * Phone-auth verification of the SMS code (registration: "optionally verify the SMS code through the
 * phone-auth service"). The third-party service is not part of this code base: a deployment registers
 * its own provider (for example from its entry module, once its SDK is initialised). None is
 * registered by default, so the stock build registers without it and sends no token.
 */

/** What the provider verifies: the number the code was sent to and the code the player typed. */
export interface PhoneAuthRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface PhoneAuthProvider {
  /** Resolves to the service's id token for a correct code; rejects when the code is wrong or the service fails. */
  verify(request: PhoneAuthRequest): Promise<string>;
}

let current: PhoneAuthProvider | null = null;

/** Registers (or with null removes) the provider; forms opened from then on verify through it. */
export function registerPhoneAuth(provider: PhoneAuthProvider | null): void {
  current = provider;
}

export function phoneAuthProvider(): PhoneAuthProvider | null {
  return current;
}

/**
 * Verifies through the registered provider; an empty token counts as a failed verification.
 * Rejects without a provider (a form only asks when one is registered).
 */
export async function verifyPhoneCode(
  provider: PhoneAuthProvider | null,
  request: PhoneAuthRequest,
): Promise<string> {
  if (!provider) throw new Error('no phone-auth provider is registered');
  const token = await provider.verify(request);
  if (!token) throw new Error('the phone-auth provider gave no token');
  return token;
}

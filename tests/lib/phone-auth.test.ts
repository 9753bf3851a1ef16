import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  phoneAuthProvider,
  registerPhoneAuth,
  verifyPhoneCode,
  type PhoneAuthProvider,
} from '../../src/lib/phone-auth';

const request = { mobileNum: '01712345678', countryDialingCode: '880', verificationCode: '123456' };

afterEach(() => registerPhoneAuth(null));

describe('phone-auth provider (src/lib/phone-auth.ts)', () => {
  it('none is registered by default; a registered one is returned until it is removed', () => {
    expect(phoneAuthProvider()).toBeNull();
    const provider: PhoneAuthProvider = { verify: async () => 'token' };
    registerPhoneAuth(provider);
    expect(phoneAuthProvider()).toBe(provider);
    registerPhoneAuth(null);
    expect(phoneAuthProvider()).toBeNull();
  });

  it('verifies the number and code through the provider and gives its token', async () => {
    const verify = vi.fn(async () => 'id-token-1');
    await expect(verifyPhoneCode({ verify }, request)).resolves.toBe('id-token-1');
    expect(verify).toHaveBeenCalledWith(request);
  });

  it("fails without a provider, on the provider's failure, and on an empty token", async () => {
    await expect(verifyPhoneCode(null, request)).rejects.toThrow('no phone-auth provider');
    await expect(
      verifyPhoneCode({ verify: () => Promise.reject(new Error('wrong code')) }, request),
    ).rejects.toThrow('wrong code');
    await expect(verifyPhoneCode({ verify: async () => '' }, request)).rejects.toThrow('no token');
  });
});

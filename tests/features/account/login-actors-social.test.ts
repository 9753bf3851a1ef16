import { describe, expect, it, vi } from 'vitest';
import { loginInput } from '../../../server/http/account-inputs';
import { signInWith, toLoginPayload } from '../../../src/features/account/actors/login.actors';
import { SocialSignInCancelled, type SocialSignInProvider } from '../../../src/lib/social-sign-in';

const providerWith = (signIn: SocialSignInProvider['signIn']): SocialSignInProvider => ({
  initialisedChannels: () => ['google'],
  signIn,
});

describe('social sign-in actor', () => {
  it("hands on the provider's credential", async () => {
    const signIn = vi.fn(async () => ({ idToken: 'id-tok', mobileNo: '017' }));
    await expect(signInWith(providerWith(signIn), 'google')).resolves.toEqual({
      idToken: 'id-tok',
      mobileNo: '017',
    });
    expect(signIn).toHaveBeenCalledWith('google');
  });

  it('turns a cancel into social.cancelled and anything else into social.failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      signInWith(
        providerWith(() => Promise.reject(new SocialSignInCancelled('google'))),
        'google',
      ),
    ).rejects.toEqual({ code: 'social.cancelled' });
    await expect(
      signInWith(
        providerWith(() => Promise.reject(new Error('network'))),
        'google',
      ),
    ).rejects.toEqual({ code: 'social.failed' });
    await expect(
      signInWith(
        providerWith(async () => ({ idToken: '' })),
        'google',
      ),
    ).rejects.toEqual({ code: 'social.failed' });
    await expect(signInWith(null, 'google')).rejects.toEqual({ code: 'social.failed' });
    warn.mockRestore();
  });
});

describe('firebase login payload', () => {
  const request = {
    type: 'firebase',
    firebaseChannel: 'line',
    firebaseIdToken: 'id-tok',
    firebaseMobileNo: '',
    countryDialingCode: '',
    captcha: '',
  } as const;

  it('sends the firebase fields, leaving out an empty dialling code', () => {
    expect(toLoginPayload(request)).toEqual({
      type: 'firebase',
      firebaseChannel: 'line',
      firebaseIdToken: 'id-tok',
      firebaseMobileNo: '',
      captcha: '',
      site: 'member',
    });
    expect(
      toLoginPayload({ ...request, countryDialingCode: '880', firebaseMobileNo: '017' }, 'member'),
    ).toMatchObject({
      countryDialingCode: '880',
      firebaseMobileNo: '017',
    });
  });

  it("passes the reference server's input check, so the answer is the login method's own (function.not.available)", () => {
    expect(loginInput.safeParse(toLoginPayload(request)).success).toBe(true);
    expect(
      loginInput.safeParse(toLoginPayload({ ...request, countryDialingCode: '880' })).data?.type,
    ).toBe('firebase');
  });
});

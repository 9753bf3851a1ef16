import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSignInCancelled,
  registerSocialSignIn,
  socialSignInProvider,
  subscribeSocialSignIn,
  SocialSignInCancelled,
  type SocialChannel,
  type SocialSignInProvider,
} from '../../src/lib/social-sign-in';
import { offersSocialSignIn, visibleSocialChannels } from '../../src/lib/social-sign-in-visibility';

const providerOf = (channels: SocialChannel[]): SocialSignInProvider => ({
  initialisedChannels: () => channels,
  signIn: () => Promise.resolve({ idToken: 'tok' }),
});
const allFlags = new Set(['LINELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3']);

afterEach(() => registerSocialSignIn(null));

describe('social sign-in registry', () => {
  it('has no provider by default (the stock build shows no social button)', () => {
    expect(socialSignInProvider()).toBeNull();
  });

  it('registers and removes a provider, telling subscribers each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSocialSignIn(listener);
    const provider = providerOf(['google']);
    registerSocialSignIn(provider);
    expect(socialSignInProvider()).toBe(provider);
    registerSocialSignIn(null);
    expect(socialSignInProvider()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registerSocialSignIn(provider);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells a cancel from a failure', () => {
    expect(isSignInCancelled(new SocialSignInCancelled('line'))).toBe(true);
    expect(isSignInCancelled(new Error('popup blocked'))).toBe(false);
    expect(isSignInCancelled({ code: 'cancelled' })).toBe(false);
  });
});

describe('social button visibility', () => {
  it('shows nothing without a provider, whatever the flags', () => {
    expect(offersSocialSignIn(null, 'member')).toBe(false);
    expect(visibleSocialChannels(null, allFlags, 'member')).toEqual([]);
  });

  it('shows nothing on the agent page', () => {
    const provider = providerOf(['line', 'facebook', 'google']);
    expect(offersSocialSignIn(provider, 'agent')).toBe(false);
    expect(visibleSocialChannels(provider, allFlags, 'agent')).toEqual([]);
  });

  it('shows a channel only when the provider initialised it and its flag is on, in a fixed order', () => {
    const provider = providerOf(['google', 'line']);
    expect(offersSocialSignIn(provider, 'member')).toBe(true);
    expect(visibleSocialChannels(provider, allFlags, 'member')).toEqual(['line', 'google']);
    expect(
      visibleSocialChannels(provider, new Set(['GOOGLELOGIN3', 'FACEBOOKLOGIN3']), 'member'),
    ).toEqual(['google']);
    expect(
      visibleSocialChannels(providerOf(['facebook']), new Set(['FACEBOOKLOGIN3']), 'member'),
    ).toEqual(['facebook']);
    expect(visibleSocialChannels(providerOf([]), allFlags, 'member')).toEqual([]);
    expect(visibleSocialChannels(provider, new Set(), 'member')).toEqual([]);
  });
});

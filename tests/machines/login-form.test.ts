import { describe, expect, it } from 'vitest';
import {
  applySaved,
  canSwitch,
  toRequest,
  toSaved,
  toSocialRequest,
  type LoginContext,
} from '../../machines/account/login-form.ts';

const base: LoginContext = {
  mobileLoginEnabled: true,
  countryDialingCode: '880',
  tab: 'username',
  values: {
    username: 'alice',
    password: 'secret1',
    mobileNum: '01712345678',
    countryDialingCode: '880',
    verificationCode: '123456',
    captcha: '4711',
  },
  remember: true,
  disclaimerChecked: true,
  passwordVisible: false,
  captchaShown: false,
  fieldErrors: {},
  errorCode: null,
  social: null,
  session: null,
};

describe('login form helpers', () => {
  it('switches to the SMS tab only when mobile login is on, and never to the current tab', () => {
    expect(canSwitch(base, 'sms')).toBe(true);
    expect(canSwitch(base, 'username')).toBe(false);
    expect(canSwitch({ ...base, mobileLoginEnabled: false }, 'sms')).toBe(false);
  });

  it('applies remembered credentials of the current tab only', () => {
    const saved = {
      type: 'username' as const,
      username: 'bob',
      password: 'pw',
      countryDialingCode: '',
    };
    expect(applySaved(base, saved)).toMatchObject({
      remember: true,
      values: { username: 'bob', password: 'pw', countryDialingCode: '880' },
    });
    expect(applySaved({ ...base, tab: 'sms' }, saved)).toEqual({ remember: false });
    expect(applySaved(base, null)).toEqual({ remember: false });
  });

  it('builds the password and SMS requests, with the captcha only when shown', () => {
    expect(toRequest(base)).toEqual({
      type: 'username',
      username: 'alice',
      password: 'secret1',
      captcha: '',
      countryDialingCode: '880',
      remember: true,
    });
    expect(toRequest({ ...base, tab: 'sms', captchaShown: true })).toEqual({
      type: 'sms',
      username: '01712345678',
      password: '123456',
      captcha: '4711',
      countryDialingCode: '880',
      remember: true,
    });
    expect(toSaved({ ...base, tab: 'sms' })).toEqual({
      type: 'sms',
      username: '01712345678',
      password: '',
      countryDialingCode: '880',
    });
  });

  it('builds the firebase request from a social credential, ignoring the typed fields', () => {
    const social = {
      channel: 'line' as const,
      credential: { idToken: 'id-tok', mobileNo: '01812345678', countryDialingCode: '880' },
    };
    expect(toRequest({ ...base, social })).toEqual({
      type: 'firebase',
      firebaseChannel: 'line',
      firebaseIdToken: 'id-tok',
      firebaseMobileNo: '01812345678',
      countryDialingCode: '880',
      captcha: '',
    });
    // Without a credential yet (the provider is still running, or failed) the form's own login applies.
    expect(toRequest({ ...base, social: { channel: 'line', credential: null } }).type).toBe(
      'username',
    );
  });

  it('fills in empty optional parts of a credential', () => {
    expect(toSocialRequest('google', { idToken: 't' }, '12')).toEqual({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 't',
      firebaseMobileNo: '',
      countryDialingCode: '',
      captcha: '12',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { validatePasswordValues } from '../../../src/features/account/actors/change-password.actors';
import {
  forgetPasswordInMemory,
  keepPasswordInMemory,
  passwordInMemory,
} from '../../../src/features/account/password-memory';
import { newPasswordError, validateResetValues } from '../../../src/features/account/reset-rules';
import { demoSettings } from './helpers/account-server';

const phone = {
  mobileNum: '',
  countryDialingCode: '880',
  verificationCode: '',
  newPassword: '',
  username: '',
  email: '',
};

describe('forgot-password rules', () => {
  it('phone: number and code by the login rules, the new password by the configured rule', () => {
    expect(validateResetValues('phone', phone, demoSettings)).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
      newPassword: 'required',
    });
    expect(
      validateResetValues(
        'phone',
        { ...phone, mobileNum: '0171', verificationCode: '12a', newPassword: 'short' },
        demoSettings,
      ),
    ).toEqual({
      mobileNum: 'mobile.invalid',
      verificationCode: 'code.invalid',
      newPassword: 'rule.invalid',
    });
    expect(
      validateResetValues(
        'phone',
        {
          ...phone,
          mobileNum: ' 01711111111 ',
          verificationCode: '123456',
          newPassword: 'Fresh123',
        },
        demoSettings,
      ),
    ).toEqual({});
  });

  it('e-mail: the user name by the login username rule (the chart checks the e-mail)', () => {
    expect(validateResetValues('email', phone, demoSettings)).toEqual({ username: 'required' });
    expect(
      validateResetValues('email', { ...phone, username: 'demo player' }, demoSettings),
    ).toEqual({ username: 'format.invalid' });
    expect(
      validateResetValues(
        'email',
        { ...phone, username: ' demo_player ', email: 'x' },
        demoSettings,
      ),
    ).toEqual({});
  });

  it('without the configuration the login password rule applies', () => {
    expect(newPasswordError('abc', null)).toBe('format.invalid');
    expect(newPasswordError('has space!', demoSettings)).toBe('rule.invalid');
    expect(newPasswordError('Fresh123', null)).toBeNull();
  });
});

describe('change-password rules', () => {
  const values = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

  it('checks the old password only when it is shown, the new one always', () => {
    expect(validatePasswordValues({ values, oldShown: true }, demoSettings)).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
    });
    expect(validatePasswordValues({ values, oldShown: false }, demoSettings)).toEqual({
      newPassword: 'required',
    });
    expect(
      validatePasswordValues(
        { values: { ...values, oldPassword: 'Demo1234', newPassword: 'Fresh123' }, oldShown: true },
        demoSettings,
      ),
    ).toEqual({});
  });
});

describe('password in memory', () => {
  it('holds one password until replaced or forgotten; an empty one is none', () => {
    keepPasswordInMemory('Demo1234');
    expect(passwordInMemory()).toBe('Demo1234');
    keepPasswordInMemory('');
    expect(passwordInMemory()).toBeNull();
    keepPasswordInMemory('Fresh123');
    forgetPasswordInMemory();
    expect(passwordInMemory()).toBeNull();
  });
});

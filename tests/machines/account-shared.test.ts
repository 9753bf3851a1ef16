import { describe, expect, it } from 'vitest';
import {
  carriesCaptcha,
  confirmError,
  emailError,
  errorCodeOf,
  firstInvalid,
  hasErrors,
  mergeRevalidated,
  withFieldError,
} from '../../machines/account/shared.ts';

// The account charts' shared rules, checked on their own (each chart's tests check them in use).
describe('account chart helpers (rules)', () => {
  it('takes the error code of a failed effect, else unknown', () => {
    expect(errorCodeOf({ code: 'user.or.token.invalid', status: 400 })).toBe(
      'user.or.token.invalid',
    );
    for (const error of [
      null,
      undefined,
      'too.many.requests',
      new Error('offline'),
      { code: 17 },
      { status: 500 },
    ]) {
      expect(errorCodeOf(error)).toBe('unknown');
    }
  });

  it('asks for a captcha only when the failure says captcha: true', () => {
    expect(carriesCaptcha({ code: 'user.or.token.invalid', value: { captcha: true } })).toBe(true);
    for (const error of [
      null,
      'captcha',
      { code: 'x' },
      { value: null },
      { value: 'captcha' },
      { value: {} },
      { value: { captcha: 'true' } },
      { value: { captcha: false } },
    ]) {
      expect(carriesCaptcha(error)).toBe(false);
    }
  });

  it('a form has errors when any field has a code', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: 'required' })).toBe(true);
  });

  it('focuses the first invalid field in form order, else any invalid one', () => {
    const order = ['username', 'password', 'captcha'];
    expect(firstInvalid({ captcha: 'required', password: 'length' }, order)).toBe('password');
    expect(firstInvalid({ birthday: 'required' }, order)).toBe('birthday');
    expect(firstInvalid({}, order)).toBeNull();
  });

  it('revalidating keeps only the shown fields that still fail, with their new codes', () => {
    expect(
      mergeRevalidated(
        { username: 'required', password: 'length' },
        { password: 'pattern', captcha: 'required' },
      ),
    ).toEqual({ password: 'pattern' });
    expect(mergeRevalidated({ username: 'required' }, {})).toEqual({});
  });

  it('the confirmation is required and must equal the password', () => {
    expect(confirmError('Secret12', '')).toBe('required');
    expect(confirmError('Secret12', 'Secret13')).toBe('password.confirm.mismatch');
    expect(confirmError('Secret12', 'Secret12')).toBeNull();
  });

  it('sets or clears one field error, keeping the same object when nothing changes', () => {
    const errors = { username: 'required' };
    expect(withFieldError(errors, 'password', 'length')).toEqual({
      username: 'required',
      password: 'length',
    });
    expect(withFieldError(errors, 'username', 'pattern')).toEqual({ username: 'pattern' });
    expect(withFieldError(errors, 'username', null)).toEqual({});
    expect(withFieldError(errors, 'password', null)).toBe(errors);
    expect(errors).toEqual({ username: 'required' });
  });

  it('an e-mail is required, trimmed, and has word parts, an @ and one to three 2-3 letter suffixes', () => {
    expect(emailError('')).toBe('required');
    expect(emailError('   ')).toBe('required');
    for (const email of [
      'player@mail.com',
      ' player@mail.com ',
      'first.last@mail-host.co.uk',
      'a_1@x.com.bd.net',
      'p@mail.io',
    ]) {
      expect(emailError(email), email).toBeNull();
    }
    for (const email of [
      'player',
      'player@',
      '@mail.com',
      'player@mail',
      'player@mail.c',
      'player@mail.info',
      'player@mail.com.bd.net.org',
      'first..last@mail.com',
      '.first@mail.com',
      'first.@mail.com',
      'play er@mail.com',
      'player@mail.c0m',
      'player@@mail.com',
      'xplayer@mail.com!',
      '!player@mail.com',
    ]) {
      expect(emailError(email), email).toBe('email.invalid');
    }
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_LOGIN_KEYS,
  decodePassword,
  encodePassword,
  forgetRememberedLogin,
  readRememberedLogin,
  reencodeRememberedPassword,
  saveRememberedLogin,
  setAutoLoginFlag,
} from '../../src/lib/remembered-login';

const user = {
  type: 'username',
  username: 'demo_player',
  password: 'Demo1234',
  countryDialingCode: '880',
} as const;

describe('remembered login (requirements A3: double Base64 with the stored salt as suffix marker)', () => {
  it('encodes base64(base64(password) + salt) and decodes only under the same salt', () => {
    const encoded = encodePassword('Demo1234', 'SALTy9');
    expect(encoded).toBe(btoa(btoa('Demo1234') + 'SALTy9'));
    expect(decodePassword(encoded, 'SALTy9')).toBe('Demo1234');
    expect(decodePassword(encoded, 'other')).toBeNull();
    expect(decodePassword('%%%', 'SALTy9')).toBeNull();
    expect(decodePassword(encodePassword('পাসওয়ার্ড১', 'S'), 'S')).toBe('পাসওয়ার্ড১');
  });

  it('stores the password encoded, never in plain text, and reads it back per login type', () => {
    saveRememberedLogin(user);
    saveRememberedLogin({
      type: 'sms',
      username: '01711111111',
      password: '',
      countryDialingCode: '880',
    });
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEYS.record) ?? '';
    expect(raw).not.toContain('Demo1234');
    const salt = localStorage.getItem(REMEMBERED_LOGIN_KEYS.salt) ?? '';
    expect(salt.length).toBeGreaterThanOrEqual(8);
    expect(JSON.parse(raw).username.password).toBe(encodePassword('Demo1234', salt));
    expect(readRememberedLogin('username')).toEqual(user);
    expect(readRememberedLogin('sms')).toEqual({
      type: 'sms',
      username: '01711111111',
      password: '',
      countryDialingCode: '880',
    });
  });

  it('keeps the salt once made, forgets one type without the other', () => {
    saveRememberedLogin(user);
    const salt = localStorage.getItem(REMEMBERED_LOGIN_KEYS.salt);
    saveRememberedLogin({ ...user, password: 'Other999' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEYS.salt)).toBe(salt);
    saveRememberedLogin({
      type: 'sms',
      username: '01711111111',
      password: '',
      countryDialingCode: '880',
    });
    forgetRememberedLogin('username');
    expect(readRememberedLogin('username')).toBeNull();
    expect(readRememberedLogin('sms')?.username).toBe('01711111111');
  });

  it('reads a record whose marker does not match the salt without its password', () => {
    saveRememberedLogin(user);
    localStorage.setItem(REMEMBERED_LOGIN_KEYS.salt, 'changed-salt');
    expect(readRememberedLogin('username')).toEqual({ ...user, password: '' });
    localStorage.setItem(REMEMBERED_LOGIN_KEYS.record, '{not json');
    expect(readRememberedLogin('username')).toBeNull();
  });

  it('re-encodes the remembered password after a change only when salt and record exist', () => {
    expect(reencodeRememberedPassword('New12345')).toBe(false);
    saveRememberedLogin(user);
    expect(reencodeRememberedPassword('New12345')).toBe(true);
    expect(readRememberedLogin('username')?.password).toBe('New12345');
    localStorage.removeItem(REMEMBERED_LOGIN_KEYS.salt);
    expect(reencodeRememberedPassword('Again123')).toBe(false);
  });

  it('writes the auto-login flag as 1 or 0', () => {
    setAutoLoginFlag(true);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEYS.autoLogin)).toBe('1');
    setAutoLoginFlag(false);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEYS.autoLogin)).toBe('0');
  });
});

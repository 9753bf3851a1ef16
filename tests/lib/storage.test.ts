// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  clearSession,
  clearSessionStorage,
  getLanguage,
  getMerchant,
  getSessionInfo,
  getTrialName,
  setLanguage,
  setMerchant,
  setSessionInfo,
  setTrialName,
  toSessionInfo,
} from '../../src/lib/storage';

const session = {
  token: 't',
  merchantCode: 'bdbt',
  userName: 'player',
  type: 0,
  firstTimeLogin: true,
};

describe('session storage', () => {
  it('stores session info under MC_SESSION_INFO and reads it back', () => {
    expect(getSessionInfo()).toBeNull();
    setSessionInfo(session);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toEqual(session);
    expect(getSessionInfo()).toEqual(session);
  });

  it('returns null for corrupt or mis-shaped session info instead of throwing', () => {
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, '{not json');
    expect(getSessionInfo()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify({ ...session, token: '' }));
    expect(getSessionInfo()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify({ ...session, type: '4' }));
    expect(getSessionInfo()).toBeNull();
  });

  it('checks every field and drops unknown ones', () => {
    expect(toSessionInfo({ ...session, extra: 1 })).toEqual(session);
    for (const bad of [
      null,
      [],
      'token',
      { ...session, merchantCode: 1 },
      { ...session, userName: null },
      { ...session, type: 1.5 },
      { ...session, firstTimeLogin: 'yes' },
    ]) {
      expect(toSessionInfo(bad)).toBeNull();
    }
    expect(() => setSessionInfo({ ...session, token: '' })).toThrow(TypeError);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
  });

  it('treats a missing firstTimeLogin as false (trial sessions)', () => {
    const { firstTimeLogin: _, ...trial } = session;
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify({ ...trial, type: 4 }));
    expect(getSessionInfo()).toEqual({ ...trial, type: 4, firstTimeLogin: false });
  });

  it('clearSession removes session info and trial name only', () => {
    setSessionInfo(session);
    setTrialName('trial01');
    sessionStorage.setItem('other', 'kept');
    expect(getTrialName()).toBe('trial01');
    clearSession();
    expect([getSessionInfo(), getTrialName(), sessionStorage.getItem('other')]).toEqual([
      null,
      null,
      'kept',
    ]);
  });

  it('clearSessionStorage empties session storage, not local storage', () => {
    setSessionInfo(session);
    setMerchant('bdbt');
    clearSessionStorage();
    expect(sessionStorage.length).toBe(0);
    expect(getMerchant()).toBe('bdbt');
  });
});

describe('local preferences', () => {
  it('language: known codes only, normalised to upper case', () => {
    expect(getLanguage()).toBeNull();
    setLanguage('EN');
    expect(localStorage.getItem('MC_LANGUAGE')).toBe('EN');
    localStorage.setItem('MC_LANGUAGE', 'pt-br');
    expect(getLanguage()).toBe('PT-BR');
    localStorage.setItem('MC_LANGUAGE', 'XX');
    expect(getLanguage()).toBeNull();
  });

  it('language: kept in a cookie under the site too, for the login page the server draws', () => {
    const written: string[] = [];
    const cookie = vi
      .spyOn(document, 'cookie', 'set')
      .mockImplementation((value: string) => void written.push(value));
    try {
      setLanguage('EN');
      setLanguage('BN');
    } finally {
      cookie.mockRestore();
    }
    // Under the site's base (/m/ in the build), for a year.
    const path = import.meta.env.BASE_URL;
    expect(written).toEqual([
      `MC_LANGUAGE=EN; path=${path}; max-age=31536000; samesite=lax`,
      `MC_LANGUAGE=BN; path=${path}; max-age=31536000; samesite=lax`,
    ]);
  });

  it('language: stored even where cookies are refused', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('cookies are blocked', 'SecurityError');
    });
    try {
      expect(setLanguage('EN')).toBe(true);
    } finally {
      cookie.mockRestore();
    }
    expect(localStorage.getItem('MC_LANGUAGE')).toBe('EN');
  });

  it('merchant: blank counts as missing', () => {
    setMerchant('bdbt');
    expect(getMerchant()).toBe('bdbt');
    localStorage.setItem('MC_MERCHANT', '  ');
    expect(getMerchant()).toBeNull();
  });

  it('survives storage that throws (private mode)', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(getSessionInfo()).toBeNull();
      expect(getLanguage()).toBeNull();
      expect(setMerchant('x')).toBe(false);
    } finally {
      spy.mockRestore();
      setSpy.mockRestore();
    }
  });
});

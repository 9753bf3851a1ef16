import { describe, expect, it } from 'vitest';
import { config, parseConfig } from '../../src/config';

describe('config', () => {
  it('has defaults and is frozen', () => {
    const c = parseConfig({});
    expect(c).toEqual({
      apiBase: '',
      defaultMerchant: 'bdbt',
      defaultLanguage: 'BN',
      slowRequestMs: 8000,
      isDev: false,
    });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the VITE_ variables and trims a trailing slash from the API base', () => {
    const c = parseConfig({
      VITE_API_BASE: 'https://api.example.com/',
      VITE_MERCHANT: 'm2',
      VITE_SLOW_REQUEST_MS: '5000',
      DEV: true,
    });
    expect(c).toMatchObject({
      apiBase: 'https://api.example.com',
      defaultMerchant: 'm2',
      slowRequestMs: 5000,
      isDev: true,
    });
  });

  it('fails loudly on a bad value', () => {
    expect(() => parseConfig({ VITE_SLOW_REQUEST_MS: 'soon' })).toThrow(
      /Invalid build environment/,
    );
  });

  it('takes a number as well as text, and trims text', () => {
    expect(
      parseConfig({ VITE_SLOW_REQUEST_MS: 1500, VITE_MERCHANT: ' m3 ', VITE_API_BASE: ' /api// ' }),
    ).toMatchObject({
      slowRequestMs: 1500,
      defaultMerchant: 'm3',
      apiBase: '/api',
    });
  });

  it('names every bad variable in one error', () => {
    const bad = () =>
      parseConfig({ VITE_MERCHANT: '  ', VITE_SLOW_REQUEST_MS: '0', DEV: 'yes', VITE_API_BASE: 7 });
    expect(bad).toThrow(/VITE_MERCHANT: must not be empty/);
    expect(bad).toThrow(/VITE_SLOW_REQUEST_MS: expected a whole number above 0, got "0"/);
    expect(bad).toThrow(/DEV: expected true or false/);
    expect(bad).toThrow(/VITE_API_BASE: expected text, got 7/);
    expect(() => parseConfig({ VITE_SLOW_REQUEST_MS: '2.5' })).toThrow(/VITE_SLOW_REQUEST_MS/);
    expect(() => parseConfig({ VITE_SLOW_REQUEST_MS: '' })).toThrow(/VITE_SLOW_REQUEST_MS/);
  });
});

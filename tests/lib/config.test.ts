import { describe, expect, it } from 'vitest';
import { config, parseConfig } from '../../src/config';

describe('config', () => {
  it('has defaults and is frozen', () => {
    const c = parseConfig({});
    expect(c).toEqual({ apiBase: '', defaultMerchant: 'bdbt', defaultLanguage: 'BN', slowRequestMs: 8000, isDev: false });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the VITE_ variables and trims a trailing slash from the API base', () => {
    const c = parseConfig({ VITE_API_BASE: 'https://api.example.com/', VITE_MERCHANT: 'm2', VITE_SLOW_REQUEST_MS: '5000', DEV: true });
    expect(c).toMatchObject({ apiBase: 'https://api.example.com', defaultMerchant: 'm2', slowRequestMs: 5000, isDev: true });
  });

  it('fails loudly on a bad value', () => {
    expect(() => parseConfig({ VITE_SLOW_REQUEST_MS: 'soon' })).toThrow(/Invalid build environment/);
  });
});

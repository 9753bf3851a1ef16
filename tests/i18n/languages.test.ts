import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  toLanguageCode,
} from '../../src/i18n/languages';

describe('language table', () => {
  it('has the 26 spec codes, each with a valid locale', () => {
    expect(LANGUAGE_CODES).toHaveLength(26);
    expect(Object.keys(LANGUAGES)).toHaveLength(26);
    for (const code of LANGUAGE_CODES) {
      const info = LANGUAGES[code];
      expect(info.code).toBe(code);
      expect(Intl.getCanonicalLocales(info.locale)).toEqual([info.locale]);
      expect(info.region).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('maps the notable codes', () => {
    expect(LANGUAGES.BN).toEqual({
      code: 'BN',
      locale: 'bn-BD',
      region: 'BD',
      dir: 'ltr',
      catalog: 'bn',
    });
    expect(LANGUAGES.CN.locale).toBe('zh-CN');
    expect(LANGUAGES.TW.locale).toBe('zh-TW');
    expect([LANGUAGES.KO.locale, LANGUAGES.KR.locale]).toEqual(['ko-KR', 'ko-KR']);
    expect(LANGUAGES.MY.locale).toBe('my-MM');
    expect(LANGUAGES.MS.locale).toBe('ms-MY');
    expect(LANGUAGES['PT-BR'].locale).toBe('pt-BR');
  });

  it('is right-to-left for AR, UR and FA only', () => {
    expect(LANGUAGE_CODES.filter((c) => LANGUAGES[c].dir === 'rtl').sort()).toEqual([
      'AR',
      'FA',
      'UR',
    ]);
  });

  it('uses the bn catalogue for BN and the English one for everything else', () => {
    expect(LANGUAGE_CODES.filter((c) => LANGUAGES[c].catalog === 'bn')).toEqual(['BN']);
    expect(LANGUAGES.JA.catalog).toBe('en');
  });

  it('normalises codes', () => {
    expect(toLanguageCode(' en ')).toBe('EN');
    expect(toLanguageCode('pt-br')).toBe('PT-BR');
    expect(toLanguageCode('xx')).toBeNull();
    expect(toLanguageCode(null)).toBeNull();
    expect(isLanguageCode('bn')).toBe(false);
    expect(isLanguageCode('BN')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/i18n/detect-language';

describe('detectLanguage', () => {
  it('prefers ?lang=, case-insensitively', () => {
    expect(detectLanguage({ search: '?lang=en', stored: 'BN' })).toBe('EN');
    expect(detectLanguage({ search: 'x=1&lang=Pt-Br', stored: null })).toBe('PT-BR');
  });

  it('then the stored language, then the default', () => {
    expect(detectLanguage({ search: '', stored: 'EN' })).toBe('EN');
    expect(detectLanguage({ search: '', stored: null })).toBe('BN');
    expect(detectLanguage({ search: '', stored: undefined, defaultCode: 'EN' })).toBe('EN');
  });

  it('ignores unknown codes at every step', () => {
    expect(detectLanguage({ search: '?lang=klingon', stored: 'EN' })).toBe('EN');
    expect(detectLanguage({ search: '?lang=', stored: 'zz' })).toBe('BN');
  });
});

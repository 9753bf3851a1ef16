import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenTranslations, usedOnFirstScreen } from '../../build/first-screen-catalog.ts';
import { FIRST_SCREEN_SOURCES } from '../../build/first-screen-sources.ts';

describe('first screen catalogue', () => {
  const sources = ['src/features/home/', 'src/features/shell/components/footer-bar.tsx'];

  it('takes a message used by a listed file or by a file inside a listed folder', () => {
    expect(usedOnFirstScreen({ origin: [['src/features/shell/components/footer-bar.tsx']] }, sources)).toBe(true);
    expect(usedOnFirstScreen({ origin: [['src/features/home/components/quick-entries.tsx', 12]] }, sources)).toBe(true);
  });

  it('leaves out a message only other screens use, and one without an origin', () => {
    expect(usedOnFirstScreen({ origin: [['src/features/account/components/login-form.tsx']] }, sources)).toBe(false);
    // A file name that merely starts like a listed file is not that file.
    expect(usedOnFirstScreen({ origin: [['src/features/shell/components/footer-bar.tsx.bak']] }, sources)).toBe(false);
    expect(usedOnFirstScreen({}, sources)).toBe(false);
  });

  it('keeps a message any of whose uses is on the first screen', () => {
    const picked = firstScreenTranslations(
      { a: 'লগইন', b: 'মেনু', c: 'ফিল্টার' },
      {
        a: { origin: [['src/features/account/components/login-form.tsx'], ['src/features/home/components/home-screen.tsx']] },
        b: { origin: [['src/features/shell/components/footer-bar.tsx']] },
        c: { origin: [['src/features/games/components/game-filter-bar.tsx']] },
      },
      sources,
    );
    expect(picked).toEqual({ a: 'লগইন', b: 'মেনু' });
  });

  it('lists only sources that exist, so a renamed file cannot drop its messages unnoticed', () => {
    const missing = FIRST_SCREEN_SOURCES.filter((source) => !existsSync(source));
    expect(missing).toEqual([]);
  });
});

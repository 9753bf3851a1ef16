import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogueChunkName,
  firstScreenTranslations,
  partTranslations,
  usedOnFirstScreen,
} from '../../build/first-screen-catalog.ts';
import {
  CATALOGUE_PART_BASES,
  CATALOGUE_PART_SOURCES,
  LANDING_CATALOGUE_SOURCES,
} from '../../build/catalogue-parts.ts';
import { DEFERRED_SOURCES, FIRST_SCREEN_SOURCES } from '../../build/first-screen-sources.ts';

describe('first screen catalogue', () => {
  const sources = ['src/features/home/', 'src/features/shell/components/footer-bar.tsx'];

  it('takes a message used by a listed file or by a file inside a listed folder', () => {
    expect(
      usedOnFirstScreen({ origin: [['src/features/shell/components/footer-bar.tsx']] }, sources),
    ).toBe(true);
    expect(
      usedOnFirstScreen(
        { origin: [['src/features/home/components/quick-entries.tsx', 12]] },
        sources,
      ),
    ).toBe(true);
  });

  it('leaves out a message only other screens use, and one without an origin', () => {
    expect(
      usedOnFirstScreen({ origin: [['src/features/account/components/login-form.tsx']] }, sources),
    ).toBe(false);
    // A file name that merely starts like a listed file is not that file.
    expect(
      usedOnFirstScreen(
        { origin: [['src/features/shell/components/footer-bar.tsx.bak']] },
        sources,
      ),
    ).toBe(false);
    expect(usedOnFirstScreen({}, sources)).toBe(false);
  });

  it('leaves out a file a "!" entry takes out of a listed folder, and everything inside a folder taken out', () => {
    const withExceptions = [
      ...sources,
      '!src/features/home/components/vendor-list.tsx',
      '!src/features/home/popups/',
    ];
    expect(
      usedOnFirstScreen(
        { origin: [['src/features/home/components/vendor-list.tsx']] },
        withExceptions,
      ),
    ).toBe(false);
    expect(
      usedOnFirstScreen({ origin: [['src/features/home/popups/notice.tsx']] }, withExceptions),
    ).toBe(false);
    expect(
      usedOnFirstScreen(
        { origin: [['src/features/home/components/quick-entries.tsx']] },
        withExceptions,
      ),
    ).toBe(true);
    // Another use on the first screen still takes the message.
    expect(
      usedOnFirstScreen(
        {
          origin: [
            ['src/features/home/components/vendor-list.tsx'],
            ['src/features/shell/components/footer-bar.tsx'],
          ],
        },
        withExceptions,
      ),
    ).toBe(true);
    // A "!" entry takes nothing in: alone it lists nothing.
    expect(
      usedOnFirstScreen({ origin: [['src/features/home/components/vendor-list.tsx']] }, [
        '!src/features/home/',
      ]),
    ).toBe(false);
  });

  it('keeps a message any of whose uses is on the first screen', () => {
    const picked = firstScreenTranslations(
      { a: 'লগইন', b: 'মেনু', c: 'ফিল্টার' },
      {
        a: {
          origin: [
            ['src/features/account/components/login-form.tsx'],
            ['src/features/home/components/home-screen.tsx'],
          ],
        },
        b: { origin: [['src/features/shell/components/footer-bar.tsx']] },
        c: { origin: [['src/features/games/components/game-filter-bar.tsx']] },
      },
      sources,
    );
    expect(picked).toEqual({ a: 'লগইন', b: 'মেনু' });
  });

  it('lists only sources that exist, so a renamed file cannot drop its messages unnoticed', () => {
    const missing = [...FIRST_SCREEN_SOURCES, ...Object.values(CATALOGUE_PART_SOURCES).flat()]
      .map((source) => source.replace(/^!/, ''))
      .filter((source) => !existsSync(source));
    expect(missing).toEqual([]);
  });
});

describe('catalogue parts of the other landing screens', () => {
  const firstScreen = ['src/features/home/'];
  const part = ['src/features/games/components/'];

  it('keeps the part’s messages the first screen’s part lacks', () => {
    const picked = partTranslations(
      { a: 'ফিল্টার', b: 'মেনু', c: 'লগইন' },
      {
        a: { origin: [['src/features/games/components/game-filter-bar.tsx']] },
        // Used on home too: the landing has it from the first screen's part.
        b: {
          origin: [
            ['src/features/games/components/filter-popup.tsx'],
            ['src/features/home/components/home-screen.tsx'],
          ],
        },
        c: { origin: [['src/features/account/components/login-form.view.tsx']] },
      },
      part,
      firstScreen,
    );
    expect(picked).toEqual({ a: 'ফিল্টার' });
  });

  it('names each part’s chunk apart from the whole catalogue', () => {
    expect(catalogueChunkName('/x/src/locales/bn/messages.po?first-screen')).toBe(
      'assets/messages-first-screen-[hash].js',
    );
    expect(catalogueChunkName('/x/src/locales/en/messages.po?part=games')).toBe(
      'assets/messages-part-games-[hash].js',
    );
    expect(catalogueChunkName('/x/src/locales/bn/messages.po?landing=login')).toBe(
      'assets/messages-landing-login-[hash].js',
    );
    expect(catalogueChunkName('/x/src/locales/en/messages.po')).toBeUndefined();
    expect(catalogueChunkName('/x/src/main.tsx')).toBeUndefined();
    expect(catalogueChunkName(null)).toBeUndefined();
  });

  it('gives the login page a piece of the frame’s and the login’s sources, without the home’s lobby', () => {
    const login = LANDING_CATALOGUE_SOURCES.login;
    expect(login).toEqual(
      expect.arrayContaining([
        ...CATALOGUE_PART_SOURCES.login,
        'src/app/',
        'src/ui/',
        'src/features/shell/components/footer-bar.tsx',
      ]),
    );
    expect(login).not.toContain('src/features/home/');
    // The frame switches to the home's header before the home's messages arrive.
    expect(login).toContain('src/features/shell/components/home-header.tsx');
    // A "!" entry names a file or folder too: it must exist as well.
    expect(login.filter((source) => !existsSync(source.replace(/^!/, '')))).toEqual([]);
  });

  it('gives the deposit a piece of the frame’s and the deposit’s sources, without the home’s lobby or the login', () => {
    const deposit = LANDING_CATALOGUE_SOURCES.deposit;
    expect(deposit).toEqual(
      expect.arrayContaining([...CATALOGUE_PART_SOURCES.deposit, 'src/app/', 'src/ui/']),
    );
    expect(deposit).not.toContain('src/features/home/');
    expect(deposit).not.toContain('src/features/account/components/login-form.view.tsx');
    // The mobile header's title, Deposit, is the home header's button's message.
    expect(deposit).toContain('src/features/shell/components/home-header.tsx');
    expect(deposit.filter((source) => !existsSync(source.replace(/^!/, '')))).toEqual([]);
  });

  it('keeps what mounts once the page has settled out of the first screen’s part, in a part that adds to the frame’s messages', () => {
    const vendorList = { origin: [['src/features/home/components/vendor-list.tsx']] } as const;
    const supportArea = { origin: [['src/features/shell/components/support-area.tsx']] } as const;
    expect(usedOnFirstScreen(vendorList, FIRST_SCREEN_SOURCES)).toBe(false);
    expect(usedOnFirstScreen(supportArea, FIRST_SCREEN_SOURCES)).toBe(false);
    expect(CATALOGUE_PART_SOURCES.deferred).toEqual(DEFERRED_SOURCES);
    // A landing on the login page reads the deferred part without the home's: it must hold what
    // the home's lobby shares with the vendor list, and leave out what the frame already has.
    const base = CATALOGUE_PART_BASES.deferred ?? [];
    const picked = partTranslations(
      { lobby: 'সব', frame: 'সহায়তা', own: 'গেম প্রদানকারী' },
      {
        lobby: {
          origin: [
            ['src/features/home/components/game-lobby.tsx'],
            ['src/features/home/components/vendor-list.tsx'],
          ],
        },
        frame: {
          origin: [
            ['src/features/shell/components/footer-bar.tsx'],
            ['src/features/shell/components/support-area.tsx'],
          ],
        },
        own: vendorList,
      },
      CATALOGUE_PART_SOURCES.deferred,
      base,
    );
    expect(picked).toEqual({ lobby: 'সব', own: 'গেম প্রদানকারী' });
    expect(
      base.filter((source) => source.replace(/^!/, '').startsWith('src/features/home/')),
    ).toEqual([]);
  });
});

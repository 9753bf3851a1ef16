import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement } from '../../server/db/queries/announcements.ts';
import { announcements } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  entryScripts,
  withFirstView,
  type EntryScripts,
  type FirstViewContent,
} from '../../server/http/first-view.ts';
import type { BuildManifest } from '../../server/http/route-modules.ts';
import { createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The page as the build writes it: the first script, the entry and the entry's module preloads.
const INDEX =
  '<!doctype html><html><head>' +
  '<script type="module" async crossorigin src="/m/assets/boot-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/early-1.js">' +
  '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/vendor-1.js">' +
  '<link rel="modulepreload" crossorigin href="/m/assets/early-1.js">' +
  '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">' +
  '</head><body><div id="root"></div><div class="splash"></div></body></html>';

const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js', '_early-1.js'],
    css: ['assets/index-1.css'],
  },
  'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true, imports: ['_early-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_early-1.js': { file: 'assets/early-1.js' },
  'src/routes/home.tsx?tsr-split=component': {
    file: 'assets/home-1.js',
    imports: ['index.html', '_vendor-1.js'],
    css: ['assets/home-1.css'],
  },
};

const SCRIPTS: EntryScripts = {
  entry: '/m/assets/index-1.js',
  bootImports: ['/m/assets/early-1.js'],
  entryImports: ['/m/assets/vendor-1.js'],
};
const VIEW: FirstViewContent = {
  screen: 'home',
  banner: { path: '/content/art/announcement/7-1.png', width: 720, height: 288 },
  logo: '/m/brand/logo.svg',
};
const PROMOTIONS_VIEW: FirstViewContent = {
  screen: 'promotions',
  banner: { path: '/content/art/announcement/8-1.png', width: 720, height: 288 },
  picture: { path: '/content/art/announcement/9-1.png', width: 720, height: 360 },
};

/** The first view's element of a page, parsed just enough to read it. */
function firstViewOf(html: string) {
  const element = /<div id="first-view"[^>]*>/.exec(html)?.[0];
  if (element === undefined) return undefined;
  const data = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(element)?.[1] ?? '';
  return {
    screen: data('data-screen'),
    hidden: / hidden[ >]/.test(element),
    entry: data('data-entry'),
    entryImports: data('data-entry-imports'),
    scripts: data('data-modulepreload').split(' ').filter(Boolean),
    styles: data('data-stylepreload'),
  };
}

describe('the entry scripts of a build', () => {
  it('are the entry chunk of the page, the first script’s imports and the entry’s others', () => {
    expect(entryScripts(MANIFEST, '/m/')).toEqual(SCRIPTS);
  });

  it('name each of the entry’s imports after the chunks it imports', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_runtime-1.js', '_vendor-1.js', '_shared-1.js', '_zod-1.js', '_early-1.js'],
      },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      '_vendor-1.js': { file: 'assets/vendor-1.js', imports: ['_runtime-1.js'] },
      '_shared-1.js': {
        file: 'assets/shared-1.js',
        imports: ['_runtime-1.js', '_zod-1.js', '_vendor-1.js', '_early-1.js'],
      },
      '_zod-1.js': { file: 'assets/zod-1.js', imports: ['_runtime-1.js'] },
    };
    expect(entryScripts(manifest, '/m/')?.entryImports).toEqual([
      '/m/assets/runtime-1.js',
      '/m/assets/vendor-1.js',
      '/m/assets/zod-1.js',
      '/m/assets/shared-1.js',
    ]);
  });

  it('name each chunk once when chunks import each other', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_a-1.js', '_b-1.js'] },
      '_a-1.js': { file: 'assets/a-1.js', imports: ['_b-1.js'] },
      '_b-1.js': { file: 'assets/b-1.js', imports: ['_a-1.js'] },
    };
    expect(entryScripts(manifest, '/m/')?.entryImports).toEqual([
      '/m/assets/b-1.js',
      '/m/assets/a-1.js',
    ]);
  });

  it('are unknown without a manifest or without the first script', () => {
    expect(entryScripts(undefined, '/m/')).toBeUndefined();
    const { ['src/boot.ts']: _boot, ...withoutBoot } = MANIFEST;
    expect(entryScripts(withoutBoot, '/m/')).toBeUndefined();
  });
});

describe('the first view rewrite', () => {
  const html = withFirstView(VIEW, SCRIPTS).apply(INDEX);

  it('draws the logo and the banner right after #root, hidden from assistive technology', () => {
    expect(html).toContain(
      '<div id="root"></div><div id="first-view" class="first-view" aria-hidden="true"',
    );
    expect(html).toContain('<img class="first-view__logo" src="/m/brand/logo.svg" alt="">');
    expect(html).toContain(
      '<img class="first-view__banner" src="/content/art/announcement/7-1.png" alt="" width="720" height="288" fetchpriority="high" data-first-picture>',
    );
    // Still followed by the splash, which `#root:empty + .splash` no longer reaches.
    expect(html.indexOf('class="splash"')).toBeGreaterThan(html.indexOf('id="first-view"'));
  });

  it('takes the entry script and its preloads out of the head and names them in the first view', () => {
    expect(html).not.toContain('src="/m/assets/index-1.js"');
    expect(html).not.toContain('href="/m/assets/vendor-1.js"');
    expect(firstViewOf(html)).toEqual({
      screen: 'home',
      hidden: false,
      entry: '/m/assets/index-1.js',
      entryImports: '/m/assets/vendor-1.js',
      scripts: ['/m/assets/vendor-1.js'],
      styles: '',
    });
  });

  it('keeps the first script, what it imports and the stylesheet', () => {
    expect(html).toContain(
      '<script type="module" async crossorigin src="/m/assets/boot-1.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/early-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">');
  });

  it('moves the screen’s style preloads too, and escapes what it writes', () => {
    const page = INDEX.replace(
      '</head>',
      '<link rel="preload" as="style" crossorigin href="/m/assets/home-1.css"></head>',
    );
    const view = { ...VIEW, logo: '/m/brand/"logo".svg' };
    const rewritten = withFirstView(view, SCRIPTS).apply(page);
    expect(rewritten).not.toContain('<link rel="preload" as="style"');
    expect(firstViewOf(rewritten)?.styles).toBe('/m/assets/home-1.css');
    expect(rewritten).toContain('src="/m/brand/&#34;logo&#34;.svg"');
  });

  it('leaves a page without the entry script as it is', () => {
    const other = INDEX.replace('index-1.js"></script>', 'index-2.js"></script>');
    expect(withFirstView(VIEW, SCRIPTS).apply(other)).toBe(other);
    expect(withFirstView(null, SCRIPTS).apply(other)).toBe(other);
  });

  it('draws the promotions list’s carousel box at its banner’s size, empty, and the first promotion’s picture below it', () => {
    const page = withFirstView(PROMOTIONS_VIEW, SCRIPTS).apply(INDEX);
    expect(firstViewOf(page)).toMatchObject({
      screen: 'promotions',
      hidden: false,
      entry: '/m/assets/index-1.js',
    });
    expect(page).toContain(
      '<div class="first-view__column"><svg class="first-view__carousel" viewBox="0 0 720 288"></svg><div class="first-view__card">' +
        '<img class="first-view__picture" src="/content/art/announcement/9-1.png" alt="" width="720" height="360" fetchpriority="high" data-first-picture>',
    );
    // The banner's picture is not requested: only the promotion's competes with the page.
    expect(page).not.toContain('8-1.png');
    // Without a banner the picture comes first.
    const bare = withFirstView({ ...PROMOTIONS_VIEW, banner: null }, SCRIPTS).apply(INDEX);
    expect(bare).toContain(
      '<div class="first-view__column"><div class="first-view__card"><img class="first-view__picture"',
    );
  });

  it('with nothing to draw, names the scripts in a hidden element after the splash, which stays the first paint', () => {
    const page = withFirstView(null, SCRIPTS).apply(INDEX);
    expect(firstViewOf(page)).toEqual({
      screen: '',
      hidden: true,
      entry: '/m/assets/index-1.js',
      entryImports: '/m/assets/vendor-1.js',
      scripts: ['/m/assets/vendor-1.js'],
      styles: '',
    });
    expect(page).not.toContain('src="/m/assets/index-1.js"');
    expect(page).toContain('<div id="root"></div><div class="splash"></div><div id="first-view"');
    expect(page).not.toContain('first-view__');
  });
});

describe('the first view on the site', () => {
  let database: TestDatabase;
  let dir: string;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'msite-first-view-'));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // The caller's address as a test header says: the blocked range is checked against it.
    // What the server draws, not how soon: a loaded machine reads the configuration slower than the page's 100 ms deadline.
    app = createTestApp(database.db, {
      staticDir: dir,
      clientIp: (c) => c.req.header('X-Test-Ip') ?? '198.51.100.4',
      firstViewLookupMs: 10_000,
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await app.request(path, { headers })).text();

  it('draws the first running m_home banner, at its size, with the configured logo on the home page', async () => {
    // Its own banner only: another test's /dev/reset seeds the demo ones, which would come first.
    await database.db.delete(announcements);
    const bannerId = await insertAnnouncement(
      database.db,
      {
        kind: 'banner',
        groupName: 'm_home',
        titleBn: 'ব্যানার',
        titleEn: 'Banner',
        startsAt: new Date(Date.now() - 60_000),
        sortOrder: 1,
      },
      [{ sequence: 1, width: 750, height: 300, motif: 'gift' }],
    );
    for (const path of ['/m/home', '/m/', '/m/home?lang=EN']) {
      const html = await page(path);
      expect(html, path).toContain(
        `src="/content/art/announcement/${bannerId}-1.png" alt="" width="750" height="300"`,
      );
      expect(html, path).toContain('<img class="first-view__logo" src="/m/brand/logo.svg" alt="">');
      // The screen's chunks the preload step added are deferred with the rest.
      expect(firstViewOf(html)?.scripts, path).toEqual([
        '/m/assets/vendor-1.js',
        '/m/assets/home-1.js',
      ]);
      expect(firstViewOf(html)?.styles, path).toBe('/m/assets/home-1.css');
    }
  });

  it('draws nothing on a screen it does not know, and starts its scripts after the splash', async () => {
    for (const path of ['/m/login', '/m/slot-games', '/m/activity?id=5']) {
      const html = await page(path);
      expect(firstViewOf(html), path).toMatchObject({
        screen: '',
        hidden: true,
        entry: '/m/assets/index-1.js',
      });
      expect(html, path).not.toContain('src="/m/assets/index-1.js"');
      expect(html, path).not.toContain('first-view__');
    }
  });

  it('draws the first promotion’s picture under the m_promotion carousel’s box on the promotions list, and preloads it', async () => {
    // Its own banner and promotions only: another test's /dev/reset seeds the demo ones, which would come first.
    await database.db.delete(announcements);
    const banner = await insertAnnouncement(
      database.db,
      {
        kind: 'banner',
        groupName: 'm_promotion',
        titleBn: 'ব্যানার',
        titleEn: 'Banner',
        startsAt: new Date(Date.now() - 60_000),
        sortOrder: 1,
      },
      [{ sequence: 1, width: 720, height: 240, motif: 'gift' }],
    );
    // Listed in sort order: the later one first; one not started yet is not listed at all.
    const later = new Date(Date.now() + 86_400_000);
    await insertAnnouncement(
      database.db,
      {
        kind: 'promotion',
        promotionType: 'JOIN',
        titleBn: 'আসছে',
        titleEn: 'Soon',
        startsAt: later,
        sortOrder: 0,
      },
      [{ sequence: 1, width: 720, height: 360, motif: 'gift' }],
    );
    const first = await insertAnnouncement(
      database.db,
      {
        kind: 'promotion',
        promotionType: 'JOIN',
        titleBn: 'প্রথম',
        titleEn: 'First',
        startsAt: new Date(Date.now() - 60_000),
        sortOrder: 1,
      },
      [
        { sequence: 2, width: 100, height: 100, motif: 'gift' },
        { sequence: 1, width: 720, height: 400, motif: 'gift' },
      ],
    );
    await insertAnnouncement(
      database.db,
      {
        kind: 'promotion',
        promotionType: 'APPLY',
        titleBn: 'দ্বিতীয়',
        titleEn: 'Second',
        startsAt: new Date(Date.now() - 60_000),
        sortOrder: 2,
      },
      [{ sequence: 1, width: 720, height: 360, motif: 'gift' }],
    );
    const html = await page('/m/activity');
    expect(firstViewOf(html)).toMatchObject({ screen: 'promotions', hidden: false });
    expect(html).toContain(`<svg class="first-view__carousel" viewBox="0 0 720 240"></svg>`);
    expect(html).toContain(
      `<img class="first-view__picture" src="/content/art/announcement/${first}-1.png" alt="" width="720" height="400"`,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/content/art/announcement/${first}-1.png">`,
    );
    expect(html).not.toContain(`announcement/${banner}-1.png`);
  });

  it('draws nothing when the visitor will see a status screen or the banner call is off', async () => {
    const drawn = (html: string) => firstViewOf(html)?.screen;
    try {
      await overrideSite(app, { status: { maintenance: true } });
      expect(drawn(await page('/m/home'))).toBe('');
      expect(drawn(await page('/m/activity'))).toBe('');
      await app.request('/dev/reset', { method: 'POST' });
      await overrideSite(app, {
        status: { restriction: { countries: [], ipRanges: ['203.0.113.0/24'] } },
      });
      expect(drawn(await page('/m/home', { 'X-Test-Ip': '203.0.113.9' }))).toBe('');
      expect(drawn(await page('/m/home', { 'X-Test-Ip': '198.51.100.4' }))).toBe('home');
      await app.request('/dev/reset', { method: 'POST' });
      await overrideSite(app, { whitelabel: [{ moduleId: 'COMM3', enabled: false }] });
      const html = await page('/m/home');
      expect(drawn(html)).toBe('');
      expect(html).not.toContain('first-view__');
    } finally {
      await app.request('/dev/reset', { method: 'POST' });
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementWithImages } from '../../server/db/queries/announcements.ts';
import { routeModules, type BuildManifest } from '../../server/http/route-modules.ts';
import { staticSite } from '../../server/http/static-site.ts';
import { BannerCache } from '../../server/services/banner-cache.ts';
import { firstHomeBanner } from '../../server/services/home-preload.ts';
import { bannerRow } from './helpers/banner-row.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

// Running since yesterday, with a second picture listed before the main one.
const banner = (id: number, changes: Partial<AnnouncementWithImages> = {}) =>
  bannerRow(id, {
    startsAt: new Date(NOW.getTime() - DAY),
    images: [
      { announcementId: id, sequence: 2, width: 720, height: 288, motif: 'coins' },
      { announcementId: id, sequence: 1, width: 720, height: 288, motif: 'gift' },
    ],
    ...changes,
  });

const cacheOf = (banners: AnnouncementWithImages[]) =>
  new BannerCache({ revision: async () => 1, load: async () => banners });

describe('the first home banner', () => {
  it('is the main picture of the first banner that runs now, as the site shows it', async () => {
    const ended = banner(1, { endsAt: new Date(NOW.getTime() - 1000) });
    const later = banner(2, { startsAt: new Date(NOW.getTime() + DAY) });
    const bare = banner(3, { images: [] });
    expect(await firstHomeBanner(cacheOf([ended, later, bare, banner(4), banner(5)]), NOW)).toEqual(
      {
        path: '/content/art/announcement/4-1.png',
        width: 720,
        height: 288,
      },
    );
  });

  it('takes the first picture when none has sequence 1, and is null without a running banner', async () => {
    const second = banner(6, {
      images: [{ announcementId: 6, sequence: 3, width: 720, height: 288, motif: 'chat' }],
    });
    expect(await firstHomeBanner(cacheOf([second]), NOW)).toEqual({
      path: '/content/art/announcement/6-3.png',
      width: 720,
      height: 288,
    });
    expect(await firstHomeBanner(cacheOf([]), NOW)).toBeNull();
  });
});

describe('image preloads in the page', () => {
  const INDEX = `<!doctype html><html><head><meta charset="UTF-8"><title>x</title>${'<!-- padding -->'.repeat(80)}</head><body></body></html>`;
  const PICTURE = '/content/art/announcement/201-1.png';
  let dir: string;
  let app: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'msite-preload-'));
    await writeFile(join(dir, 'index.html'), INDEX);
    app = new Hono();
    app.get(
      '/m/*',
      staticSite(dir, {
        imagePreloads: async (page) => {
          if (page === 'broken') throw new Error('database down');
          // Never answers: the page must not wait for it.
          if (page === 'hung') return new Promise<never>(() => undefined);
          return page === 'home' || page === '' ? [PICTURE] : [];
        },
        imageLookupMs: 50,
      }),
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('names the page picture first in the head of the pages that show it', async () => {
    for (const path of ['/m/home', '/m/home?lang=EN', '/m/']) {
      const html = await (await app.request(path)).text();
      expect(html, path).toBe(
        INDEX.replace(
          '<head>',
          `<head><link rel="preload" as="image" fetchpriority="high" href="${PICTURE}">`,
        ),
      );
    }
    expect(await (await app.request('/m/login')).text()).toBe(INDEX);
  });

  it('gives the rewritten page its own ETag and compressed copy', async () => {
    const home = await app.request('/m/home', { headers: { 'Accept-Encoding': 'br' } });
    const login = await app.request('/m/login', { headers: { 'Accept-Encoding': 'br' } });
    expect(home.headers.get('etag')).not.toBe(login.headers.get('etag'));
    expect(brotliDecompressSync(Buffer.from(await home.arrayBuffer())).toString()).toContain(
      `href="${PICTURE}"`,
    );
    expect(brotliDecompressSync(Buffer.from(await login.arrayBuffer())).toString()).toBe(INDEX);
    const again = await app.request('/m/home', {
      headers: { 'If-None-Match': home.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('serves the page without the hint when looking the picture up fails or hangs', async () => {
    for (const path of ['/m/broken', '/m/hung']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
  });
});

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_tile-1.js': {
    file: 'assets/tile-1.js',
    imports: ['_shared-1.js', 'index.html'],
    css: ['assets/tile-1.css'],
  },
  'src/routes/home.tsx?tsr-split=component': {
    file: 'assets/home-1.js',
    imports: ['index.html', '_tile-1.js', '_shared-1.js'],
    css: ['assets/home-1.css', 'assets/tile-1.css'],
  },
  'src/routes/agent/home.tsx?tsr-split=component': {
    file: 'assets/agent-home-1.js',
    imports: ['index.html'],
  },
  'src/routes/agent/index.tsx?tsr-split=component': {
    file: 'assets/agent-index-1.js',
    imports: ['index.html'],
  },
};

describe("the chunks of a page's screen", () => {
  it('are its route component and what it imports beyond the entry, with their stylesheets', () => {
    expect(routeModules(MANIFEST, 'home', '/m/')).toEqual({
      scripts: ['/m/assets/home-1.js', '/m/assets/tile-1.js', '/m/assets/shared-1.js'],
      styles: ['/m/assets/home-1.css', '/m/assets/tile-1.css'],
      unneeded: [],
    });
    expect(routeModules(MANIFEST, '', '/m/').scripts[0]).toBe('/m/assets/home-1.js');
    expect(routeModules(MANIFEST, 'agent/home', '/m/').scripts).toEqual([
      '/m/assets/agent-home-1.js',
    ]);
    // A folder's own page is its index route.
    expect(routeModules(MANIFEST, 'agent', '/m/').scripts).toEqual(['/m/assets/agent-index-1.js']);
  });

  it('beyond home, add what the screen loads lazily as it renders: its header, its messages, a popup it opens at once', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      '_titles-1.js': { file: 'assets/titles-1.js', imports: ['index.html'] },
      'src/features/shell/components/mobile-header.tsx': {
        file: 'assets/mobile-header-1.js',
        imports: ['index.html', '_titles-1.js'],
      },
      'src/locales/bn/messages.po': { file: 'assets/messages-1.js' },
      'src/locales/bn/messages.po?part=games': { file: 'assets/messages-part-games-1.js' },
      'src/locales/bn/messages.po?part=login': { file: 'assets/messages-part-login-1.js' },
      'src/locales/bn/messages.po?landing=login': { file: 'assets/messages-landing-login-1.js' },
      'src/locales/bn/messages.po?first-screen': { file: 'assets/messages-first-screen-1.js' },
      'src/locales/en/messages.po?part=games': { file: 'assets/messages-part-games-en-1.js' },
      'src/lib/popups-chart.ts': { file: 'assets/popups-chart-1.js', imports: ['_shared-1.js'] },
      'src/features/account/components/account-popups.tsx': {
        file: 'assets/account-popups-1.js',
        imports: ['index.html', '_popup-1.js'],
        css: ['assets/popup-1.css'],
      },
      '_popup-1.js': { file: 'assets/popup-1.js', css: ['assets/popup-1.css'] },
      // The game category routes share one screen, and so do the member centre's pages (src/routes/-shared-screens.ts).
      'src/routes/-category-route.tsx': {
        file: 'assets/category-route-1.js',
        imports: ['index.html'],
      },
      'src/routes/-member-centre-route.tsx': {
        file: 'assets/member-centre-route-1.js',
        imports: ['index.html'],
      },
      'src/routes/-cashier-route.tsx': {
        file: 'assets/cashier-route-1.js',
        imports: ['index.html'],
      },
      'src/features/cashier/records/components/records-screen.tsx': {
        file: 'assets/records-screen-1.js',
        imports: ['index.html'],
      },
      'src/routes/login.tsx?tsr-split=component': {
        file: 'assets/login-1.js',
        imports: ['index.html'],
      },
    };
    const header = ['/m/assets/mobile-header-1.js', '/m/assets/titles-1.js'];
    expect(routeModules(manifest, 'slot-games', '/m/').scripts).toEqual([
      '/m/assets/category-route-1.js',
      ...header,
      '/m/assets/messages-part-games-1.js',
    ]);
    expect(routeModules(manifest, 'jili', '/m/').scripts).toEqual(
      routeModules(manifest, 'slot-games', '/m/').scripts,
    );
    expect(routeModules(manifest, 'securityCenter', '/m/').scripts).toEqual([
      '/m/assets/member-centre-route-1.js',
      ...header,
      '/m/assets/messages-1.js',
    ]);
    // The cashier's pages share a screen that opens the page's own screen at once.
    expect(routeModules(manifest, 'transaction/record', '/m/').scripts).toEqual([
      '/m/assets/cashier-route-1.js',
      ...header,
      '/m/assets/messages-1.js',
      '/m/assets/records-screen-1.js',
    ]);
    expect(routeModules(manifest, 'agent/home', '/m/').scripts).toEqual([
      '/m/assets/agent-home-1.js',
      ...header,
      '/m/assets/messages-1.js',
    ]);
    expect(routeModules(manifest, 'login', '/m/')).toEqual({
      scripts: [
        '/m/assets/login-1.js',
        ...header,
        // The login page reads its own piece of the catalogue instead of the first screen's part.
        '/m/assets/messages-landing-login-1.js',
        '/m/assets/popups-chart-1.js',
        '/m/assets/shared-1.js',
        '/m/assets/account-popups-1.js',
        '/m/assets/popup-1.js',
      ],
      styles: ['/m/assets/popup-1.css'],
      unneeded: ['/m/assets/messages-first-screen-1.js'],
    });
    expect(routeModules(manifest, 'slot-games', '/m/').unneeded).toEqual([]);
    // Home has its own header and reads the first screen's messages, which the entry preloads.
    expect(routeModules(manifest, 'home', '/m/').scripts).toEqual(
      routeModules(MANIFEST, 'home', '/m/').scripts,
    );
  });

  it('are none for paths of no file route', () => {
    for (const page of [
      'login',
      'activityDetail/12',
      '../home',
      'home.tsx?tsr-split=component',
      'register.html',
    ]) {
      expect(routeModules(MANIFEST, page, '/m/'), page).toEqual({
        scripts: [],
        styles: [],
        unneeded: [],
      });
    }
  });
});

/**
 * A built site with `index` and `manifest` served the way the server serves it, for the tests of one
 * describe block: `site.app` once its beforeAll has run, the folder removed after its tests.
 */
function servedSite(prefix: string, index: string, manifest: BuildManifest): { app: Hono } {
  const site = { app: new Hono() };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'index.html'), index);
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    site.app.get('/m/*', staticSite(dir));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  return site;
}

describe('screen chunks in the page', () => {
  const INDEX =
    '<!doctype html><html><head><script type="module" src="/m/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/m/assets/shared-1.js"></head><body></body></html>';
  const site = servedSite('msite-modules-', INDEX, MANIFEST);

  it('are linked at the end of the head, leaving out what the build links already', async () => {
    const html = await (await site.app.request('/m/home')).text();
    expect(html).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/m/assets/home-1.js"><link rel="modulepreload" crossorigin href="/m/assets/tile-1.js">' +
          '<link rel="preload" as="style" crossorigin href="/m/assets/home-1.css"><link rel="preload" as="style" crossorigin href="/m/assets/tile-1.css"></head>',
      ),
    );
    expect(await (await site.app.request('/m/login')).text()).toBe(INDEX);
  });

  it('does not serve the build manifest itself, however the path is spelled', async () => {
    for (const path of [
      '/m/.vite/manifest.json',
      '/m/assets/..%2F.vite%2Fmanifest.json',
      '/m/a%2F..%2F.vite%2Fmanifest.json',
      '/m/%2Evite/manifest.json',
    ]) {
      const response = await site.app.request(path);
      expect(await response.text(), path).not.toContain('tsr-split');
    }
  });
});

describe('the login page’s catalogue links', () => {
  const FIRST_SCREEN =
    '<link rel="modulepreload" crossorigin href="/m/assets/messages-first-screen-1.js">';
  const INDEX = `<!doctype html><html><head><script type="module" src="/m/assets/index-1.js"></script>${FIRST_SCREEN}</head><body></body></html>`;
  const manifest: BuildManifest = {
    ...MANIFEST,
    'src/routes/login.tsx?tsr-split=component': {
      file: 'assets/login-1.js',
      imports: ['index.html'],
    },
    'src/locales/bn/messages.po?first-screen': { file: 'assets/messages-first-screen-1.js' },
    'src/locales/bn/messages.po?landing=login': { file: 'assets/messages-landing-login-1.js' },
  };
  const site = servedSite('msite-landing-', INDEX, manifest);

  it('name the login page’s own piece instead of the first screen’s part, which every other page keeps', async () => {
    const login = await (await site.app.request('/m/login')).text();
    expect(login).not.toContain('messages-first-screen-1.js');
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin href="/m/assets/messages-landing-login-1.js">',
    );
    expect(login.match(/<link /g)).toHaveLength(2);
    for (const page of ['/m/home', '/m/register'])
      expect(await (await site.app.request(page)).text(), page).toContain(FIRST_SCREEN);
  });
});

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement } from '../../server/db/queries/announcements.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/m/assets/index-abc123.js"></script></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let database: TestDatabase;
let dir: string;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'msite-static-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'brand'));
  await mkdir(join(dir, 'fonts'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'index-abc123.css'), 'body{color:red}');
  await writeFile(join(dir, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'fonts', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"BanglaBet"}');
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(dir, 'data.json'), '{}');
  // What the page links, not how soon: a loaded machine reads the configuration slower than the page's 100 ms deadline.
  app = createTestApp(database.db, { staticDir: dir, firstViewLookupMs: 10_000 });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('redirects', () => {
  it('/ and /m go to /m/home keeping the query string', async () => {
    for (const [path, target] of [
      ['/', '/m/home'],
      ['/?aff=ABC&lang=EN', '/m/home?aff=ABC&lang=EN'],
      ['/m', '/m/home'],
      ['/m?x=1', '/m/home?x=1'],
    ]) {
      const response = await app.request(path ?? '');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
    }
  });
});

describe('files', () => {
  it('hashed assets are immutable with the right type', async () => {
    const response = await app.request('/m/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('other files have a short cache and correct content types', async () => {
    const expected: [string, string][] = [
      ['/m/brand/logo.svg', 'image/svg+xml'],
      ['/m/fonts/inter.woff2', 'font/woff2'],
      ['/m/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/m/icon.png', 'image/png'],
      ['/m/data.json', 'application/json; charset=utf-8'],
      ['/m/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ];
    for (const [path, type] of expected) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      if (!path.startsWith('/m/assets/'))
        expect(response.headers.get('cache-control'), path).toBe('public, max-age=600');
    }
  });

  it('the service worker and index.html are always revalidated', async () => {
    expect((await app.request('/m/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/m/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/m/brand/logo.svg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await app.request('/m/brand/logo.svg', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('compresses text with br or gzip as accepted', async () => {
    const br = await app.request('/m/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await app.request('/m/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe('SPA fallback', () => {
  it('serves index.html with no-cache for client routes', async () => {
    for (const path of [
      '/m/home',
      '/m/',
      '/m/login?redirect=%2Fm%2Fset',
      '/m/register.html',
      '/m/activityDetail/12',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('does not serve files outside the folder', async () => {
    for (const path of [
      '/m/../package.json',
      '/m/%2e%2e/%2e%2e/etc/passwd',
      '/m/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await app.request(path);
      const text = await response.text();
      expect(text.includes('root:') || text.includes('"name"'), path).toBe(false);
    }
  });

  it('a missing hashed asset is a 404, not the page', async () => {
    const response = await app.request('/m/assets/index-old999.js');
    expect(response.status).toBe(404);
  });
});

describe('the home banner preload', () => {
  it('names the first running m_home banner on the home page, and nothing while the banner call is switched off', async () => {
    const id = await insertAnnouncement(
      database.db,
      {
        kind: 'banner',
        groupName: 'm_home',
        titleBn: 'ব্যানার',
        titleEn: 'Banner',
        startsAt: new Date(Date.now() - 60_000),
        sortOrder: 1,
      },
      [{ sequence: 1, width: 720, height: 288, motif: 'gift' }],
    );
    try {
      const hint = `<link rel="preload" as="image" fetchpriority="high" href="/content/art/announcement/${id}-1.png">`;
      expect(await (await app.request('/m/home')).text()).toContain(hint);
      expect(await (await app.request('/m/login')).text()).toBe(INDEX);
      await overrideSite(app, { whitelabel: [{ moduleId: 'COMM3', enabled: false }] });
      expect(await (await app.request('/m/home')).text()).toBe(INDEX);
    } finally {
      await app.request('/dev/reset', { method: 'POST' });
    }
  });
});

describe('security headers on pages', () => {
  it('sets the strict CSP and friends, and adds configured image CDNs', async () => {
    const response = await app.request('/m/home');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
        "frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toBeTruthy();
    expect(response.headers.get('strict-transport-security')).toBeNull();

    await overrideSite(app, { imageCDNs: ['https://img.example-cdn.com/banglabet/', ''] });
    const withCdn = await app.request('/m/home');
    expect(withCdn.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://img.example-cdn.com;",
    );
    await app.request('/dev/reset', { method: 'POST' });
  });

  it('adds HSTS on https only', async () => {
    const response = await app.request('https://site.example/m/home');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('site not built', () => {
  it('answers 503 with the build hint when index.html is missing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'msite-empty-'));
    try {
      const unbuilt = createTestApp(database.db, { staticDir: empty });
      const response = await unbuilt.request('/m/home');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('site not built: run npm run build');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('without a static folder /m is not served at all (dev mode uses Vite)', async () => {
    const apiOnly = createTestApp(database.db, { staticDir: null });
    expect((await apiOnly.request('/m/home')).status).toBe(404);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { withFirstView, type EntryScripts } from '../../server/http/first-view.ts';
import type { BuildManifest } from '../../server/http/route-modules.ts';
import { createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The page as the build writes it: the first script, the entry and its stylesheet.
const INDEX =
  '<!doctype html><html><head>' +
  '<script type="module" async crossorigin src="/m/assets/boot-1.js"></script>' +
  '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/vendor-1.js">' +
  '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">' +
  '</head><body><div id="root"></div><div class="splash"></div></body></html>';

const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    css: ['assets/index-1.css'],
  },
  'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-1.js',
    imports: ['index.html', '_popups-1.js'],
    css: ['assets/login-1.css'],
  },
  '_popups-1.js': { file: 'assets/popups-1.js', css: ['assets/popups-1.css'] },
};

const SCRIPTS: EntryScripts = {
  entry: '/m/assets/index-1.js',
  bootImports: [],
  entryImports: ['/m/assets/vendor-1.js'],
};

/**
 * A stand-in for the build's rendering (src/app/login-first-view.tsx, built into dist/.ssr/): it
 * writes what the server gave it into the drawing, so the test reads what the server passes on.
 */
const STAND_IN = `export function renderLoginFirstView(input) {
  const catalog = /lang=en/i.test(input.search) || (input.search === '' && input.storedLanguage === 'EN') ? 'en' : 'bn';
  return { catalog, html: '<div role="dialog" data-input="' + encodeURIComponent(JSON.stringify(input)) + '">' + (catalog === 'en' ? 'Login' : 'লগইন') + '</div>' };
}
`;

/** The first view's element and the input the stand-in was drawn with. */
function drawingOf(html: string) {
  const element = /<div id="first-view"[^>]*>/.exec(html)?.[0] ?? '';
  const input = /data-input="([^"]*)"/.exec(html)?.[1];
  return {
    screen: /data-screen="([^"]*)"/.exec(element)?.[1] ?? null,
    catalog: /data-catalog="([^"]*)"/.exec(element)?.[1] ?? null,
    inert: / inert[ >]/.test(element),
    input:
      input === undefined
        ? null
        : (JSON.parse(decodeURIComponent(input)) as Record<string, unknown>),
  };
}

describe('the login page’s first view in the page', () => {
  const VIEW = { screen: 'login', catalog: 'en', html: '<div role="dialog">Login</div>' } as const;

  it('draws the popup right after #root, inert and hidden from assistive technology, with its language', () => {
    const page = withFirstView(VIEW, SCRIPTS).apply(INDEX);
    expect(page).toContain(
      '<div id="root"></div><div id="first-view" class="first-view" aria-hidden="true" data-screen="login" inert data-catalog="en"',
    );
    expect(page).toContain('><div role="dialog">Login</div></div><div class="splash">');
    // The app starts after the first paint, as on every page.
    expect(page).not.toContain('src="/m/assets/index-1.js"');
  });

  it('keeps the screen’s styles as stylesheets: the drawing is in them at the first paint', () => {
    const withStyles = INDEX.replace(
      '</head>',
      '<link rel="preload" as="style" crossorigin href="/m/assets/login-1.css"></head>',
    );
    const page = withFirstView(VIEW, SCRIPTS).apply(withStyles);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/m/assets/login-1.css">');
    expect(page).not.toContain('rel="preload" as="style"');
    expect(page).toContain('data-stylepreload=""');
  });
});

describe('the login page on the site', () => {
  let database: TestDatabase;
  let dir: string;
  let app: Hono<AppEnv>;

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers });
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await get(path, headers)).text();

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'msite-login-view-'));
    await mkdir(join(dir, '.vite'));
    await mkdir(join(dir, '.ssr'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(join(dir, '.ssr', 'login-first-view.js'), STAND_IN);
    // What the server draws, not how soon: a loaded machine reads the configuration slower than the page's 100 ms deadline.
    app = createTestApp(database.db, { staticDir: dir, firstViewLookupMs: 10_000 });
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws the login form as the status call describes the site, in the visitor’s language', async () => {
    // The first request may find the module still loading (the server starts loading it at once).
    await page('/m/login');
    const response = await get('/m/login', { Cookie: 'MC_LANGUAGE=EN' });
    expect(response.status).toBe(200);
    // One copy per language cookie in any cache on the way.
    expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
    const html = await response.text();
    const drawing = drawingOf(html);
    expect(drawing).toMatchObject({ screen: 'login', catalog: 'en', inert: true });
    expect(drawing.input).toMatchObject({ search: '', storedLanguage: 'EN', ageLimit: 18 });
    const modules = JSON.stringify(drawing.input?.whitelabel);
    expect(modules).toContain('"moduleId":"MOBILEVERCODELOGIN3","enabled":true');
    // The screen's styles are in the head for the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/login-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/popups-1.css">');

    expect(drawingOf(await page('/m/login')).input).toMatchObject({ storedLanguage: null });
    expect(drawingOf(await page('/m/login?lang=EN', { Cookie: 'MC_LANGUAGE=BN' }))).toMatchObject({
      catalog: 'en',
      input: { search: '?lang=EN', storedLanguage: 'BN' },
    });
  });

  it('passes the configured sign-up age and switched-off modules on', async () => {
    try {
      await overrideSite(app, {
        registration: { ageLimit: 21 },
        whitelabel: [{ moduleId: 'MOBILEVERCODELOGIN3', enabled: false }],
      });
      const { input } = drawingOf(await page('/m/login'));
      expect(input).toMatchObject({ ageLimit: 21 });
      expect(JSON.stringify(input?.whitelabel)).toContain(
        '"moduleId":"MOBILEVERCODELOGIN3","enabled":false',
      );
    } finally {
      await app.request('/dev/reset', { method: 'POST' });
    }
  });

  it('draws nothing when the visitor will see the maintenance screen', async () => {
    try {
      await overrideSite(app, { status: { maintenance: true } });
      expect(drawingOf(await page('/m/login')).screen).toBeNull();
    } finally {
      await app.request('/dev/reset', { method: 'POST' });
    }
  });

  it('sends the page without a drawing when the rendering fails, and with one again once the build is fixed', async () => {
    const module = join(dir, '.ssr', 'login-first-view.js');
    try {
      await writeFile(
        module,
        'export function renderLoginFirstView() { throw new Error("broken build"); }\n',
      );
      // A new file time: the server loads the module again.
      await new Promise((done) => setTimeout(done, 20));
      const broken = await get('/m/login');
      expect(broken.status).toBe(200);
      expect(drawingOf(await broken.text()).screen).toBeNull();
      await writeFile(
        module,
        'export const renderLoginFirstView = () => ({ catalog: "xx", html: "<b>not a drawing</b>" });\n',
      );
      await new Promise((done) => setTimeout(done, 20));
      const wrong = await page('/m/login');
      expect(drawingOf(wrong).screen).toBeNull();
      expect(wrong).not.toContain('not a drawing');
    } finally {
      await writeFile(module, STAND_IN);
    }
    await new Promise((done) => setTimeout(done, 20));
    await page('/m/login');
    expect(drawingOf(await page('/m/login')).screen).toBe('login');
  });

  it('draws no login on other pages, and never serves the rendering module itself', async () => {
    for (const path of ['/m/register', '/m/forget', '/m/login/extra'])
      expect(drawingOf(await page(path)).screen, path).toBeNull();
    expect(await page('/m/.ssr/login-first-view.js')).not.toContain('renderLoginFirstView');
  });
});

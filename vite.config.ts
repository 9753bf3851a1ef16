import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { axiosWithoutFetchAdapter } from './build/axios-without-fetch.ts';
import { cryptoJsWithoutRequire } from './build/crypto-js-without-require.ts';
import { compileHints } from './build/compile-hints.ts';
import { cssSources } from './build/css-sources.ts';
import { earlyBootScript } from './build/early-boot-script.ts';
import { firstViewSsr } from './build/first-view-ssr.ts';
import { catalogueChunkName, firstScreenCatalog } from './build/first-screen-catalog.ts';
import { linguiMacro } from './build/lingui-macro.ts';
import { FIRST_SCREEN_SOURCES } from './build/first-screen-sources.ts';
import {
  CATALOGUE_PART_BASES,
  CATALOGUE_PART_SOURCES,
  LANDING_CATALOGUE_SOURCES,
} from './build/catalogue-parts.ts';
import { firstLoadParts } from './build/first-load-parts.ts';
import { preloadDefaultCatalog } from './build/preload-default-catalog.ts';
import { pwa } from './build/pwa.ts';
import { inlineSplashLogo } from './build/inline-splash-logo.ts';
import { inlineDesignTokens } from './build/inline-design-tokens.ts';
import { stripChartDescriptions } from './build/strip-chart-descriptions.ts';
import { shortClassNames } from './build/short-class-names.ts';

// The API server the dev server proxies to (see scripts/dev.ts); production serves both from one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

// The first load's chunks, computed from the build's own module graph (build/first-load-parts.ts):
// the first script's code, the main bundle's libraries and own code, and what each screen a visit
// lands on loads at once beyond it. Only where each landing starts is named here; what it loads is
// read from the imports, so a component added to a screen joins its chunk without an edit.
const firstLoad = firstLoadParts({
  boot: 'src/boot.ts',
  // The screens a visit often lands on (shared/catalogue-parts.ts gives each its catalogue part),
  // each with what it renders at once though it is loaded lazily: every screen but home shows the
  // frame's mobile header (src/app/app-frame.tsx), the home its part under the fold.
  landings: {
    home: ['src/routes/home.tsx', 'src/features/home/components/below-fold.tsx'],
    // The login page opens the login popup at once (requirements A4).
    login: [
      'src/routes/login.tsx',
      'src/features/account/components/account-popups.tsx',
      'src/features/shell/components/mobile-header.tsx',
    ],
    games: ['src/routes/-category-route.tsx', 'src/features/shell/components/mobile-header.tsx'],
    promotions: ['src/routes/activity.tsx', 'src/features/shell/components/mobile-header.tsx'],
    // A member's deposit (/m/voucherCenter, requirements C3), which the cashier's shared screen
    // (src/routes/-cashier-route.tsx) opens at once; that screen's own code serves all four of its
    // pages, so it stays out of the deposit's chunk.
    deposit: [
      'src/features/cashier/deposit/components/deposit-screen.tsx',
      'src/features/shell/components/mobile-header.tsx',
    ],
  },
  // What only a member reaches: the code it shares stays out of the visitor's main bundle. (The
  // member's overlays are no landing: the frame mounts them once the page has settled.)
  memberLandings: ['deposit'],
});

// The first views' server build (build/first-view-ssr.ts) compiles components, styles and
// catalogues as the site's build does, and leaves out what only the browser's files need.
export default defineConfig(({ command, isSsrBuild = false }) => ({
  base: '/m/',
  // Short class names in the built files (build/short-class-names.ts); readable ones while developing.
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } }
      : {},
  plugins: [
    // Tests import the committed route files directly; only dev and build regenerate the tree.
    ...(process.env.VITEST || isSsrBuild
      ? []
      : [
          tanstackRouter({
            target: 'react',
            routesDirectory: './src/routes',
            generatedRouteTree: './src/routeTree.gen.ts',
            autoCodeSplitting: true,
            quoteStyle: 'single',
          }),
        ]),
    // The charts' state descriptions are for the chart documents, not the shipped code.
    stripChartDescriptions(),
    react(),
    // plugin-react 6 has no babel option: the Lingui macros need their own Babel pass.
    linguiMacro(),
    lingui(),
    // `messages.po?first-screen`: the part of a catalogue the home screen needs (src/i18n/i18n.ts);
    // `messages.po?part=<name>`: what a game category, the promotions, the login or the deposit
    // needs beyond it; `messages.po?landing=<name>`: all the login page or the deposit shows, read
    // instead of both;
    // `messages.po?part=deferred`: what the parts mounted once the page has settled show.
    firstScreenCatalog(
      FIRST_SCREEN_SOURCES,
      CATALOGUE_PART_SOURCES,
      LANDING_CATALOGUE_SOURCES,
      CATALOGUE_PART_BASES,
    ),
    axiosWithoutFetchAdapter(),
    cryptoJsWithoutRequire(),
    ...(isSsrBuild ? [] : [firstLoad.plugin, ...browserFilePlugins()]),
  ],
  server: {
    port: 5173,
    // Everything the API server answers outside the site: the API, the development controls, the
    // generated game and announcement art, the demo game and chat pages.
    proxy: {
      '/wps': apiTarget,
      '/dev': apiTarget,
      '/games': apiTarget,
      '/content': apiTarget,
      '/chat': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser the site supports has native modulepreload.
    // A lazy import preloads its stylesheets only, not the scripts it imports: those the browser
    // fetches as it reads the chunk. The lists of every screen's scripts sat in the main bundle
    // (Vite's __vite__mapDeps table, one list per route) and cost 3 KB (gzip) of every first load.
    // index.html keeps its preload links for the main bundle's files.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // dist/.vite/manifest.json: the server reads it to name a page's screen chunks in that page's
    // HTML (server/http/route-modules.ts), so they load beside the main bundle instead of after it.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          treeshake: { moduleSideEffects: uiBarrelWithoutSideEffects },
          output: {
            // The parts of a catalogue keep names of their own beside the whole one (the bench and
            // e2e/first-screen-catalog.spec.ts tell them apart).
            chunkFileNames: (chunk) =>
              catalogueChunkName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
            codeSplitting: { groups: firstLoad.groups },
          },
        },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // where the main process mostly waits. One per core: the whole Vitest run 556 s -> 373 s on 2 cores.
    maxWorkers: availableParallelism(),
    projects: [
      // The site's and the logic's files share a worker (isolate: false): jsdom and the packages
      // load once per worker instead of once per file, which was most of their time (2 cores, back
      // to back: site 101 s -> 54 s, CPU 142 s -> 68 s; logic 68 s -> 45 s). tests/setup-dom.ts
      // undoes what a file could leave for the next (its modules, clock, globals, page). A file
      // that replaces a module with vi.mock still runs in a worker of its own (the `-mocks`
      // projects): sharing, it failed now and then, in some orders. `--project 'site*'` runs both.
      ...sharedAndMocking({
        name: 'site',
        environment: 'jsdom',
        dirs: ['features', 'ui', 'app'],
        setupFiles: ['tests/setup-dom.ts'],
        // A CI machine can be far slower than a laptop (a run there took 1.6× as long): a test that
        // waits on a 1 s success message must not fail for want of wall-clock time. A hung test still fails.
        testTimeout: 20_000,
      }),
      // Charts, the API client, utilities and the build scripts: a DOM for each of their ~100
      // files cost about a second apiece, so they run in Node, and the few that need a DOM say
      // `// @vitest-environment jsdom` in their first line.
      ...sharedAndMocking({
        name: 'logic',
        environment: 'node',
        dirs: ['machines', 'api', 'lib', 'i18n', 'scripts'],
        setupFiles: ['tests/setup-dom.ts'],
        testTimeout: 20_000,
      }),
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));

/**
 * Two Vitest projects for the test files under tests/<dirs>: `name`, whose files share workers,
 * and `name-mocks`, the files that call vi.mock, each in a worker of its own.
 */
function sharedAndMocking(options: {
  name: string;
  environment: 'jsdom' | 'node';
  dirs: string[];
  setupFiles: string[];
  testTimeout: number;
}): TestProjectInlineConfiguration[] {
  const { name, dirs, ...test } = options;
  const files = dirs.flatMap((dir) =>
    readdirSync(join(import.meta.dirname, 'tests', dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `tests/${dir}/${file.replaceAll('\\', '/')}`),
  );
  const mocking = files.filter((file) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
  );
  const include = [`tests/{${dirs.join(',')}}/**/*.test.{ts,tsx}`];
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, name, include, exclude: mocking, isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name}-mocks`, include: mocking } }];
}

/**
 * The design system's barrel (src/ui/index.ts) only re-exports: a screen that imports Field from it
 * needs nothing else it lists. Marked side-effect free, so that importing it no longer fetches every
 * component's chunk (the deposit fetched six through it: bench, /m/voucherCenter 204.98 -> 202.95
 * KB). Every other module keeps its own `sideEffects`.
 */
function uiBarrelWithoutSideEffects(id: string): boolean | undefined {
  return /[\\/]src[\\/]ui[\\/]index\.ts$/.test(id) ? false : undefined;
}

/** The plugins that shape the files the browser loads: the page, its chunks, the install files. */
function browserFilePlugins() {
  return [
    // The tokens nothing changes at run time ship as their values (build/inline-design-tokens.ts).
    inlineDesignTokens('src/ui/styles/tokens.css', 'src'),
    // The splash, a page's first paint, needs no request of its own.
    inlineSplashLogo('public/brand/logo.svg'),
    // BN is the default language (spec): the first screen's part of its catalogue loads with the entry chunk.
    preloadDefaultCatalog('src/locales/bn/messages.po?first-screen'),
    // The status call starts from a small first script while the main bundle still loads.
    earlyBootScript('src/boot.ts'),
    // The first load's chunks (its groups and the entries) compile eagerly, off the main thread.
    compileHints(firstLoad.groupNames),
    // Which CSS modules each stylesheet holds: the bench's first-load split reads it (CSS has no source map).
    cssSources(),
    pwa({
      name: 'BanglaBet',
      shortName: 'BanglaBet',
      description: 'Slots, live casino, sports, lottery and more — play on your phone.',
      themeColor: '#0b1020',
      backgroundColor: '#0b0f1a',
      lang: 'bn-BD',
    }),
    // The login page's first view, rendered by the server from the same components.
    firstViewSsr('src/app/login-first-view.tsx'),
  ];
}

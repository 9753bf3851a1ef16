/**
 * Performance bench of the built site and its API, checked against the budgets: the cold first-load
 * JS/CSS weight and Lighthouse mobile (median of five) of each page players land on first, the
 * first interactions' next paint at 4× CPU slowdown, scrolling the slot games to their end at 4×
 * CPU, and API latency (status call, game list and game search). It measures and reports; a missed
 * budget does not fail it, only a step that crashes does. Results go to bench/results.json.
 *
 *   npm run bench                               every step
 *   npm run bench -- --only bundle,interactions one or more of: bundle, lighthouse, game-scroll, interactions, api
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { runApiLoad } from './bench/api-load.ts';
import { checkBudgets, type FirstPageResult } from './bench/budgets.ts';
import { measureColdLoad } from './bench/bundle-size.ts';
import { runGameListLoad, runGameSearchLoad } from './bench/game-list-load.ts';
import { measureGameScroll } from './bench/game-scroll.ts';
import { measureInteractions } from './bench/interactions.ts';
import { runLighthouse } from './bench/lighthouse.ts';
import { environment, printResults, writeResults, type BenchResults } from './bench/report.ts';
import { benchDistDir, ensureBuild, startBenchServer, type BenchServer } from './bench/server.ts';
import { selectedSteps, STEPS, type Step } from './bench/steps.ts';
import { FIRST_PAGES, MEMBER_PAGES } from './bench/targets.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'bench');
const DIST_DIR = benchDistDir(ROOT);
const API = '/wps/system/status';
const API_HEADERS = { Merchant: 'bdbt' };

let only: Set<Step>;
try {
  only = selectedSteps(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const started = performance.now();
const results: BenchResults = {
  steps: STEPS.filter((name) => only.has(name)),
  pages: [...FIRST_PAGES, ...MEMBER_PAGES].map((path) => ({
    path,
    bundle: null,
    lighthouse: null,
  })),
  interactions: null,
  api: null,
  gameScroll: null,
  gameList: null,
  gameSearch: null,
  budgets: [],
  stepTimesS: {},
  errors: {},
};
let chromiumVersion: string | null = null;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Runs one part; a crash is recorded and the remaining parts still run. */
async function part<T>(name: string, run: () => Promise<T>): Promise<T | null> {
  const partStart = performance.now();
  console.info(`\n▶ ${name}`);
  try {
    return await run();
  } catch (error) {
    results.errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return null;
  } finally {
    results.stepTimesS[name] = seconds(partStart);
    console.info(`  ${name}: ${results.stepTimesS[name]} s`);
  }
}

/** A part that needs a browser gets its own, closed again after it. */
async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    chromiumVersion ??= browser.version();
    return await run(browser);
  } finally {
    await browser.close();
  }
}

const pageResult = (path: string): FirstPageResult => {
  const found = results.pages.find((entry) => entry.path === path);
  if (!found) throw new Error(`no first page ${path}`);
  return found;
};
const slug = (path: string) => path.replace(/^\/m\//, '').replaceAll('/', '-');
const wanted = (name: Step) => only.has(name);

ensureChromium();
const buildStart = performance.now();
ensureBuild(ROOT, DIST_DIR);
results.stepTimesS.build = seconds(buildStart);
mkdirSync(OUT_DIR, { recursive: true });

let server: BenchServer | undefined;
try {
  const serverStart = performance.now();
  server = await startBenchServer(DIST_DIR);
  results.stepTimesS.server = seconds(serverStart);
  const origin = server.origin;
  console.info(
    `Server on ${origin} serving ${DIST_DIR} (fresh PGlite database, LOG_LEVEL=warn, no development controls)`,
  );

  if (wanted('bundle')) {
    await part('bundle', () =>
      withBrowser(async (browser) => {
        for (const path of FIRST_PAGES)
          pageResult(path).bundle = await measureColdLoad(browser, origin, path, DIST_DIR);
        for (const path of MEMBER_PAGES)
          pageResult(path).bundle = await measureColdLoad(browser, origin, path, DIST_DIR, {
            member: true,
          });
      }),
    );
  }
  if (wanted('lighthouse')) {
    // Each page in its own part, so one page's crash leaves the others' figures.
    for (const path of FIRST_PAGES) {
      pageResult(path).lighthouse = await part(`lighthouse ${path}`, () =>
        runLighthouse(origin + path, join(OUT_DIR, `lighthouse-${slug(path)}.json`)),
      );
    }
  }
  if (wanted('interactions')) {
    results.interactions = await part('interactions', () =>
      withBrowser((browser) => measureInteractions(browser, origin)),
    );
  }
  if (wanted('game-scroll')) {
    results.gameScroll = await part('game-scroll', () =>
      withBrowser((browser) => measureGameScroll(browser, origin)),
    );
  }
  // Last, so that no browser competes with the load for the CPU.
  if (wanted('api')) {
    results.api = await part('api', () => runApiLoad(origin + API, API_HEADERS));
    results.gameList = await part('game-list-api', () => runGameListLoad(origin));
    results.gameSearch = await part('game-search-api', () => runGameSearchLoad(origin));
  }
} catch (error) {
  results.errors.setup = error instanceof Error ? (error.stack ?? error.message) : String(error);
} finally {
  await server?.close().catch((error: unknown) => {
    results.errors.shutdown = error instanceof Error ? error.message : String(error);
  });
}

results.budgets = checkBudgets(results);
const elapsedS = seconds(started);
results.stepTimesS.total = elapsedS;
printResults(results);
const meta = environment(ROOT, chromiumVersion, elapsedS);
writeResults(join(OUT_DIR, 'results.json'), meta, results);
console.info(
  `\nLoad average (1, 5, 15 min) as the bench ended: ${meta.loadAverage.join(', ')} on ${meta.cores} cores.`,
);
console.info(`\nBench took ${elapsedS} s. Results: ${join(OUT_DIR, 'results.json')}`);
// Budgets never fail the run; only a crashed step does.
if (Object.keys(results.errors).length > 0) process.exitCode = 1;

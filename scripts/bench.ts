/**
 * Performance bench of the built site and its API: cold-load JS/CSS weight, Lighthouse mobile,
 * scrolling the slot games to their end with 4× CPU slowdown, and API latency (status call, game
 * list and game search), checked against the budgets. It measures and reports; a missed budget does
 * not fail it, only a step that crashes does. Results go to bench/results.json.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { runApiLoad } from './bench/api-load.ts';
import { checkBudgets } from './bench/budgets.ts';
import { measureColdLoad } from './bench/bundle-size.ts';
import { fetchGamePage, gameListUrl, runGameListLoad, runGameSearchLoad } from './bench/game-list-load.ts';
import { measureGameScroll } from './bench/game-scroll.ts';
import { runLighthouse } from './bench/lighthouse.ts';
import { environment, printResults, writeResults, type BenchResults } from './bench/report.ts';
import { ensureBuild, startBenchServer, type BenchServer } from './bench/server.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'bench');
const PAGE = '/m/home';
const API = '/wps/system/status';
const API_HEADERS = { Merchant: 'bdbt' };

const started = performance.now();
const results: BenchResults = {
  bundle: null, lighthouse: null, api: null, gameScroll: null, gameList: null, gameSearch: null, budgets: [], errors: {},
};
let chromiumVersion: string | null = null;

/** Runs one step; a crash is recorded and the remaining steps still run. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T | null> {
  const stepStart = performance.now();
  console.info(`\n▶ ${name}`);
  try {
    return await run();
  } catch (error) {
    results.errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return null;
  } finally {
    console.info(`  ${name}: ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
  }
}

ensureChromium();
ensureBuild(ROOT);
mkdirSync(OUT_DIR, { recursive: true });

let server: BenchServer | undefined;
try {
  server = await startBenchServer(ROOT);
  const origin = server.origin;
  console.info(`Server on ${origin} (fresh PGlite database, LOG_LEVEL=warn, no development controls)`);

  results.bundle = await step('bundle', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      chromiumVersion = browser.version();
      return await measureColdLoad(browser, origin, PAGE);
    } finally {
      await browser.close();
    }
  });
  results.lighthouse = await step('lighthouse', () => runLighthouse(origin + PAGE, join(OUT_DIR, 'lighthouse-home.json')));
  results.gameScroll = await step('game-scroll', async () => {
    // The server's own total, so the scroll knows where the end is and can say how far it got.
    const { totalCount } = await fetchGamePage(gameListUrl(origin, { gameType: 'RNG', language: 'EN', pageNo: 1, pageSize: 1 }));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      chromiumVersion ??= browser.version();
      return await measureGameScroll(browser, origin, totalCount);
    } finally {
      await browser.close();
    }
  });
  // Last, so that no browser competes with the load for the CPU.
  results.api = await step('api', () => runApiLoad(origin + API, API_HEADERS));
  results.gameList = await step('game-list-api', () => runGameListLoad(origin));
  results.gameSearch = await step('game-search-api', () => runGameSearchLoad(origin));
} catch (error) {
  results.errors.setup = error instanceof Error ? (error.stack ?? error.message) : String(error);
} finally {
  await server?.close().catch((error: unknown) => {
    results.errors.shutdown = error instanceof Error ? error.message : String(error);
  });
}

results.budgets = checkBudgets(results);
const elapsedS = Math.round((performance.now() - started) / 100) / 10;
printResults(results);
writeResults(join(OUT_DIR, 'results.json'), environment(ROOT, chromiumVersion, elapsedS), results);
console.info(`\nBench took ${elapsedS} s. Results: ${join(OUT_DIR, 'results.json')}`);
// Budgets never fail the run; only a crashed step does.
if (Object.keys(results.errors).length > 0) process.exitCode = 1;

import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, e2eOrigin, e2ePort } from './e2e/servers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

/**
 * The production build served by the real server, on a fresh temporary database with
 * DEV_TOOLS=1, in Debian's Chromium on a phone-sized screen. Tests change the site
 * configuration through /dev/site: a file's tests run one after another, and each of the
 * E2E_WORKERS workers has a server and a database of its own (e2e/servers.ts, e2e/fixtures.ts).
 *
 * Two projects share the workers and the servers:
 * - `pixel-7`: the hand-written suite (e2e/*.spec.ts) on a Pixel 7 screen;
 * - `models`: the paths generated from the charts (e2e/models/*.paths.ts) on a 360 px wide screen
 *   (the narrow phone the flow book shows). A failure keeps its trace for the flow book and the
 *   HTML report; the flow reporter records every path's steps in reports/flows/last-run.json.
 * `--project models` runs only the paths (`npm run test:e2e:models`); `npm run test:flow -- <chart>`
 * runs one chart's file.
 */

/**
 * A failed path's trace holds a DOM snapshot and a screenshot at every action only with
 * E2E_MODEL_TRACE=full, which `npm run test:flow` sets for its one chart. Recording them costs every
 * passing path too (retain-on-failure records, then drops the trace): the popups' 14 paths took
 * 79-158 s (median 102 s) without and 116-157 s (median 136 s) with them, five runs each on the
 * 2-core machine under a load of 15-27: about a third more, so the full run records traces without.
 */
const MODEL_TRACE_SNAPSHOTS = process.env.E2E_MODEL_TRACE === 'full';

export default defineConfig({
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries: a test that passes only on a second try is a race in the product or the test, to be
  // found and fixed, not hidden.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // The HTML report keeps the review screenshots (e2e/review-screenshots.spec.ts) and failure traces.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./e2e/models/kit/flow-reporter.ts'],
  ],
  use: {
    ...devices['Pixel 7'],
    // Worker 0's server; e2e/fixtures.ts gives every worker its own.
    baseURL: e2eOrigin(0),
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The site registers its service worker once the page is idle, and it takes control mid-test
    // at a moment no test chooses. From then on requests pass through it, out of reach of
    // page.route and the page's request events (a held balance refresh was never seen, 1 run in
    // 8). Only the installed-app tests (e2e/pwa.spec.ts) let it run.
    serviceWorkers: 'block',
    // Recording a trace (DOM snapshots at every action of a page as long as home) doubled the
    // suite's time: a failure keeps its screenshot; to see its trace, rerun it with --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pixel-7', testDir: 'e2e', testIgnore: 'models/**', use: { ...devices['Pixel 7'] } },
    {
      name: 'models',
      testDir: 'e2e/models',
      testMatch: '**/*.paths.ts',
      // Not below the hand-written suite's test-results/: a run of that project alone empties it.
      outputDir: 'reports/flows/results',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 780 },
        trace: {
          mode: 'retain-on-failure',
          snapshots: MODEL_TRACE_SNAPSHOTS,
          screenshots: MODEL_TRACE_SNAPSHOTS,
          sources: false,
        },
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${e2eOrigin(index)}/m/home`,
    env: { PORT: String(e2ePort(index)) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

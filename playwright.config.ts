import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);

/**
 * The production build served by the real server, on a fresh temporary database with
 * DEV_TOOLS=1, in Debian's Chromium on a phone-sized screen. Tests change the site
 * configuration through /dev/site, so they run one at a time.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a race in the product or the test, to be
  // found and fixed, not hidden.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // The HTML report keeps the review screenshots (e2e/review-screenshots.spec.ts) and failure traces.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
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
  projects: [{ name: 'pixel-7', use: { ...devices['Pixel 7'] } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/m/home`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

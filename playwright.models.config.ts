import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The model-generated paths (e2e/models/*.paths.ts): the same server, browser and phone as the
 * hand-written suite, on a 360 px wide screen (the narrow phone the flow book shows). Their files
 * end in .paths.ts so the hand-written suite's config never picks them up. A failure keeps its
 * trace for the flow book (recorded without DOM snapshots or screenshots, so the passing run stays
 * about as fast as without a trace); reports/flows/last-run.json records every path's steps.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/models',
  testMatch: '**/*.paths.ts',
  // Not below the hand-written suite's test-results/: a run of that suite empties its folder.
  outputDir: 'reports/flows/results',
  reporter: [['list'], ['./e2e/models/kit/flow-reporter.ts']],
  use: {
    ...base.use,
    viewport: { width: 360, height: 780 },
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
  },
  projects: [
    { name: 'models', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } } },
  ],
});

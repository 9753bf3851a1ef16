// Mutation testing of the charts: `npm run test:mutations` (README, "Mutation testing").
// Every mutant of machines/ must be killed by the chart tests (tests/machines), or be skipped as
// equivalent (a change no player or view could ever notice): for every chart by
// scripts/stryker-chart-ignorer.mjs, or on one line of a chart by
// `// Stryker disable next-line <mutator>: <reason>`.
//
// `npm run test:mutations` (scripts/mutation-run.ts) runs Stryker once per chart file, with only the
// chart tests that load that file (MUTATION_TESTS, read by vitest.mutation.config.ts); MUTATION_PART
// names the part, so each part writes its own JSON report and incremental file, which the script
// merges into reports/mutation/. `npx stryker run` alone still runs everything at once (very slow:
// every mutant of a chart's config then runs every chart test).
const part = process.env.MUTATION_PART;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    // The chart tests only: no server, e2e or view suites.
    configFile: 'vitest.mutation.config.ts',
  },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-chart-ignorer.mjs'],
  // Parts of a chart no player or view can notice (scripts/stryker-chart-ignorer.mjs).
  ignorers: ['charts'],
  mutate: [
    'machines/**/*.ts',
    // Re-exports and types only: no behaviour to mutate.
    '!machines/index.ts',
  ],
  // Only what the chart tests load is copied into the sandbox.
  ignorePatterns: [
    '/dist',
    '/data',
    '/bench',
    '/e2e',
    '/public',
    '/server',
    '/docs',
    // Chart tests take their timings from the requirements, never from the code under test.
    '!/docs/requirements.md',
    '/reports',
    '/.tmp',
    '/test-results',
    '/playwright-report',
  ],
  coverageAnalysis: 'perTest',
  // Two cores: one test process per core.
  concurrency: 2,
  reporters: part ? ['json', 'progress-append-only'] : ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: {
    fileName: part ? `reports/mutation/parts/${part}.json` : 'reports/mutation/mutation.json',
  },
  // `npm run test:mutations -- --incremental` reuses the results of unchanged code and tests.
  incrementalFile: part
    ? `reports/mutation/parts/${part}.incremental.json`
    : 'reports/mutation/stryker-incremental.json',
  tempDirName: part ? `.tmp/stryker-${part}` : '.tmp/stryker',
  thresholds: { high: 95, low: 90, break: null },
};

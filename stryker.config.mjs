// Mutation testing of the charts: `npm run test:mutations` (README, "Mutation testing").
// Every mutant of machines/ must be killed by the chart tests (tests/machines), or be skipped as
// equivalent (a change no player or view could ever notice): for every chart by
// scripts/stryker-chart-ignorer.mjs, or on one line of a chart by
// `// Stryker disable next-line <mutator>: <reason>`.
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
  ignorePatterns: ['/dist', '/data', '/bench', '/e2e', '/public', '/server', '/docs', '/reports', '/.tmp', '/test-results', '/playwright-report'],
  coverageAnalysis: 'perTest',
  // Two cores: one test process per core.
  concurrency: 2,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `npm run test:mutations -- --incremental` reuses the results of unchanged code and tests.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.tmp/stryker',
  thresholds: { high: 95, low: 90, break: null },
};

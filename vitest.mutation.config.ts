import { defineConfig } from 'vitest/config';

/**
 * The chart tests alone, for mutation testing (stryker.config.mjs): the charts are pure, so their
 * tests need neither the site's Vite plugins nor a DOM, and every mutant re-runs only these files.
 */
export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['tests/machines/**/*.test.ts'],
    // A slow shared machine must not turn a surviving mutant into a failure; Stryker's own
    // timeout still catches a mutant that makes a test hang.
    testTimeout: 20_000,
  },
});

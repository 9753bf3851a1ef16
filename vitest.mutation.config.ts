import type { RunnerTestFile } from 'vitest';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A test file that fails to load (a mutant that breaks building a chart throws while the file is
 * imported or its model paths are generated) reports no tests at all, and Stryker's Vitest runner
 * counts a run without a failed test as a surviving mutant. This reporter adds one failed test to
 * such a file, carrying the load error, so the broken chart counts as caught, as it is in a normal run.
 */
const loadFailuresAsTests: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const module of testModules) {
      // The file's task as the runner keeps it (not part of TestModule's public type).
      const file = (module as unknown as { task: RunnerTestFile }).task;
      if (file.result?.state !== 'fail' || file.tasks.some((task) => task.result?.state === 'fail'))
        continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        mode: 'run',
        fullName: `${file.name} the test file loads`,
        file,
        suite: file,
        meta: {},
        context: undefined as never,
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as never);
    }
  },
};

/**
 * The chart tests alone, for mutation testing (stryker.config.mjs): the charts are pure, so their
 * tests need neither the site's Vite plugins nor a DOM, and every mutant re-runs only these files.
 */
export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    // MUTATION_TESTS (comma-separated globs) narrows the run to one chart's tests, so that the
    // mutants of that chart's module-level code (run against every test) cost seconds, not minutes.
    // (Stryker's own --testFiles does not reach the Vitest runner's static mutants: every one survives.)
    include: process.env.MUTATION_TESTS?.split(',') ?? ['tests/machines/**/*.test.ts'],
    reporters: ['default', loadFailuresAsTests],
    // A slow shared machine must not turn a surviving mutant into a failure; Stryker's own
    // timeout still catches a mutant that makes a test hang.
    testTimeout: 20_000,
  },
});

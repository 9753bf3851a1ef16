import { test } from '../fixtures.ts';
import { roomEntryAdapter } from './room-entry.adapter.ts';
import { modelPathTests } from './kit/describe-model-paths.ts';

// Each generated path is a test of this file: Playwright reports the file that calls test().
const { chart, tests } = modelPathTests(roomEntryAdapter);
test.describe(chart, () => {
  for (const path of tests) test(path.title, path.body);
});

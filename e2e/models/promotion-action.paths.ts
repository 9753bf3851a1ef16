import { test } from '../fixtures.ts';
import { promotionActionAdapter } from './promotion-action.adapter.ts';
import { modelPathTests } from './kit/describe-model-paths.ts';

// Each generated path is a test of this file: Playwright reports the file that calls test().
const { chart, tests } = modelPathTests(promotionActionAdapter);
test.describe(chart, () => {
  for (const path of tests) test(path.title, path.body);
});

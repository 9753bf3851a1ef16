import { test } from '../fixtures.ts';
import { modelPathTests } from './kit/describe-model-paths.ts';
import { passwordResetLinkAdapter } from './password-reset-link.adapter.ts';

// Each generated path is a test of this file: Playwright reports the file that calls test().
const { chart, tests } = modelPathTests(passwordResetLinkAdapter);
test.describe(chart, () => {
  for (const path of tests) test(path.title, path.body);
});

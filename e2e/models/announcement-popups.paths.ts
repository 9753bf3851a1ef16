import { test } from '../fixtures.ts';
import { announcementPopupsAdapter } from './announcement-popups.adapter.ts';
import { modelPathTests } from './kit/describe-model-paths.ts';

// The suite's pages mark home's popups as seen before they load (e2e/fixtures.ts): these paths are the popups'.
test.use({ homePopups: true });

// Each generated path is a test of this file: Playwright reports the file that calls test().
const { chart, tests } = modelPathTests(announcementPopupsAdapter);
test.describe(chart, () => {
  for (const path of tests) test(path.title, path.body);
});

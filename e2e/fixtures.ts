import { test as base } from '@playwright/test';
import { skipHomePopups } from './home-popups';
import { e2eOrigin } from './servers';

export { expect } from '@playwright/test';

/**
 * The suite's `test`. Each worker talks to its own server (e2e/servers.ts), so `baseURL` (and with
 * it `page`, `request` and every context a test opens) points at the worker's own port.
 * Home's announcement popups (modal, once per visit) are marked as already shown before every
 * page loads, so tests about other parts are not covered by them. The tests of the popups
 * themselves opt in with `test.use({ homePopups: true })`.
 */
export const test = base.extend<{ homePopups: boolean }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern, and this one has none.
  baseURL: async ({}, use, testInfo) => use(e2eOrigin(testInfo.parallelIndex)),
  homePopups: [false, { option: true }],
  page: async ({ page, homePopups }, use) => {
    if (!homePopups) await skipHomePopups(page);
    await use(page);
  },
});

import { test as base } from '@playwright/test';
import { skipHomePopups } from './home-popups';

export { expect } from '@playwright/test';

/**
 * The suite's `test`: home's announcement popups (modal, once per visit) are marked as already
 * shown before every page loads, so tests about other parts are not covered by them. The tests
 * of the popups themselves opt in with `test.use({ homePopups: true })`.
 */
export const test = base.extend<{ homePopups: boolean }>({
  homePopups: [false, { option: true }],
  page: async ({ page, homePopups }, use) => {
    if (!homePopups) await skipHomePopups(page);
    await use(page);
  },
});

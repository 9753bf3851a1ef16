import type { Page } from '@playwright/test';

/**
 * Home opens its announcement popups once per visit (requirements B2.2) and they are modal. Tests about
 * other parts mark them as already shown before the page loads (see fixtures.ts).
 */
export async function skipHomePopups(page: Page) {
  await page.addInitScript(() =>
    window.sessionStorage.setItem('home.popups.shown', JSON.stringify(['A', 'B'])),
  );
}

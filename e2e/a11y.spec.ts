import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

/** Serious and critical axe violations, summarised so a failure names the rule and the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // Guards against a silent no-op (e.g. axe not injected): a real page passes dozens of checks.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('accessibility (axe)', () => {
  for (const language of ['EN', 'BN']) {
    test(`home has no serious or critical violation (${language})`, async ({ page }) => {
      await page.goto(`/m/home?lang=${language}`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the menu page has no serious or critical violation', async ({ page }) => {
    await page.goto('/m/menu?lang=EN');
    await expect(page.getByRole('link', { name: 'Promotions' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open side menu has no serious or critical violation', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // Let the drawer finish sliding in, so colours are measured at rest.
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the region-language popup has no serious or critical violation', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Region and language' }).click();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // A member's screens: the header balance, the footer's Reward badge, profile and settings.
  for (const path of ['/m/home', '/m/member/home', '/m/set']) {
    test(`${path} of a logged-in member has no serious or critical violation`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.goto(`${path}?lang=EN`);
      await expect(
        page
          .getByRole('status', { name: 'Balance' })
          .or(page.getByRole('group', { name: 'Head icon' }))
          .first(),
      ).toBeVisible();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

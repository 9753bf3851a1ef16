import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

// Issue 30 part 1: the search shows the popular games (the popular-games call) while it has no query,
// at 360 px in Bengali and English.

const TEXTS = {
  EN: { popular: 'Popular games', box: 'Search games', results: /^Results: \d+$/ },
  BN: { popular: 'সবচেয়ে বেশি খেলা গেম', box: 'গেম খুঁজুন', results: /^ফলাফল: \d+$/ },
} as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/L2/${name}-360.png` });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/L2/${name}-320.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

test.describe('popular games on the search', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];

    test(`${language}: the search screen shows the popular games before a query, and not with results`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.goto(`/m/search-games?lang=${language}`);
      const popular = page.getByRole('list', { name: text.popular, exact: true });
      await expect(popular.getByRole('listitem').first()).toBeVisible();
      await popular.scrollIntoViewIfNeeded();
      await shoot(page, `popular-games-${language}`);

      await page.getByRole('searchbox', { name: text.box }).fill('lotto');
      await page.getByRole('searchbox', { name: text.box }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.results })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.popular, exact: true })).toHaveCount(0);
    });
  }
});

import { expect, test } from './fixtures';

// The menu page lists manual rebate, share, channels, promotions, betting record, customer
// service and sign-out, under the m_home banner group.
test.describe('menu page', () => {
  test('shows the m_home banners above its list, Share second', async ({ page }) => {
    await page.goto('/m/menu?lang=EN');
    const banners = page.getByRole('region', { name: 'Banners' });
    await expect(banners.getByRole('img').first()).toBeVisible();
    await expect(banners.getByRole('group', { name: '1 of 5' })).toBeVisible();
    await expect(banners.locator('img')).toHaveCount(5);
    const entries = page.getByRole('listitem').filter({ has: page.locator('a, button') });
    await expect(entries.nth(1)).toHaveText('Share');
  });

  test('Share without a share sheet copies the home page link and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A browser without the Web Share API.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto('/m/menu?lang=EN');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/m/home`);
  });

  test('Share with a share sheet hands it the link, and copies nothing', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await page.goto('/m/menu?lang=EN');
    await page.getByRole('button', { name: 'Share' }).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared),
      )
      .toEqual([expect.objectContaining({ url: `${origin}/m/home` })]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

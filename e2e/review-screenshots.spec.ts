import { expect, test } from './fixtures';

// Review images for the product owner, attached to the HTML report (not compared pixel by pixel).
test.use({ viewport: { width: 360, height: 780 } });

const PAGES = [
  { path: '/m/home', name: 'home' },
  { path: '/m/menu', name: 'menu' },
  { path: '/m/login', name: 'login' },
  { path: '/m/slot-games', name: 'category-rng' },
];

for (const language of ['BN', 'EN'] as const) {
  test(`review screenshots at 360×780 (${language})`, async ({ page }, testInfo) => {
    for (const { path, name } of PAGES) {
      await page.goto(`${path}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      // The page fade and the idle-loaded footer settle before the picture is taken.
      await page.waitForTimeout(400);
      const body = await page.screenshot({ fullPage: true });
      // Nothing may overflow sideways at the narrowest supported width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await testInfo.attach(`${name}-${language}.png`, { body, contentType: 'image/png' });
    }
  });
}

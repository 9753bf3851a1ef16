import { expect, test } from './fixtures';

// The start-up route table (requirements A2): exact matches, aliases, unknown paths.
test.describe('route table', () => {
  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
    test(`${alias} opens home`, async ({ page }) => {
      await page.goto(`${alias}${alias.includes('?') ? '&' : '?'}lang=EN`);
      await expect(page).toHaveURL(/\/m\/home\?lang=EN$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    });
  }

  test('/m/register.html opens registration', async ({ page }) => {
    await page.goto('/m/register.html?lang=EN');
    await expect(page).toHaveURL(/\/m\/register\?lang=EN$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/m/no-such-screen?lang=EN');
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('?lang=EN switches the language at start-up and is remembered', async ({ page }) => {
    await page.goto('/m/login?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('Bengali is the default language', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
  });
});

// Service workers are blocked for the whole suite (playwright.config.ts): the installed shell's
// would answer chunk requests from its cache, out of reach of page.route.
test.describe('screen chunk failure', () => {
  test('a screen whose chunk fails to load shows the error screen', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The chunk stays unreachable for the whole test. The router reloads the page once when a
    // screen's chunk fails (a deploy may have replaced it); the reloaded page fails the same way, so
    // the error screen is where the player ends up either way.
    await page.route(/\/m\/assets\/notice-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/m/notice');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    // The one reload may come after the first error screen: tap again on the screen that follows it.
    await expect(async () => {
      await page.getByRole('button', { name: 'Go to home' }).click({ timeout: 2_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass();
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).some((key) => key.startsWith('tanstack_router_reload:')),
      ),
    ).toBe(true);
  });
});

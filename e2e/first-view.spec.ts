import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The app's entry chunk: without it the page shows only what the server drew.
const ENTRY = /\/m\/assets\/index-[\w-]+\.js$/;

/** Where a picture sits on the screen. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box;
}

test.describe('the home page’s first view', () => {
  test('the server draws the logo and first banner, and the app takes over at exactly their place', async ({
    page,
  }) => {
    const html = await (await page.request.get('/m/home')).text();
    expect(html).toContain('<div id="first-view"');
    // The entry script waits in the first view until the banner has painted.
    expect(html).not.toMatch(/<script[^>]+src="\/m\/assets\/index-/);
    expect(html).toMatch(/data-entry="\/m\/assets\/index-[\w-]+\.js"/);

    // The first view alone, as a phone sees it before the scripts arrive. It is decoration hidden
    // from assistive technology (the app's banner carries the names), so CSS finds it here.
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/m/home');
    const drawnBanner = page.locator('#first-view .first-view__banner');
    await expect(drawnBanner).toBeVisible();
    await expect
      .poll(() => drawnBanner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const firstBanner = await boxOf(page, '#first-view .first-view__banner');
    const firstLogo = await boxOf(page, '#first-view .first-view__logo');

    await page.unroute(ENTRY);
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'ব্যানার' });
    await expect(banners.getByRole('img').first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    // Same place and size: the hand-over moves nothing on screen.
    expect(await boxOf(page, 'section[aria-roledescription="carousel"] img')).toEqual(firstBanner);
    expect(await boxOf(page, 'header img')).toEqual(firstLogo);
    // The header's own link: the footer's help list has a "নিবন্ধন ও লগইন" link too, shown once the
    // deferred footer has loaded.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'লগইন', exact: true }),
    ).toBeVisible();
  });

  test('the header under the first view answers taps at once', async ({ page }) => {
    // The banner picture never arrives: the app starts after its short wait, under the first view.
    await page.route('**/content/art/announcement/**', () => undefined);
    // The page's load event waits for that picture too.
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#first-view')).toHaveCount(1);
    await page.getByRole('button', { name: 'মেনু' }).click();
    await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeVisible();
    // The menu opens over the first view, which steps aside while it is open.
    await expect(page.locator('#first-view')).toBeHidden();
  });

  test('another screen, or a start-up that fails, takes the first view away', async ({ page }) => {
    // The banners never arrive, so only the screen change can remove the first view.
    await page.route('**/content/art/announcement/**', () => undefined);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#first-view')).toHaveCount(1);
    await page.getByRole('link', { name: 'প্রোমো কোড' }).click();
    // The promo code is a member's screen: a visitor passes it on the way to the login.
    await expect(page).toHaveURL(/\/m\/(promoCode|login)$/);
    // Well before the 10 s at which the first view goes anyway.
    await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 3_000 });

    await page.route('**/wps/system/status', (route) => route.abort());
    await page.evaluate(() => localStorage.clear());
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 3_000 });
  });

  test('a first banner that fails leaves no first view behind', async ({ page }) => {
    const html = await (await page.request.get('/m/home')).text();
    const picture = /<img class="first-view__banner" src="([^"]+)"/.exec(html)?.[1];
    expect(picture).toBeTruthy();
    await page.route(`**${picture ?? ''}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/m/home');
    await expect(
      page.getByRole('region', { name: 'ব্যানার' }).getByRole('img').first(),
    ).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
  });
});

test.describe('the promotions list’s first view', () => {
  test('the server draws the first promotion’s picture, and the app takes over at exactly its place', async ({
    page,
  }) => {
    // The first view alone: the first promotion's picture under the banner carousel's empty box.
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/m/activity');
    const drawnPicture = page.locator('#first-view .first-view__picture');
    await expect
      .poll(() => drawnPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const drawn = await boxOf(page, '#first-view .first-view__picture');
    const drawnCarousel = await boxOf(page, '#first-view .first-view__carousel');

    await page.unroute(ENTRY);
    await page.goto('/m/activity');
    const list = page.getByRole('list', { name: 'প্রমোশন' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    // Same place and size: the hand-over moves nothing on screen.
    expect(await boxOf(page, 'main ul li img')).toEqual(drawn);
    const carousel = await boxOf(page, 'section[aria-roledescription="carousel"]');
    expect(carousel).toEqual(drawnCarousel);
  });

  test('a promotion’s own address draws no list, and another screen takes the first view away', async ({
    page,
  }) => {
    const detail = await (await page.request.get('/m/activity?id=101')).text();
    expect(detail).not.toContain('first-view__picture');

    // The picture never arrives: only the screen change removes the first view.
    await page.route('**/content/art/announcement/**', () => undefined);
    await page.goto('/m/activity', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#first-view')).toHaveCount(1);
    // Back from the promotions goes home.
    await page.getByRole('button', { name: 'ফিরে যান' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 3_000 });
  });
});

test.describe('pages the server draws nothing of', () => {
  test('paint the splash before their scripts load, then start the app', async ({ page }) => {
    const html = await (await page.request.get('/m/register')).text();
    // The splash logo is in the page itself: the first paint needs no request but the stylesheet.
    expect(html).toMatch(
      /<div class="splash" aria-hidden="true"><img src="data:image\/svg\+xml;base64,/,
    );
    expect(html).not.toMatch(/<script[^>]+src="\/m\/assets\/index-/);
    expect(html).toMatch(
      /<div id="first-view" class="first-view" aria-hidden="true" hidden data-entry="\/m\/assets\/index-[\w-]+\.js"/,
    );

    // Without the entry the splash stays: the scripts were asked for only after it painted.
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/m/register');
    await expect(page.locator('.splash img')).toBeVisible();
    await page.unroute(ENTRY);
    await page.goto('/m/register');
    await expect(page.getByRole('dialog', { name: 'নিবন্ধন' })).toBeVisible();
    await expect(page.locator('.splash')).toBeHidden();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

// The first screen's part of a catalogue and the whole one (vite.config.ts names both).
const FIRST_SCREEN = /\/m\/assets\/messages-first-screen-[\w-]+\.js$/;
const WHOLE = /\/m\/assets\/messages-(?!first-screen-)[\w-]+\.js$/;

/** Every catalogue chunk the page asks for, in order. */
function catalogueRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FIRST_SCREEN.test(path) || WHOLE.test(path)) asked.push(path);
  });
  return asked;
}

/** The home screen with the parts that wait for the page to settle (the customer-service widget). */
async function openSettledHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'অ্যাকাউন্ট' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'গ্রাহক সেবা' })).toBeVisible({ timeout: 15_000 });
}

test.describe('catalogue of the first screen', () => {
  test('a visitor on home reads only the first screen’s part; the side menu brings the rest', async ({ page }) => {
    const asked = catalogueRequests(page);
    await openSettledHome(page);
    // A message the part lacked would have made the site load the whole catalogue.
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
    expect(asked.filter((path) => FIRST_SCREEN.test(path))).toHaveLength(1);

    await page.getByRole('button', { name: 'মেনু' }).click();
    const menu = page.getByRole('dialog', { name: 'মেনু' });
    await expect(menu.getByRole('heading', { name: 'কার্যক্রম' })).toBeVisible();
    expect(asked.filter((path) => WHOLE.test(path))).toHaveLength(1);
  });

  test('a member on home reads only the first screen’s part too', async ({ page, request }) => {
    await logIn(page, request);
    const asked = catalogueRequests(page);
    await openSettledHome(page);
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
  });

  test('a visit that lands on another screen loads the whole catalogue and shows it in Bengali', async ({ page }) => {
    const asked = catalogueRequests(page);
    await page.goto('/m/slot-games');
    await expect(page.getByRole('heading', { name: 'একটি প্রদানকারী বেছে নিন', exact: true })).toBeVisible();
    expect(asked.some((path) => WHOLE.test(path))).toBe(true);
  });

  test('going from home to another screen shows that screen in Bengali', async ({ page }) => {
    await openSettledHome(page);
    await page.getByRole('link', { name: 'আরও গেম: স্লট' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games/);
    await expect(page.getByRole('heading', { name: 'একটি প্রদানকারী বেছে নিন', exact: true })).toBeVisible();
  });
});

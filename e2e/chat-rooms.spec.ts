import type { Page } from '@playwright/test';
import { resetSite } from './dev-controls';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

// Issue 53 "Room types" (requirements B7.3, B9.4): each chat host's room shows its type; a VIP room
// refuses a member below its level and a pay-per-view room one whose balance does not cover it, with
// the translated reason by the room; a free room opens. Seeded rooms: Riya free, Tanvir VIP 3,
// Nusrat pay per view at 2,000.00 (server/db/seed/content-players.ts).

const TEXTS = {
  EN: {
    all: 'All chat hosts',
    riya: 'Riya',
    tanvir: 'Tanvir',
    nusrat: 'Nusrat',
    free: 'Free',
    vip: 'VIP 3+',
    payPerView: 'Pay per view 2,000.00',
    enter: (name: string) => `Enter ${name}'s room`,
    retry: (name: string) => `Try ${name}'s room again`,
    offline: 'No internet connection',
    vipRefusal: 'This room is for VIP 3 members and above. Your level is 2.',
    balanceRefusal: 'This pay-per-view room costs 2,000.00. Please deposit to watch.',
  },
  BN: {
    all: 'সব চ্যাট হোস্ট',
    riya: 'রিয়া',
    tanvir: 'তানভীর',
    nusrat: 'নুসরাত',
    free: 'ফ্রি',
    vip: 'VIP 3+',
    payPerView: 'পে-পার-ভিউ 2,000.00',
    enter: (name: string) => `${name}-এর রুমে প্রবেশ করুন`,
    retry: (name: string) => `${name}-এর রুমে আবার চেষ্টা করুন`,
    offline: 'ইন্টারনেট সংযোগ নেই',
    vipRefusal: 'এই রুমটি VIP 3 ও তার ঊর্ধ্বের সদস্যদের জন্য। আপনার লেভেল 2।',
    balanceRefusal: 'এই পে-পার-ভিউ রুমের মূল্য 2,000.00। দেখতে অনুগ্রহ করে ডিপোজিট করুন।',
  },
} as const;

const row = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });

test.describe('chat room types', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.afterEach(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];

    test(`${language}: the rooms show their type; a VIP room refuses a member below its level; a free room opens`, async ({
      page,
      request,
    }, testInfo) => {
      await logIn(page, request);
      await page.goto(`/m/webEmail?lang=${language}`);
      await expect(row(page, text.all, text.riya)).toContainText(text.free);
      await expect(row(page, text.all, text.tanvir)).toContainText(text.vip);
      await expect(row(page, text.all, text.nusrat)).toContainText(text.payPerView);

      await page.getByRole('button', { name: text.enter(text.tanvir), exact: true }).click();
      await expect(row(page, text.all, text.tanvir).getByRole('alert')).toHaveText(text.vipRefusal);
      await expect(page).toHaveURL(/\/m\/webEmail/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.screenshot({
        path: testInfo.outputPath(`rooms-vip-refused-${language}-360.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: text.enter(text.riya), exact: true }).click();
      await expect(page).toHaveURL(/\/chat\/demo\?.*title=/);
    });

    test(`${language}: a pay-per-view room refuses a member whose balance does not cover it`, async ({
      page,
      request,
    }, testInfo) => {
      // demo_player2 has 1,000.00.
      await logIn(page, request, 'demo_player2');
      await page.goto(`/m/webEmail?lang=${language}`);
      await page.getByRole('button', { name: text.enter(text.nusrat), exact: true }).click();
      await expect(row(page, text.all, text.nusrat).getByRole('alert')).toHaveText(
        text.balanceRefusal,
      );
      await page.screenshot({
        path: testInfo.outputPath(`rooms-ppv-refused-${language}-360.png`),
        fullPage: true,
      });
    });
  }

  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];
    test(`${language} at 320 px: without a connection the room offers Try again, which enters it`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await logIn(page, request, 'demo_player2');
      // The first entry finds no network; the next goes through to the server.
      let failed = false;
      await page.route(/\/wps\/relay\/CBS_enterRoom(\?|$)/, async (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort('internetdisconnected');
      });
      await page.goto(`/m/webEmail?lang=${language}`);
      await page.getByRole('button', { name: text.enter(text.riya), exact: true }).click();
      await expect(row(page, text.all, text.riya).getByRole('alert')).toHaveText(text.offline);
      const retry = page.getByRole('button', { name: text.retry(text.riya), exact: true });
      await expect(retry).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.screenshot({
        path: testInfo.outputPath(`rooms-offline-${language}-320.png`),
        fullPage: true,
      });
      await retry.click();
      await expect(page).toHaveURL(/\/chat\/demo\?.*title=/);
    });
  }

  test('a visitor sees the types and is sent to log in to enter', async ({ page }) => {
    await page.goto('/m/webEmail?lang=EN');
    await expect(row(page, TEXTS.EN.all, 'Tanvir')).toContainText('VIP 3+');
    await page.getByRole('button', { name: "Enter Tanvir's room", exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

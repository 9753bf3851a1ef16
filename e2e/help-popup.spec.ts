import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { translate } from './models/kit/catalogue.ts';

// Requirements B2.8.2 and B2.8.6: the footer's help list and the side menu open the help centre as a popup
// with a tab per help group; it is one of the exclusive popups (the page does not scroll, one at a
// time) and the browser's Back closes it. The help groups are the reference server's seeded entries.

test.use({ viewport: { width: 360, height: 780 } });

const LANGS = ['en', 'bn'] as const;
type Lang = (typeof LANGS)[number];

/** The seeded help groups' titles (server/db/seed/content-help.ts), in their order. */
const GROUPS: Record<Lang, string[]> = {
  en: ['About us', 'Registration and login', 'How to deposit', 'How to withdraw'],
  bn: ['আমাদের সম্পর্কে', 'নিবন্ধন ও লগইন', 'কীভাবে ডিপোজিট করবেন', 'কীভাবে উইথড্র করবেন'],
};

async function openHome(page: Page, lang: Lang, path = '/m/home') {
  await page.goto(`${path}?lang=${lang.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const helpDialog = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: translate(lang, 'Help center') });
const footerHelp = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: translate(lang, 'Help'), exact: true });
const scrollLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset['scrollLocked'] !== undefined);

for (const lang of LANGS) {
  test.describe(`help centre popup (${lang.toUpperCase()})`, () => {
    test('opens from the footer on the title tapped, switches tabs, and Back closes it', async ({
      page,
    }) => {
      await openHome(page, lang);
      const link = footerHelp(page, lang).getByRole('link', { name: GROUPS[lang][3], exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();

      const dialog = helpDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // A popup over the page: the address stays, the page does not scroll.
      await expect(page).toHaveURL(/\/m\/home\?/);
      expect(await scrollLocked(page)).toBe(true);

      const tabs = dialog.getByRole('tablist', { name: translate(lang, 'Help topics') });
      const withdraw = tabs.getByRole('tab', { name: GROUPS[lang][3], exact: true });
      await expect(withdraw).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
      // The selected tab is scrolled into view inside the tab strip.
      await expect(async () => {
        const strip = (await tabs.boundingBox())!;
        const tab = (await withdraw.boundingBox())!;
        expect(tab.x).toBeGreaterThanOrEqual(strip.x - 1);
        expect(tab.x + tab.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
      }).toPass();
      await page.screenshot({ path: `.tmp/C2-help-popup-${lang}-360.png` });

      // A tap on another tab shows that group; the arrow keys move along the tabs.
      await tabs.getByRole('tab', { name: GROUPS[lang][0], exact: true }).click();
      await expect(tabs.getByRole('tab', { name: GROUPS[lang][0], exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(withdraw).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowRight');
      const second = tabs.getByRole('tab', { name: GROUPS[lang][1], exact: true });
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(second).toBeFocused();
      await expect(dialog.getByRole('tabpanel')).toHaveAccessibleName(GROUPS[lang][1]!);

      // The browser's Back closes the popup and leaves the page where it was: the title tapped is still in view.
      await page.goBack();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home\?/);
      await expect.poll(() => scrollLocked(page)).toBe(false);
      await expect(link).toBeInViewport();
    });

    test('the close button closes it and leaves its history entry', async ({ page }) => {
      // Home after another page, so one step back has a page to go to.
      await openHome(page, lang, '/m/activity');
      await openHome(page, lang);
      await footerHelp(page, lang)
        .getByRole('link', { name: GROUPS[lang][2], exact: true })
        .click();
      const dialog = helpDialog(page, lang);
      await expect(dialog.getByRole('tab', { name: GROUPS[lang][2], exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await dialog.getByRole('button', { name: translate(lang, 'Close') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home/);
      // The popup's entry is gone: Back leaves home for the page before it.
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/activity/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the side menu opens it too, and a link inside goes to the full page', async ({
      page,
    }) => {
      await openHome(page, lang);
      await page.getByRole('button', { name: translate(lang, 'Menu') }).click();
      const menu = page.getByRole('dialog', { name: translate(lang, 'Menu') });
      await menu.getByRole('link', { name: translate(lang, 'Help center') }).click();
      const dialog = helpDialog(page, lang);
      await expect(dialog.getByRole('tab', { name: GROUPS[lang][0], exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.screenshot({ path: `.tmp/C2-help-popup-menu-${lang}-360.png` });

      await dialog.getByRole('tab', { name: GROUPS[lang][1], exact: true }).click();
      await dialog.getByRole('link', { name: translate(lang, 'Open as a page') }).click();
      await expect(page).toHaveURL(/\/m\/help\?i=1/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('tab', { name: GROUPS[lang][1], exact: true }),
      ).toHaveAttribute('aria-selected', 'true');
      // The page took the popup's entry: Back returns to the page the popup was opened on.
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

// One modal popup at a time: the home's announcement popups (requirements B2.2) wait while the help
// centre is open, and open once it has closed; they never stack on it.
test.describe('home announcement popups and the help centre', () => {
  test.use({ homePopups: true });

  test('the announcements answered while the help centre is open wait for it to close', async ({
    page,
  }) => {
    // The popup list is held until the help centre is up, as on a slow network.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) =>
        url.pathname.endsWith('/MCSFE_getListAnnouncements') &&
        url.searchParams.get('types') === 'PU',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await openHome(page, 'en');
    const link = footerHelp(page, 'en').getByRole('link', { name: GROUPS.en[0], exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const help = helpDialog(page, 'en');
    await expect(help).toBeVisible();

    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('MCSFE_getListAnnouncements') &&
        response.url().includes('types=PU'),
    );
    release();
    await answered;
    // A tab picked after the answer came: the page has rendered since, and still only the help centre shows.
    const second = help.getByRole('tab', { name: GROUPS.en[1], exact: true });
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(help).toBeVisible();

    await help.getByRole('button', { name: 'Close' }).click();
    const announcement = page.getByRole('dialog');
    await expect(announcement.locator('img')).toHaveAttribute('src', /\/403-1\.png$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

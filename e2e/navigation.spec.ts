import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

/*
 * Navigation a player can trust (issue 53): the footer bar on its own destinations and the
 * browsing screens, links to every screen, the member header's logo at every phone width, the game
 * categories' way home, the announcements never under the frame's sheets, and the help page's
 * selected tab in view.
 */

const footerBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Follows a path the way the app's links do (the router listens to the history). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('footer bar', () => {
  test('stays on the screens its tabs open, marking the tab, and on the browsing screens', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    for (const [tab, title] of [
      ['Reward', 'Reward center'],
      ['Profile', 'My account'],
      ['Promotion', 'Promotion activity'],
    ] as const) {
      await footerBar(page)
        .getByRole('link', { name: new RegExp(`^${tab}`) })
        .click();
      await expect(heading(page, title)).toBeVisible();
      await expect(footerBar(page)).toBeVisible();
      await expect(
        footerBar(page).getByRole('link', { name: new RegExp(`^${tab}`) }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(footerBar(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await footerBar(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(footerBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [path, title] of [
      ['/m/slot-games', 'RNG'],
      ['/m/search-games', 'Search'],
      ['/m/fav-games', 'My favorite'],
      ['/m/recent-games', 'Recent games'],
      ['/m/notice', 'Announcements'],
      ['/m/help', 'Help center'],
      ['/m/provider', 'Game providers'],
      ['/m/gameCenter', 'Game center'],
    ] as const) {
      await openInApp(page, path);
      await expect(heading(page, title)).toBeVisible();
      await expect(footerBar(page), `the footer bar on ${path}`).toBeVisible();
      await expect(footerBar(page).locator('[aria-current="page"]')).toHaveCount(0);
    }
  });

  test('gives way where a form needs the room', async ({ page, request }) => {
    await logIn(page, request);
    for (const [path, title] of [
      ['/m/voucherCenter', 'Deposit'],
      ['/m/withdraw', 'Withdraw'],
      ['/m/feedback', 'Feedback'],
    ] as const) {
      await page.goto(`${path}?lang=EN`);
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
      await expect(footerBar(page)).toHaveCount(0);
    }
  });

  for (const language of ['EN', 'BN'] as const) {
    test(`at 320 px the last entry of a long list scrolls clear of the bar (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/m/provider?lang=${language}`);
      // The bar by its id: its name is in the page's language.
      await expect(page.locator('nav#footer-bar')).toBeVisible();
      const entries = page.getByRole('main').getByRole('link');
      await expect(entries.first()).toBeVisible();
      expect(await entries.count()).toBeGreaterThan(5);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const last = await entries.last().boundingBox();
      // The bar and the tabs on its top edge (toggle, service handle) float over the page's end.
      const toggle = await page.locator('button[aria-controls="footer-bar"]').boundingBox();
      expect(last && toggle).toBeTruthy();
      expect(last!.y + last!.height).toBeLessThanOrEqual(toggle!.y);
    });
  }
});

test.describe('links to every screen', () => {
  test('the side menu leads to feedback and the menu page', async ({ page }) => {
    for (const language of ['EN', 'BN'] as const) {
      const names =
        language === 'EN'
          ? { menu: 'Menu', feedback: 'Feedback', more: 'More', menuTitle: 'Menu' }
          : { menu: 'মেনু', feedback: 'মতামত', more: 'আরও', menuTitle: 'মেনু' };
      await page.goto(`/m/home?lang=${language}`);
      await page.getByRole('button', { name: names.menu }).click();
      const menu = page.getByRole('dialog', { name: names.menu });
      await menu.getByRole('link', { name: names.feedback }).click();
      await expect(page).toHaveURL(/\/m\/feedback$/);
      await page.goto(`/m/home?lang=${language}`);
      await page.getByRole('button', { name: names.menu }).click();
      await menu.getByRole('link', { name: names.more, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/menu$/);
      await expect(heading(page, names.menuTitle)).toBeVisible();
    }
  });

  test('the lobby leads to the providers and the game centre', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const providers = page.getByRole('region', { name: 'Game providers' });
    await providers.getByRole('link', { name: 'All providers' }).click();
    await expect(heading(page, 'Game providers')).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Game providers' })
      .getByRole('link', { name: 'Game center' })
      .click();
    await expect(heading(page, 'Game center')).toBeVisible();
  });
});

test.describe('member header', () => {
  for (const language of ['EN', 'BN'] as const) {
    test(`toggle, logo, balance, Deposit and Withdraw whole from 320 to 412 px (${language})`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.route('**/wps/v2/wallets/balance', (route) =>
        route.fulfill({
          json: {
            success: true,
            value: { sumBalance: '1234567.89', currency: 'BDT' },
            errorCode: null,
          },
        }),
      );
      const header = page.getByRole('banner');
      const [deposit, withdraw] =
        language === 'EN' ? ['Deposit', 'Withdraw'] : ['ডিপোজিট', 'উত্তোলন'];
      for (const width of [320, 348, 360, 392, 412]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto(`/m/home?lang=${language}`);
        await expect(header.getByRole('status').first()).toHaveText('1,234,567.89');
        const controls = [
          header.getByRole('button', { name: language === 'EN' ? 'Menu' : 'মেনু' }),
          header.getByRole('button', { name: 'BanglaBet' }),
          header.getByRole('button', {
            name: language === 'EN' ? 'Hide balance' : 'ব্যালেন্স লুকান',
          }),
          header.getByRole('button', {
            name: language === 'EN' ? 'Refresh balance' : 'ব্যালেন্স রিফ্রেশ করুন',
          }),
          header.getByRole('link', { name: deposit, exact: true }),
          header.getByRole('link', { name: withdraw, exact: true }),
        ];
        const boxes = [];
        for (const control of controls) {
          await expect(control).toBeVisible();
          const box = (await control.boundingBox())!;
          expect(box.x, `${width} px: inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${width} px: inside the screen`).toBeLessThanOrEqual(width);
          // Whole: its content is not cut by its box, and a label takes one line.
          expect(
            await control.evaluate((element) => element.scrollWidth <= element.clientWidth),
            `${width} px: ${await control.getAttribute('aria-label')} whole`,
          ).toBe(true);
          boxes.push(box);
        }
        for (const name of [deposit, withdraw]) {
          const lines = await header
            .getByRole('link', { name, exact: true })
            .evaluate((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            });
          expect(lines, `${width} px: ${name} on one line`).toBe(1);
        }
        // Side by side, in that order, none over another.
        for (const [index, box] of boxes.slice(1).entries())
          expect(
            box.x,
            `${width} px: control ${index + 1} after the one before`,
          ).toBeGreaterThanOrEqual(boxes[index]!.x + boxes[index]!.width - 0.5);
        // The figure is drawn whole inside its toggle.
        const figure = header.locator('[data-figure]:visible');
        await expect(figure).toHaveText('1.23M');
        expect(
          await figure.evaluate((element) => {
            const drawn = element.getBoundingClientRect();
            const toggle = element.parentElement!.getBoundingClientRect();
            return drawn.left >= toggle.left && drawn.right <= toggle.right;
          }),
        ).toBe(true);
        await page.screenshot({
          path: test.info().outputPath(`header-${language}-${width}.png`),
          clip: { x: 0, y: 0, width, height: 56 },
        });
      }
    });
  }
});

test.describe('game category header', () => {
  test('back goes to home and the home button returns home', async ({ page }) => {
    await page.goto('/m/help?lang=EN');
    await expect(heading(page, 'Help center')).toBeVisible();
    await openInApp(page, '/m/slot-games?vendor=PG');
    await expect(heading(page, 'RNG')).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await openInApp(page, '/m/live-games');
    await expect(heading(page, 'LIVE')).toBeVisible();
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Other screens keep one step back and no home button.
    await openInApp(page, '/m/notice');
    await expect(heading(page, 'Announcements')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  });

  test('in Bengali at 320 px the title, back and home stay whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/m/live-games?lang=BN');
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'হোম', exact: true });
    await expect(home).toBeVisible();
    const box = (await home.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  });
});

test.describe('announcement popups and the frame sheets', () => {
  test.use({ homePopups: true });

  const announcement = (page: Page) =>
    page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Next announcement' }) });

  /**
   * Holds the home's popup announcements until released, and records, at the moment the
   * announcement popup is first drawn, the titles of the popups open then (a sheet animating out
   * is closed): whether it opened over a sheet is known whenever the list is processed.
   */
  async function watchPopups(page: Page) {
    await page.addInitScript(() => {
      const record = window as unknown as { openWhenShown?: string[] };
      new MutationObserver(() => {
        if (record.openWhenShown) return;
        if (!document.querySelector('button[aria-label="Next announcement"]')) return;
        record.openWhenShown = [
          ...document.querySelectorAll('[data-state="open"] [role="dialog"]'),
        ].map(
          (dialog) =>
            document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '',
        );
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (reached = resolve));
    await page.route(
      (url) =>
        url.pathname.endsWith('/MCSFE_getListAnnouncements') &&
        (url.searchParams.get('types') ?? '').includes('PU'),
      async (route) => {
        reached();
        await released;
        await route.continue();
      },
    );
    const openWhenShown = () =>
      page.evaluate(() => (window as unknown as { openWhenShown?: string[] }).openWhenShown);
    return { held, release, openWhenShown };
  }

  test('they wait while the side menu is open and show once it closes', async ({ page }) => {
    const popups = await watchPopups(page);
    await page.goto('/m/home?lang=EN');
    await popups.held;
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const answered = page.waitForResponse((response) =>
      response.url().includes('MCSFE_getListAnnouncements'),
    );
    popups.release();
    await answered;
    // The menu, untouched by the list's arrival, closes by its own button.
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(announcement(page)).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await popups.openWhenShown()).not.toContain('Menu');
  });

  test('they wait while the region sheet is open and show once it closes', async ({ page }) => {
    const popups = await watchPopups(page);
    await page.goto('/m/home?lang=EN');
    await popups.held;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Region and language' }).click();
    const sheet = page.getByRole('dialog', { name: 'Region and language' });
    await expect(sheet).toBeVisible();
    const answered = page.waitForResponse((response) =>
      response.url().includes('MCSFE_getListAnnouncements'),
    );
    popups.release();
    await answered;
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(announcement(page)).toBeVisible();
    expect(await popups.openWhenShown()).not.toContain('Region and language');
    expect(await popups.openWhenShown()).not.toContain('Menu');
  });
});

test.describe('help page', () => {
  for (const language of ['EN', 'BN'] as const) {
    test(`brings the selected tab into view at 320 px (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/m/help?lang=${language}`);
      const strip = page.getByRole('tablist');
      const tabs = strip.getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const count = await tabs.count();
      // The strip must overflow for the test to mean anything.
      expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await page.goto(`/m/help?lang=${language}&i=${count - 1}`);
      const selected = strip.getByRole('tab', { selected: true });
      await expect(selected).toHaveText((await tabs.nth(count - 1).textContent()) ?? '');
      // Within the strip's visible box once the 200 ms transition has ended.
      await expect
        .poll(async () =>
          selected.evaluate((tab) => {
            const list = tab.parentElement!.getBoundingClientRect();
            const box = tab.getBoundingClientRect();
            return box.left >= list.left - 0.5 && box.right <= list.right + 0.5;
          }),
        )
        .toBe(true);
    });
  }
});

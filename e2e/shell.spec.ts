import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls';
import { logIn } from './member-session';

// Requirements A2.3 "Mobile header": every path of the title table, in English.
const TITLES: Record<string, string> = {
  '/m/activity': 'Promotion activity',
  '/m/activityDetail': 'Promotion activity',
  '/m/forget': 'Forgot password',
  '/m/login': 'Login',
  '/m/register': 'Register',
  '/m/changePsw': 'Change password',
  '/m/notice': 'Announcements',
  '/m/noticeDetail': 'Notice detail',
  '/m/gameCenter': 'Game center',
  '/m/set': 'Personal setting',
  '/m/help': 'Help center',
  '/m/helpDetail': 'Help center',
  '/m/hot-games': 'Hot games',
  '/m/download': 'Download promo',
  '/m/provider': 'Game providers',
  '/m/search-games': 'Search',
  '/m/fav-games': 'My favorite',
  '/m/favorite': 'My favorite',
  '/m/new-games': 'New games',
  '/m/jili': 'JILI',
  '/m/slot-games': 'RNG',
  '/m/live-games': 'LIVE',
  '/m/fish-games': 'FISH',
  '/m/pvp-games': 'PVP',
  '/m/sport-games': 'SPORTS',
  '/m/esport-games': 'Esport',
  '/m/jackpots': 'Recommended',
  '/m/cockfight': 'Cockfight',
  '/m/lott': 'Lottery',
  '/m/elott': 'Lottery',
  '/m/applyReward': 'Activity claim',
};
const BACK_TO_HOME = new Set([
  '/m/login',
  '/m/register',
  '/m/activity',
  '/m/forget',
  '/m/download',
  // Requirements B2.3.2: a game category's back button goes to home.
  '/m/hot-games',
  '/m/new-games',
  '/m/jili',
  '/m/slot-games',
  '/m/live-games',
  '/m/fish-games',
  '/m/pvp-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/jackpots',
  '/m/cockfight',
  '/m/lott',
  '/m/elott',
]);
const POPUP_PAGES = new Set(['/m/login', '/m/register', '/m/forget']);
// Need a session: a visitor is sent home, to the login or to the promotions (their titles are
// checked with a session in account-register.spec.ts, games.spec.ts and promotions.spec.ts).
const SESSION_PAGES: Record<string, 'home' | 'login' | 'activity'> = {
  '/m/changePsw': 'home',
  '/m/fav-games': 'login',
  '/m/favorite': 'login',
  '/m/applyReward': 'activity',
};
const SENT_TO = { home: /\/m\/home$/, login: /\/m\/login/, activity: /\/m\/activity$/ };

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('mobile header', () => {
  test('every path of the title table shows its title, and back goes where the spec says', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/m/help?lang=EN');
    await expect(heading(page, 'Help center')).toBeVisible();
    for (const [path, title] of Object.entries(TITLES)) {
      // Arrive from /m/help through the app, so "one step back" has somewhere to go.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      if (POPUP_PAGES.has(path)) {
        // These addresses open their account popup over the page (requirements A4); closing it
        // there replaces the address with home, as the back arrow would.
        const popup = page.getByRole('dialog', { name: title });
        await expect(popup).toBeVisible();
        await popup.getByRole('button', { name: 'Close' }).click();
        await expect(page).toHaveURL(/\/m\/home/);
        await page.goto('/m/help');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        continue;
      }
      const visitorGoes = SESSION_PAGES[path];
      if (visitorGoes !== undefined) {
        if (visitorGoes === 'login')
          await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
        await expect(page).toHaveURL(SENT_TO[visitorGoes]);
        await page.goto('/m/help');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        continue;
      }
      await expect(heading(page, title)).toBeVisible();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      if (BACK_TO_HOME.has(path)) {
        await expect(page).toHaveURL(/\/m\/home/);
        await page.goto('/m/help');
      } else {
        await expect(page).toHaveURL(/\/m\/help/);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a page opened directly goes home from the back arrow', async ({ page }) => {
    await page.goto('/m/notice?lang=EN');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('titles are translated in Bengali', async ({ page }) => {
    await page.goto('/m/notice?lang=BN');
    await expect(heading(page, 'ঘোষণা')).toBeVisible();
  });
});

test.describe('home header and side menu', () => {
  test.afterEach(async ({ request }) => resetSite(request));

  test('a visitor gets login and register, and every menu item regardless of flags', async ({
    page,
    request,
  }) => {
    await configureSite(request, { whitelabel: [{ moduleId: 'MAILCEN', enabled: false }] });
    await page.goto('/m/home?lang=EN');
    await page.getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    await register.getByRole('button', { name: 'Close' }).click();
    await expect(register).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Inbox' })).toBeVisible();
    // Requirements B2.8.2: the help centre opens as a popup over the page.
    await menu.getByRole('link', { name: 'Help center' }).click();
    await expect(page.getByRole('dialog', { name: 'Help center' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test('a member sees deposit and withdraw, and only the menu items whose module is on', async ({
    page,
    request,
  }) => {
    await configureSite(request, { whitelabel: [{ moduleId: 'MAILCEN', enabled: false }] });
    // A real session: the header asks the wallet with it, and a made-up token would end it.
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Help center' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('region-language popup', () => {
  test.afterEach(async ({ request }) => resetSite(request));

  test('a language applies at once, without a reload', async ({ page }) => {
    await page.goto('/m/home?lang=BN');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'মেনু' }).click();
    await page.getByRole('button', { name: 'অঞ্চল ও ভাষা' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Region and language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('another region clears the stored status and session, and reloads home with the query string', async ({
    page,
    request,
  }) => {
    await configureSite(request, {
      regions: [
        {
          merchantCode: 'bdbt',
          country: 'BD',
          currency: 'BDT',
          countryName: 'Bangladesh',
          langList: ['BN', 'EN'],
          dialingCode: '880',
        },
        {
          merchantCode: 'bdus',
          country: 'BD',
          currency: 'USD',
          countryName: 'Bangladesh',
          langList: ['EN', 'BN'],
          dialingCode: '880',
        },
      ],
    });
    await page.goto('/m/help?lang=BN&aff=XYZ');
    await page.evaluate(() => sessionStorage.setItem('probe', 'x'));
    await page.goto('/m/home?aff=XYZ');
    await page.getByRole('button', { name: 'মেনু' }).click();
    await page.getByRole('button', { name: 'অঞ্চল ও ভাষা' }).click();
    await page.getByRole('button', { name: 'Bangladesh · USD' }).click();
    await expect(page).toHaveURL(/\/m\/home\?aff=XYZ$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('MC_MERCHANT'))).toBe('bdus');
  });
});

test.describe('landmarks', () => {
  // Every screen: the header is the banner, the screen sits in the page's one main landmark, and
  // there is navigation (the header's way back or account actions, the footer bar on the main tabs).
  for (const path of [
    '/m/home',
    '/m/menu',
    '/m/activity',
    '/m/notice',
    '/m/help',
    '/m/gameCenter',
    '/m/slot-games',
    '/m/feedback',
    '/m/download',
  ]) {
    test(`${path} has one banner, one main and navigation`, async ({ page }) => {
      await page.goto(`${path}?lang=EN`);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
    });
  }
});

test.describe('footer bar', () => {
  test('carries the main tabs on home and promotions, not on sub-screens', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Promotion' }).click();
    await expect(heading(page, 'Promotion activity')).toBeVisible();
    await expect(bar).toBeVisible();
    await page.goto('/m/login');
    await expect(heading(page, 'Login')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('page footer and service widget', () => {
  test.afterEach(async ({ request }) => resetSite(request));

  test('home ends with the age notice and copyright, and the widget offers every configured channel', async ({
    page,
  }) => {
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByText('Only players aged 18 or over may play. Please play responsibly.'),
    ).toBeVisible();
    await expect(
      page.getByText('Copyright © 2019–2025 BanglaBet. All rights reserved.'),
    ).toBeVisible();
    // Folded into one handle on the footer bar's edge, so it lies on no control; it opens the channels.
    const widget = page.getByRole('complementary', { name: 'Customer service' });
    await widget.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(widget.getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://livechat.example.com/chat/banglabet',
    );
    await expect(widget.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/banglabet_support',
    );
    await expect(widget.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/banglabet',
    );
  });

  test('a channel without a link is not offered', async ({ page, request }) => {
    await configureSite(request, { customerService: [], resources: [] });
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Customer service' })).toHaveCount(0);
  });
});

test.describe('menu page', () => {
  test('lists its entries and the configured social links', async ({ page }) => {
    await page.goto('/m/menu?lang=EN');
    await expect(heading(page, 'Menu')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://livechat.example.com/chat/banglabet',
    );
    const follow = page.getByRole('region', { name: 'Follow us' });
    await expect(follow.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await expect(follow.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
    // The betting record is a member's (requirements C1.1): a visitor's tap ends at the login. The
    // record's own title shows only for the moment before the gate redirects, so it is not waited for.
    await page.getByRole('link', { name: 'Betting record' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});

test.describe('download page', () => {
  test('offers the configured Android download on an Android phone', async ({ page }) => {
    await page.goto('/m/download?lang=EN');
    await expect(heading(page, 'Download promo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.example.com/banglabet.apk',
    );
    await expect(page.getByRole('heading', { name: 'Add to your home screen' })).toHaveCount(0);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

// The first screen's part of a catalogue, a landing screen's part and the whole one (vite.config.ts names them).
const FIRST_SCREEN = /\/m\/assets\/messages-first-screen-[\w-]+\.js$/;
const PART = /\/m\/assets\/messages-part-([a-z]+)-[\w-]+\.js$/;
// The login page's own piece, read instead of the first screen's part.
const LANDING = /\/m\/assets\/messages-landing-([a-z]+)-[\w-]+\.js$/;
const WHOLE = /\/m\/assets\/messages-(?!first-screen-|part-|landing-)[\w-]+\.js$/;

/** Every catalogue chunk the page asks for, in order. */
function catalogueRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FIRST_SCREEN.test(path) || PART.test(path) || LANDING.test(path) || WHOLE.test(path))
      asked.push(path);
  });
  return asked;
}

/** The home screen with the parts that wait for the page to settle (the customer-service widget). */
async function openSettledHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'অ্যাকাউন্ট' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'গ্রাহক সেবা' })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('catalogue of the first screen', () => {
  test('a visitor on home reads the first screen’s part, and the deferred part once it has settled; the side menu brings the rest', async ({
    page,
  }) => {
    const asked = catalogueRequests(page);
    await openSettledHome(page);
    // A message the parts lacked would have made the site load the whole catalogue.
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
    expect(asked.filter((path) => FIRST_SCREEN.test(path))).toHaveLength(1);
    // The customer-service area brought the messages of what mounts once the page has settled.
    expect(asked.filter((path) => PART.test(path)).map((path) => PART.exec(path)?.[1])).toEqual([
      'deferred',
    ]);

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

  test('a visit that lands on a screen without a part of its own loads the whole catalogue and shows it in Bengali', async ({
    page,
  }) => {
    const asked = catalogueRequests(page);
    await page.goto('/m/gameCenter');
    await expect(
      page.getByRole('main').getByRole('link').filter({ hasText: 'গেম: ' }).first(),
    ).toBeVisible();
    expect(asked.some((path) => WHOLE.test(path))).toBe(true);
  });

  test('going from home to another screen shows that screen in Bengali', async ({ page }) => {
    await openSettledHome(page);
    // The slots section asks for its games once near the screen; its heading is there before them.
    await page.getByRole('heading', { name: 'স্লট', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: /^সব \d+: স্লট$/ }).click();
    await expect(page).toHaveURL(/\/m\/slot-games/);
    await expect(
      page.getByRole('heading', { name: 'একটি প্রদানকারী বেছে নিন', exact: true }),
    ).toBeVisible();
  });
});

/**
 * The screens a visit often lands on besides home, each with what shows once it has rendered all
 * it shows on landing (in Bengali and in English). A message their parts lacked would have made the
 * site load the whole catalogue (src/i18n/i18n.ts), so the whole catalogue's absence is the check
 * that no message id showed.
 */
const LANDINGS: readonly {
  path: string;
  part: string;
  shown: Record<'BN' | 'EN', (page: Page) => Locator>;
}[] = [
  {
    // The vendor grid; its filter popup stays closed.
    path: '/m/slot-games',
    part: 'games',
    shown: {
      BN: (page) =>
        page.getByRole('list', { name: 'একটি প্রদানকারী বেছে নিন' }).getByRole('button').first(),
      EN: (page) =>
        page
          .getByRole('list', { name: 'Choose a provider' })
          .getByRole('button', { name: /^All games/ }),
    },
  },
  {
    // A category that opens straight on its list.
    path: '/m/jili',
    part: 'games',
    shown: {
      BN: (page) =>
        page.getByRole('list', { name: 'গেমসমূহ', exact: true }).getByRole('listitem').first(),
      EN: (page) =>
        page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first(),
    },
  },
  {
    path: '/m/activity',
    part: 'promotions',
    shown: {
      BN: (page) => page.getByRole('list', { name: 'প্রমোশন' }).getByRole('listitem').first(),
      EN: (page) => page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').first(),
    },
  },
  {
    // A promotion's own page (a shared link), with its action.
    path: '/m/activityDetail?id=101',
    part: 'promotions',
    shown: {
      BN: (page) => page.getByRole('button', { name: /^(যোগ দিন|দাবি করুন)$/ }),
      EN: (page) => page.getByRole('button', { name: /^(Join|Claim)$/ }),
    },
  },
];

test.describe('catalogue parts of the other landing screens', () => {
  for (const { path, part, shown } of LANDINGS) {
    for (const lang of ['BN', 'EN'] as const) {
      test(`a visitor landing on ${path} in ${lang} reads the first screen’s part and “${part}”, not the whole catalogue`, async ({
        page,
      }) => {
        const asked = catalogueRequests(page);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await expect(shown[lang](page)).toBeVisible();
        expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
        expect(asked.some((path) => FIRST_SCREEN.test(path))).toBe(true);
        expect(
          asked.filter((path) => PART.test(path)).map((path) => PART.exec(path)?.[1]),
        ).toContain(part);
      });
    }
  }

  for (const lang of ['BN', 'EN'] as const) {
    test(`a visitor landing on /m/login in ${lang} reads the login page’s own piece alone`, async ({
      page,
    }) => {
      const asked = catalogueRequests(page);
      await page.goto(`/m/login?lang=${lang}`);
      const dialog = page.getByRole('dialog', { name: lang === 'BN' ? 'লগইন' : 'Login' });
      await expect(
        dialog.getByRole('textbox', { name: lang === 'BN' ? 'ইউজারনেম' : 'Username' }),
      ).toBeVisible();
      expect(
        asked.filter((path) => WHOLE.test(path) || FIRST_SCREEN.test(path) || PART.test(path)),
      ).toEqual([]);
      expect(asked.map((path) => LANDING.exec(path)?.[1])).toContain('login');
    });
  }

  // A member's bookmark or the app's deposit link (requirements C3): the frame and the deposit.
  const DEPOSIT_SHOWN = {
    BN: 'এই অ্যাকাউন্টে টাকা পাঠান, তারপর তথ্য লিখুন',
    EN: 'Send money to this account, then enter the details',
  } as const;
  for (const lang of ['BN', 'EN'] as const) {
    test(`a member landing on /m/voucherCenter in ${lang} reads the deposit’s own piece, not the first screen’s part or the whole catalogue`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      const asked = catalogueRequests(page);
      await page.goto(`/m/voucherCenter?lang=${lang}`);
      await expect(page.getByRole('heading', { name: DEPOSIT_SHOWN[lang] })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: lang === 'BN' ? 'পরিমাণ (BDT)' : 'Amount (BDT)' }),
      ).toBeVisible();
      expect(asked.filter((path) => WHOLE.test(path) || FIRST_SCREEN.test(path))).toEqual([]);
      expect(asked.map((path) => LANDING.exec(path)?.[1])).toContain('deposit');
      // Only the member's overlays add a part, the deferred one: their messages load with their code.
      expect(
        asked
          .filter((path) => PART.test(path))
          .map((path) => PART.exec(path)?.[1])
          .filter((part) => part !== 'deferred'),
      ).toEqual([]);
    });
  }

  test('a member going from home to the deposit adds the deposit’s part, and it shows in Bengali', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    const asked = catalogueRequests(page);
    await openSettledHome(page);
    await page.getByRole('banner').getByRole('link', { name: 'ডিপোজিট', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
    await expect(page.getByRole('heading', { name: DEPOSIT_SHOWN.BN })).toBeVisible();
    expect(asked.filter((path) => PART.test(path)).map((path) => PART.exec(path)?.[1])).toContain(
      'deposit',
    );
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
  });

  test('going home from the login page adds the first screen’s part, and home shows in Bengali', async ({
    page,
  }) => {
    const asked = catalogueRequests(page);
    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'লগইন' });
    await expect(dialog.getByRole('textbox', { name: 'ইউজারনেম' })).toBeVisible();
    await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByRole('navigation', { name: 'অ্যাকাউন্ট' })).toBeVisible();
    await expect(page.getByText('এখনই ডিপোজিট করুন, আরও বোনাস পান')).toBeVisible();
    expect(asked.filter((path) => FIRST_SCREEN.test(path))).toHaveLength(1);
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);
  });

  test('going from a part’s screen to one beyond it loads the whole catalogue, and that screen shows in Bengali', async ({
    page,
  }) => {
    const asked = catalogueRequests(page);
    await page.goto('/m/lott');
    const centreLink = page.getByRole('link', { name: 'লটারি সেন্টার: ড্র, কাউন্টডাউন ও ফলাফল' });
    await expect(centreLink).toBeVisible();
    expect(asked.filter((path) => WHOLE.test(path))).toEqual([]);

    await centreLink.click();
    await expect(page).toHaveURL(/\/m\/lotteryCenter/);
    await expect(page.getByRole('heading', { level: 1, name: 'লটারি সেন্টার' })).toBeVisible();
    expect(asked.filter((path) => WHOLE.test(path))).toHaveLength(1);
  });
});

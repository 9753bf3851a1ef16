import type { Locator, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls';
import { logIn } from './member-session';

// The reward centre end to end (requirements D1; docs/api.md "Rewards and security"): the demo
// member sees the footer badge count exactly the Claim rows, claims one, and sees the balance and
// the badge change without a reload, in BN and EN at 360 px; with REWCEN3 off a claim shows the
// contact_service message and calls nothing.

const TEXTS = {
  EN: {
    balance: 'Balance',
    footerReward: (count: number) => `Reward ${count} to claim`,
    claimable: (count: number) => `Claimable (${count})`,
    history: (count: number) => `History (${count})`,
    claim: (title: string) => `Claim ${title}`,
    back: 'Back',
    claimed:
      'Reward claimed: Welcome bonus: 100% on your first deposit. The bonus is in your balance.',
    welcome: 'Welcome bonus: 100% on your first deposit',
    contact: 'Please contact customer service',
  },
  BN: {
    balance: 'ব্যালেন্স',
    footerReward: (count: number) => `পুরস্কার দাবি করার জন্য ${count}টি`,
    claimable: (count: number) => `নেওয়া যায় (${count})`,
    history: (count: number) => `ইতিহাস (${count})`,
    claim: (title: string) => `দাবি করুন: ${title}`,
    back: 'ফিরে যান',
    claimed:
      'পুরস্কার নেওয়া হয়েছে: স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%। বোনাস আপনার ব্যালেন্সে যোগ হয়েছে।',
    welcome: 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
    contact: 'অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
  },
} as const;
type Language = keyof typeof TEXTS;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/reward-centre/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/reward-centre/${name}-320.png`, fullPage: true });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The header's balance, read exactly from its figure (25,380.75). */
async function headerBalance(page: Page, language: Language): Promise<Decimal> {
  const figure: Locator = page.locator(`header output[aria-label="${TEXTS[language].balance}"]`);
  await expect(figure).toHaveText(/^[\d,]+\.\d{2}$/);
  return new Decimal((await figure.innerText()).replaceAll(',', ''));
}

test.describe('reward centre', () => {
  test.beforeEach(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: the badge counts the Claim rows; a claim raises the balance and drops the badge`, async ({
      page,
      request,
    }) => {
      const text = TEXTS[language];
      await page.setViewportSize({ width: 360, height: 780 });
      await logIn(page, request);
      await page.goto(`/m/home?lang=${language}`);
      const before = await headerBalance(page, language);
      const footer = page.locator('#footer-bar');
      await footer.getByRole('link', { name: text.footerReward(5) }).click();
      await expect(page).toHaveURL(/\/m\/rewardCenter$/);
      const claimableTab = page.getByRole('tab', { name: text.claimable(8) });
      await expect(claimableTab).toHaveAttribute('aria-selected', 'true');
      // The badge equals the Claim rows (requirements D1.5).
      const claims = page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^(Claim |দাবি করুন: )/ });
      await expect(claims).toHaveCount(5);
      await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '2');
      await shoot(page, `claimable-${language.toLowerCase()}`);
      // A double tap sends one claim: the row leaves the list as soon as the claim is booked, so
      // a second click() on a fast or a slow machine would wait for a button that is gone.
      const claimCalls: string[] = [];
      page.on('request', (call) => {
        if (call.url().includes('MCSFE_signUpClaimReward')) claimCalls.push(call.url());
      });
      await page.getByRole('button', { name: text.claim(text.welcome) }).dblclick();
      await expect(page.getByText(text.claimed)).toBeVisible();
      expect(claimCalls).toHaveLength(1);
      await expect(page.getByRole('tab', { name: text.history(6) })).toBeVisible();
      await page.getByRole('tab', { name: text.history(6) }).click();
      await shoot(page, `history-${language.toLowerCase()}`);
      // Back home through the header, no reload: the badge dropped by one and the header shows
      // exactly the bonus more (requirements D1.5).
      await page.getByRole('banner').getByRole('button', { name: text.back }).click();
      await expect(footer.getByRole('link', { name: text.footerReward(4) })).toBeVisible();
      await expect(page.locator(`header output[aria-label="${text.balance}"]`)).toHaveText(
        grouped(before.plus('500.00')),
      );
    });
  }

  test('REWCEN3 off: a claim shows contact_service and calls nothing', async ({
    page,
    request,
  }) => {
    await configureSite(request, { whitelabel: [{ moduleId: 'REWCEN3', enabled: false }] });
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, request);
    const claimCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('MCSFE_signUpClaimReward')) claimCalls.push(call.url());
    });
    await page.goto('/m/rewardCenter?lang=EN');
    await page.getByRole('button', { name: TEXTS.EN.claim(TEXTS.EN.welcome) }).click();
    await expect(page.getByRole('status').getByText(TEXTS.EN.contact)).toBeVisible();
    await shoot(page, 'contact-service-en');
    await expect(page.getByRole('status').getByText(TEXTS.EN.contact)).toBeHidden({
      timeout: 4_000,
    });
    expect(claimCalls).toEqual([]);
  });
});

/** 25,380.75: grouped like the site prints money, from the exact decimal. */
function grouped(amount: Decimal): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

import type { Locator, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls';
import { logIn } from './member-session';

// Promo codes end to end (requirements D2; docs/api.md "Rewards and security"): the demo member
// redeems the demo code and sees the balance rise by its bonus, a second redemption is refused with
// its own message next to the field, and with promo codes disabled the page keeps its coming-soon
// notice. BN and EN at 360 px, each screen shot at 360 and 320 px.

const TEXTS = {
  EN: {
    field: 'Promo code',
    redeem: 'Redeem',
    redeemed: 'Code WELCOME100 redeemed: 100.00 is in your balance.',
    used: 'You have already used this promo code.',
    history: 'Redeemed codes',
    comingSoon: 'Coming soon',
  },
  BN: {
    field: 'প্রোমো কোড',
    redeem: 'রিডিম করুন',
    redeemed: 'কোড WELCOME100 রিডিম হয়েছে: 100.00 আপনার ব্যালেন্সে যোগ হয়েছে।',
    used: 'আপনি এই প্রোমো কোডটি আগেই ব্যবহার করেছেন।',
    history: 'রিডিম করা কোড',
    comingSoon: 'শীঘ্রই আসছে',
  },
} as const;
type Language = keyof typeof TEXTS;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/promo-code/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/promo-code/${name}-320.png`, fullPage: true });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The home header's balance, read exactly from its figure (1,000.00). */
async function headerBalance(page: Page): Promise<Decimal> {
  const figure: Locator = page.locator('header output[aria-label="Balance"]');
  await expect(figure).toHaveText(/^[\d,]+\.\d{2}$/);
  return new Decimal((await figure.innerText()).replaceAll(',', ''));
}

/** Redeems WELCOME100 (typed in lower case), then tries it a second time. */
async function redeemTwice(page: Page, language: Language) {
  const text = TEXTS[language];
  const field = page.getByRole('textbox', { name: text.field });
  await field.fill('welcome100');
  await expect(field).toHaveValue('WELCOME100');
  await page.getByRole('button', { name: text.redeem }).click();
  await expect(page.getByText(text.redeemed)).toBeVisible();
  const history = page.getByRole('region', { name: text.history });
  await expect(history.getByText('WELCOME100')).toBeVisible();
  await shoot(page, `redeemed-${language.toLowerCase()}`);
  await field.fill('WELCOME100');
  await page.getByRole('button', { name: text.redeem }).click();
  const refusal = page.getByText(text.used);
  await expect(refusal).toBeVisible();
  await expect(field).toHaveAttribute(
    'aria-describedby',
    new RegExp((await refusal.getAttribute('id')) ?? 'none'),
  );
  await expect(field).toHaveValue('WELCOME100');
  await shoot(page, `refused-${language.toLowerCase()}`);
}

test.describe('promo code', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 360, height: 780 }));
  // Back to the demo data after each test, like every spec (the code is redeemed, the switch set).
  test.afterEach(async ({ request }) => resetSite(request));

  test('EN: the demo member redeems the demo code, the balance rises, a second time is refused', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    const before = await headerBalance(page);
    await page.goto('/m/promoCode?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo code' })).toBeVisible();
    await redeemTwice(page, 'EN');
    await page.goto('/m/home?lang=EN');
    await expect
      .poll(async () => (await headerBalance(page)).toFixed(2))
      .toBe(before.plus(100).toFixed(2));
  });

  test('BN: the second demo member redeems the code once', async ({ page, request }) => {
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/promoCode?lang=BN');
    await expect(page.getByRole('textbox', { name: TEXTS.BN.field })).toBeVisible();
    await shoot(page, 'form-bn');
    await redeemTwice(page, 'BN');
  });

  test('disabled: the page keeps its coming-soon notice, BN and EN', async ({ page, request }) => {
    await configureSite(request, { promoCode: { enabled: false } });
    await logIn(page, request);
    for (const language of ['EN', 'BN'] as const) {
      await page.goto(`/m/promoCode?lang=${language}`);
      await expect(page.getByRole('heading', { name: TEXTS[language].comingSoon })).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await shoot(page, `disabled-${language.toLowerCase()}`);
    }
  });
});

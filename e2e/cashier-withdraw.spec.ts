import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// The withdrawal end to end (requirements C4, C7.1; docs/api.md "Cashier"): a member with a
// balance sets the payment password, adds a payout account and withdraws; the header balance
// follows at once; a rejection through the development controls gives the money back and shows the
// reason. Visitors go to /m/login, trial players are refused (requirements C1.1).

const TEXTS = {
  EN: {
    step1: 'Step 1 of 2',
    step2: 'Step 2 of 2',
    setPassword: 'Set your payment password',
    loginPassword: 'Login password',
    newPin: 'Payment password (6 digits)',
    confirmPin: 'Confirm payment password',
    savePin: 'Save payment password',
    walletNumber: 'Wallet number',
    holder: 'Account holder name',
    saveAccount: 'Save account',
    withdrawTo: 'Withdraw to',
    amount: 'Amount',
    pin: 'Payment password',
    withdraw: 'Withdraw',
    wrongPin: 'The payment password is wrong, please type it again',
    submitted: 'Withdrawal submitted',
    refresh: 'Refresh',
    rejected: 'Rejected',
    newWithdrawal: 'New withdrawal',
    trialRefused: 'Please login an actual account to use this function',
    freePlay: 'Free play',
  },
  BN: {
    step1: 'ধাপ ২-এর ১',
    setPassword: 'আপনার পেমেন্ট পাসওয়ার্ড সেট করুন',
    loginPassword: 'লগইন পাসওয়ার্ড',
    trialRefused: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্টে লগইন করুন',
    freePlay: 'ফ্রি খেলা',
  },
} as const;
const EN = TEXTS.EN;

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `.tmp/withdraw/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/withdraw/${name}-320.png`, fullPage: true });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The home header's balance, read exactly from its spoken figure (25,380.75). */
async function headerBalance(page: Page): Promise<Decimal> {
  const figure: Locator = page.locator('header output[aria-label="Balance"]');
  await expect(figure).toHaveText(/^[\d,]+\.\d{2}$/);
  return new Decimal((await figure.innerText()).replaceAll(',', ''));
}

/** 25,380.75: grouped like the site prints money, from the exact decimal. */
function grouped(amount: Decimal): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

async function rejectOrder(request: APIRequestContext, orderNo: string, reason: string) {
  const answer = await request.post(`/dev/cashier/orders/${orderNo}/reject`, {
    headers: { Merchant: MERCHANT },
    data: { reason },
  });
  expect(answer.ok()).toBe(true);
}

async function setUpWithdrawals(page: Page) {
  await expect(page.getByText(EN.step1)).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.setPassword })).toBeVisible();
  await shoot(page, 'step-1-en');
  await page.getByLabel(EN.loginPassword).fill('Demo1234');
  await page.getByLabel(EN.newPin).fill('123456');
  await page.getByLabel(EN.confirmPin).fill('123456');
  await page.getByRole('button', { name: EN.savePin }).click();

  await expect(page.getByText(EN.step2)).toBeVisible();
  await page.getByLabel(EN.walletNumber).fill('01712345678');
  await page.getByLabel(EN.holder).fill('Demo Player');
  await shoot(page, 'step-2-en');
  await page.getByRole('button', { name: EN.saveAccount }).click();
  await expect(page.getByRole('heading', { name: EN.withdrawTo })).toBeVisible();
  await expect(page.getByText('*******5678')).toBeVisible();
}

async function withdraw(page: Page, amount: string, pin = '123456') {
  await page.getByLabel(EN.amount).fill(amount);
  await page.getByLabel(EN.pin, { exact: true }).fill(pin);
  await page.getByRole('button', { name: EN.withdraw, exact: true }).click();
}

test.describe('withdrawal', () => {
  test.beforeEach(async ({ request }) => resetSite(request));

  test('a member sets up, withdraws, sees the header balance drop by the amount, and a rejection gives it back with its reason', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    const before = await headerBalance(page);
    expect(before.greaterThan(1000)).toBe(true);

    // The home header's Withdraw reaches the screen.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: EN.withdraw })
      .click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await setUpWithdrawals(page);

    // A wrong payment password: its message on the field, the amount kept.
    await withdraw(page, '500', '000000');
    await expect(page.getByText(EN.wrongPin)).toBeVisible();
    await expect(page.getByLabel(EN.amount)).toHaveValue('500');
    await expect(page.getByLabel(EN.pin, { exact: true })).toHaveValue('');
    await shoot(page, 'form-en');

    await withdraw(page, '500');
    await expect(page.getByRole('heading', { name: EN.submitted })).toBeVisible();
    const orderNo = (await page.getByText(/^W\d+$/).innerText()).trim();
    await shoot(page, 'placed-en');

    await rejectOrder(request, orderNo, 'The holder name does not match');
    await page.getByRole('button', { name: EN.refresh }).click();
    await expect(page.getByText(EN.rejected, { exact: true })).toBeVisible();
    await expect(page.getByText('The holder name does not match')).toBeVisible();
    await shoot(page, 'rejected-en');

    // Back on home without a reload: the refund shows in the header.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect.poll(async () => (await headerBalance(page)).toFixed(2)).toBe(before.toFixed(2));

    // A second withdrawal, the channel's maximum: the header drops at once by exactly its amount.
    await page.goForward();
    await expect(page.getByRole('heading', { name: EN.withdrawTo })).toBeVisible();
    await page.getByRole('button', { name: 'Fill in all that can be withdrawn' }).click();
    const all = new Decimal(await page.getByLabel(EN.amount).inputValue());
    await withdraw(page, all.toFixed(2));
    await expect(page.getByRole('heading', { name: EN.submitted })).toBeVisible();
    await page.goBack();
    const after = before.minus(all);
    await expect.poll(async () => (await headerBalance(page)).toFixed(2)).toBe(after.toFixed(2));

    // What is left is less than the channel's minimum: more than the withdrawable, said so.
    await page.goForward();
    await expect(page.getByRole('heading', { name: EN.withdrawTo })).toBeVisible();
    await withdraw(page, '500');
    if (after.lessThan(500))
      await expect(
        page.getByText(`This is more than your withdrawable balance (${grouped(after)})`),
      ).toBeVisible();
    else await expect(page.getByRole('heading', { name: EN.submitted })).toBeVisible();
  });

  test('the side menu and the profile reach the withdrawal', async ({ page, request }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    await page.getByRole('button', { name: 'Menu' }).click();
    // The header has a Withdraw link too, and the dialog's content arrives after the button is
    // pressed: `.last()` could settle on the header's link, which the opened menu then covers.
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: EN.withdraw, exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByText(EN.step1)).toBeVisible();
    await page.goto('/m/member/home?lang=EN');
    await page.getByRole('main').getByRole('link', { name: EN.withdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByText(EN.step1)).toBeVisible();
  });

  test('a visitor goes to the login', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: a trial player is refused`, async ({ page }) => {
      const text = TEXTS[language];
      await page.goto(`/m/fish-games?lang=${language}`);
      await page.getByRole('button', { name: text.freePlay }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto(`/m/withdraw?lang=${language}`);
      await expect(page.getByRole('heading', { name: text.trialRefused })).toBeVisible();
    });
  }

  test('BN: the first step reads in Bengali at 360 and 320 px', async ({ page, request }) => {
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/withdraw?lang=BN');
    await expect(page.getByText(TEXTS.BN.step1)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXTS.BN.setPassword })).toBeVisible();
    await expect(page.getByLabel(TEXTS.BN.loginPassword)).toBeVisible();
    await shoot(page, 'step-1-bn');
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// The deposit end to end (requirements C3, C7.1; docs/api.md "Cashier"): a member deposits through
// the form (dep_func '0': a success message naming the order; '1': the order's detail, read again
// while pending), an approval through the development controls shows the exact new balance in the
// header, a rejection shows its reason, a used transaction ID is refused on its field. Every entry
// that leads to deposits reaches this screen; visitors go to /m/login, trial players are refused
// (requirements C1.1).

const TEXTS = {
  EN: {
    submit: 'Submit deposit',
    amount: 'Amount (BDT)',
    payer: 'Your bKash number (paid from)',
    transactionId: 'Transaction ID',
    sendTo: 'Send money to this account, then enter the details',
    order: 'Deposit order',
    trialRefused: 'Please login an actual account to use this function',
    freePlay: 'Free play',
    deposit: 'Deposit',
  },
  BN: {
    submit: 'ডিপোজিট জমা দিন',
    amount: 'পরিমাণ (BDT)',
    payer: 'আপনার bKash নম্বর (যেটি থেকে পাঠিয়েছেন)',
    transactionId: 'ট্রানজেকশন আইডি',
    sendTo: 'এই অ্যাকাউন্টে টাকা পাঠান, তারপর তথ্য লিখুন',
    order: 'ডিপোজিট অর্ডার',
    trialRefused: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্টে লগইন করুন',
    freePlay: 'ফ্রি খেলা',
    deposit: 'ডিপোজিট',
  },
} as const;
type Language = keyof typeof TEXTS;
const EN = TEXTS.EN;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/deposit/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/deposit/${name}-320.png`, fullPage: true });
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

/** 25,380.75: grouped like the site prints money, from the exact decimal. */
function grouped(amount: Decimal): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

async function decide(
  request: APIRequestContext,
  orderNo: string,
  decision: { approve: true } | { reason: string },
) {
  const answer =
    'approve' in decision
      ? await request.post(`/dev/cashier/orders/${orderNo}/approve`, {
          headers: { Merchant: MERCHANT },
        })
      : await request.post(`/dev/cashier/orders/${orderNo}/reject`, {
          headers: { Merchant: MERCHANT },
          data: { reason: decision.reason },
        });
  expect(answer.ok()).toBe(true);
}

/** A transaction ID no other test of this run has used (the server takes one only once). */
function freshTransactionId(): string {
  return `TX${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
}

async function fillForm(page: Page, language: Language, amount: string, transactionId: string) {
  const text = TEXTS[language];
  await page.getByLabel(text.amount).fill(amount);
  await page.getByLabel(text.payer).fill('01712345678');
  await page.getByLabel(text.transactionId).fill(transactionId);
}

test.describe('deposit', () => {
  test.beforeEach(async ({ request }) => resetSite(request));

  test('dep_func 0: the form returns empty with a success message naming the order', async ({
    page,
    request,
  }) => {
    await configureSite(request, { templates: { mem_cen: '0', dep_func: '0' } });
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/voucherCenter?lang=EN');
    await expect(page.getByRole('heading', { name: EN.sendTo })).toBeVisible();
    await expect(page.getByRole('radio', { name: /bKash/ })).toBeChecked();
    await shoot(page, 'form-en');
    // A tap on a quick amount, then the rest; a double tap places one order.
    await page.getByRole('button', { name: '1,000.00', exact: true }).click();
    await expect(page.getByLabel(EN.amount)).toHaveValue('1000.00');
    await page.getByLabel(EN.payer).fill('০১৭১২৩৪৫৬৭৮');
    await page.getByLabel(EN.transactionId).fill(freshTransactionId());
    const submit = page.getByRole('button', { name: EN.submit });
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/wps/cashier/deposit/orders') && r.request().method() === 'POST',
    );
    const orders: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith('/wps/cashier/deposit/orders') && call.method() === 'POST')
        orders.push(call.url());
    });
    // A double tap places one order (the button is busy from the first tap on).
    await submit.dblclick();
    const answer = (await (await placed).json()) as { value: { orderNo: string } };
    await expect(page.getByText(`Order number ${answer.value.orderNo}`)).toBeVisible();
    await expect(page.getByLabel(EN.amount)).toHaveValue('');
    await expect(page.getByLabel(EN.transactionId)).toHaveValue('');
    expect(orders).toHaveLength(1);
  });

  test('dep_func 1: the order detail; an approval shows the exact new balance in the header', async ({
    page,
    request,
  }) => {
    await configureSite(request, { templates: { mem_cen: '0', dep_func: '1' } });
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/home?lang=EN');
    const before = await headerBalance(page);
    await page.locator('header').getByRole('link', { name: EN.deposit }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await fillForm(page, 'EN', '৫০০.২৫', freshTransactionId());
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(page.getByRole('heading', { name: EN.order })).toBeVisible();
    await expect(page.getByTestId('deposit-status')).toHaveText('Pending');
    await expect(page.getByText('*******5678')).toBeVisible();
    await expect(page.getByText('500.25 BDT')).toBeVisible();
    await shoot(page, 'order-pending-en');
    const orderNo = (await page.getByText(/^D\d+$/).innerText()).trim();
    await decide(request, orderNo, { approve: true });
    // The chart reads the pending order again (requirements C3.8) and sees the decision.
    await expect(page.getByTestId('deposit-status')).toHaveText('Approved', { timeout: 15_000 });
    await page.goto('/m/home?lang=EN');
    await expect(page.locator('header output[aria-label="Balance"]')).toHaveText(
      grouped(before.plus('500.25')),
    );
  });

  test('a rejection shows its reason, and a used transaction ID is refused on its field', async ({
    page,
    request,
  }) => {
    await configureSite(request, { templates: { mem_cen: '0', dep_func: '1' } });
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/voucherCenter?lang=EN');
    const used = freshTransactionId();
    await fillForm(page, 'EN', '300', used);
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(page.getByRole('heading', { name: EN.order })).toBeVisible();
    const orderNo = (await page.getByText(/^D\d+$/).innerText()).trim();
    await decide(request, orderNo, { reason: 'No such transfer found' });
    await expect(page.getByTestId('deposit-status')).toHaveText('Rejected', { timeout: 15_000 });
    await expect(page.getByText('Reason: No such transfer found')).toBeVisible();
    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await fillForm(page, 'EN', '300', used);
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(
      page.getByText('This transaction ID was already used for a deposit'),
    ).toBeVisible();
    await expect(page.getByLabel(EN.transactionId)).toHaveValue(used);
    await expect(page.getByLabel(EN.transactionId)).toHaveAttribute('aria-invalid', 'true');
    // Bad amounts are named next to the field; the typed text stays.
    await page.getByLabel(EN.amount).fill('12.345');
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(page.getByText('The amount can have at most 2 decimals')).toBeVisible();
    await expect(page.getByLabel(EN.amount)).toHaveValue('12.345');
    await shoot(page, 'form-errors-en');
  });

  test('the quick entry, the side menu and the profile reach the deposit', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    await page.getByRole('link', { name: 'Deposit now, get more bonus' }).click();
    await expect(page, 'the quick entry opens the deposit').toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: EN.sendTo })).toBeVisible();
    await page.goto('/m/home?lang=EN');
    await page.getByRole('button', { name: 'Menu' }).click();
    // The header has a Deposit link too: the menu's own is the one inside the dialog, and the
    // dialog's content arrives after the button is pressed.
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: EN.deposit, exact: true })
      .click();
    await expect(page, 'the side menu opens the deposit').toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: EN.sendTo })).toBeVisible();
    await page.goto('/m/member/home?lang=EN');
    await page.getByRole('main').getByRole('link', { name: EN.deposit, exact: true }).click();
    await expect(page, 'the profile opens the deposit').toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: EN.sendTo })).toBeVisible();
  });

  test('a visitor goes to the login', async ({ page }) => {
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: a trial player is refused`, async ({ page }) => {
      const text = TEXTS[language];
      await page.goto(`/m/fish-games?lang=${language}`);
      await page.getByRole('button', { name: text.freePlay }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto(`/m/voucherCenter?lang=${language}`);
      await expect(page.getByRole('heading', { name: text.trialRefused })).toBeVisible();
    });
  }

  test('BN: the form and the order read in Bengali at 360 and 320 px', async ({
    page,
    request,
  }) => {
    await configureSite(request, { templates: { mem_cen: '0', dep_func: '1' } });
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/voucherCenter?lang=BN');
    await expect(page.getByRole('heading', { name: TEXTS.BN.sendTo })).toBeVisible();
    await shoot(page, 'form-bn');
    await fillForm(page, 'BN', '৫০০', freshTransactionId());
    await page.getByRole('button', { name: TEXTS.BN.submit }).click();
    await expect(page.getByRole('heading', { name: TEXTS.BN.order })).toBeVisible();
    await shoot(page, 'order-pending-bn');
  });
});

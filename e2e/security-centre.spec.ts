import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// The security centre end to end (requirements D4; docs/api.md "Rewards and security"): a member
// sets the payment password and verifies their number with the SMS code from the development
// outbox, binds an e-mail with the mailed code, and sees their sign-ins; the hub shows each new
// state. BN and EN at 360 px (and 320 px for the layout), screenshots in .tmp/security/.

const TEXTS = {
  EN: {
    title: 'Account security',
    mobile: /Mobile number/,
    email: /E-mail/,
    paymentPassword: /Payment password/,
    signIns: /Recent sign-ins/,
    verified: 'Verified',
    back: 'Back to the security center',
  },
  BN: {
    title: 'অ্যাকাউন্টের নিরাপত্তা',
    mobile: /মোবাইল নম্বর/,
    email: /ই-মেইল/,
    paymentPassword: /পেমেন্ট পাসওয়ার্ড/,
    signIns: /সাম্প্রতিক সাইন-ইন/,
    verified: 'যাচাই করা হয়েছে',
    back: 'নিরাপত্তা কেন্দ্রে ফিরে যান',
  },
} as const;
const EN = TEXTS.EN;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/security/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/security/${name}-320.png`, fullPage: true });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The newest 6-digit code in a development outbox (`sms` by number, `mail` by address). */
async function outboxCode(
  request: APIRequestContext,
  box: 'sms' | 'mail',
  to: string,
): Promise<string> {
  const query = box === 'sms' ? `mobile=${to}` : `to=${encodeURIComponent(to)}`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/${box}-outbox?${query}`, {
        headers: { Merchant: MERCHANT },
      });
      const [latest] = (await answer.json()).value as { body: string }[];
      code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

test.describe('security centre', () => {
  test.beforeEach(async ({ request }) => resetSite(request));

  test('sets the payment password and verifies the number by SMS code', async ({
    page,
    request,
  }) => {
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/securityCenter?lang=EN');
    await expect(page.getByRole('heading', { name: EN.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: EN.mobile })).toContainText('Not verified');
    await shoot(page, 'hub-en');

    await page.getByRole('link', { name: EN.paymentPassword }).click();
    await expect(page).toHaveURL(/detail=paymentPassword/);
    await page.getByLabel('Login password').fill('Demo1234');
    await page.getByLabel('Payment password (6 digits)').fill('246810');
    await page.getByLabel('Confirm payment password').fill('246810');
    await page.getByRole('button', { name: 'Save payment password' }).click();
    await expect(page.getByText('Your payment password is set.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: EN.back }).click();
    await expect(page.getByRole('link', { name: EN.paymentPassword })).toContainText('Set');

    await page.getByRole('link', { name: EN.mobile }).click();
    await expect(page.getByRole('heading', { name: 'Mobile number' })).toBeVisible();
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    await page
      .getByLabel('Verification code')
      .fill(await outboxCode(request, 'sms', '01722222222'));
    await shoot(page, 'mobile-en');
    await page.getByRole('button', { name: 'Verify number' }).click();
    await expect(page.getByText('Your number *******2222 is verified.')).toBeVisible();
    await page.getByRole('button', { name: EN.back }).click();
    await expect(page.getByRole('link', { name: EN.mobile })).toContainText(EN.verified);
  });

  test('binds an e-mail by code and lists the sign-ins', async ({ page, request }) => {
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/securityCenter?detail=email&lang=EN');
    await page.getByLabel('E-mail address').fill('rahim.new@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('We sent a 6-digit code to rahim.new@example.com.', { exact: false }),
    ).toBeVisible();
    await page
      .getByLabel('Verification code')
      .fill(await outboxCode(request, 'mail', 'rahim.new@example.com'));
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(page.getByText('Your e-mail r***@example.com is verified.')).toBeVisible();
    await shoot(page, 'email-en');
    await page.goto('/m/securityCenter?detail=signIns&lang=EN');
    await expect(page.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible();
    // The login of this test is the newest: its address shown in part only.
    await expect(page.getByRole('listitem').first()).toContainText(/\.x|::x|unknown/);
    await shoot(page, 'sign-ins-en');
  });

  test('reads in Bengali at 360 and 320 px', async ({ page, request }) => {
    const BN = TEXTS.BN;
    await logIn(page, request, 'demo_player2');
    await page.goto('/m/securityCenter?lang=BN');
    await expect(page.getByRole('heading', { name: BN.title, level: 2 })).toBeVisible();
    await shoot(page, 'hub-bn');
    await page.getByRole('link', { name: BN.mobile }).click();
    await expect(page.getByRole('button', { name: BN.back })).toBeVisible();
    await shoot(page, 'mobile-bn');
    await page.getByRole('button', { name: BN.back }).click();
    await page.getByRole('link', { name: BN.paymentPassword }).click();
    await expect(page.getByRole('button', { name: BN.back })).toBeVisible();
    await shoot(page, 'payment-password-bn');
    await page.goto('/m/securityCenter?detail=email&lang=BN');
    await shoot(page, 'email-bn');
    await page.goto('/m/securityCenter?detail=signIns&lang=BN');
    await expect(page.getByRole('heading', { name: BN.signIns })).toBeVisible();
    await shoot(page, 'sign-ins-bn');
  });
});

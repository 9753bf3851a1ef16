import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';
import { logIn } from './member-session';

// Responsible gaming end to end (requirements D5; docs/api.md "Rewards and security"): a member sets
// a daily deposit limit and is refused a deposit above it with what is left, saves a session
// reminder, and self-excludes for 24 hours: signed out at once, the login refused with the end in
// Bangladesh time. BN and EN at 360 px (and 320 px in the screenshots). The reset before and after
// empties deposit limits and self-exclusions (server/db/seed/content.ts), so no other spec meets them.

const TEXTS = {
  EN: {
    limits: 'Deposit limits',
    newDaily: 'New daily limit',
    daily: 'Daily limit',
    save: 'Save',
    appliesNow: 'Saved. The limit applies now.',
    amount: 'Amount (BDT)',
    payer: 'Your bKash number (paid from)',
    transactionId: 'Transaction ID',
    submit: 'Submit deposit',
    above: 'This is above your daily deposit limit. You can deposit 1,000.00 BDT more today.',
    reminder: 'Session reminder',
    every30: 'Every 30 minutes',
    reminderSaved: 'Saved: Every 30 minutes',
    exclusion: 'Self-exclusion',
    day: '24 hours',
    next: 'Continue',
    password: 'Login password',
    exclude: 'Exclude me',
  },
  BN: {
    limits: 'জমার সীমা',
    newDaily: 'নতুন দৈনিক সীমা',
    daily: 'দৈনিক সীমা',
    save: 'সংরক্ষণ করুন',
    appliesNow: 'সংরক্ষিত। সীমাটি এখন থেকেই কার্যকর।',
    amount: 'পরিমাণ (BDT)',
    payer: 'আপনার bKash নম্বর (যেটি থেকে পাঠিয়েছেন)',
    transactionId: 'ট্রানজেকশন আইডি',
    submit: 'ডিপোজিট জমা দিন',
    above: 'এটি আপনার দৈনিক জমার সীমার বেশি। আজ আপনি আর 1,000.00 BDT জমা দিতে পারবেন।',
    reminder: 'সেশন রিমাইন্ডার',
    every30: 'প্রতি 30 মিনিটে',
    reminderSaved: 'সংরক্ষিত: প্রতি 30 মিনিটে',
    exclusion: 'স্ব-বর্জন',
    day: '২৪ ঘণ্টা',
    next: 'চালিয়ে যান',
    password: 'লগইন পাসওয়ার্ড',
    exclude: 'আমাকে বিরত রাখুন',
  },
} as const;
type Language = keyof typeof TEXTS;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/responsible/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/responsible/${name}-320.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** `YYYY-MM-DD HH:mm` in Bangladesh time (UTC+6), as the site prints an instant. */
function bangladeshText(iso: string): string {
  return new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

test.describe('responsible gaming', () => {
  test.beforeEach(async ({ request }) => resetSite(request));
  test.afterAll(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: a daily limit refuses a deposit above it; a reminder saves; a self-exclusion signs out and refuses the login`, async ({
      page,
      request,
    }) => {
      const text = TEXTS[language as Language];
      await logIn(page, request, 'demo_player2');
      const lang = `lang=${language}`;

      await page.goto(`/m/securityCenter?detail=depositLimits&${lang}`);
      await expect(page.getByRole('heading', { name: text.limits })).toBeVisible();
      const daily = page.getByRole('region', { name: text.daily });
      await daily.getByLabel(text.newDaily).fill('1000');
      await daily.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.appliesNow)).toBeVisible();
      await shoot(page, `limits-${language}`);

      await page.goto(`/m/voucherCenter?${lang}`);
      await page.getByLabel(text.amount).fill('1500');
      await page.getByLabel(text.payer).fill('01712345678');
      await page
        .getByLabel(text.transactionId)
        .fill(`TX${Date.now().toString(36).toUpperCase()}${language}`);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.above)).toBeVisible();
      await expect(page.getByLabel(text.amount)).toHaveValue('1500');
      await shoot(page, `deposit-refused-${language}`);

      await page.goto(`/m/securityCenter?detail=sessionReminder&${lang}`);
      await page.getByRole('radio', { name: text.every30 }).check();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.reminderSaved)).toBeVisible();
      await shoot(page, `reminder-${language}`);

      await page.goto(`/m/securityCenter?detail=selfExclusion&${lang}`);
      await page.getByRole('radio', { name: text.day }).check();
      await page.getByRole('button', { name: text.next }).click();
      await page.getByLabel(text.password).fill('Demo1234');
      await shoot(page, `exclusion-confirm-${language}`);
      const started = page.waitForResponse((r) => r.url().endsWith('/wps/security/self-exclusion'));
      await page.getByRole('button', { name: text.exclude }).click();
      const { until } = ((await (await started).json()) as { value: { until: string } }).value;
      await expect(page).toHaveURL(/\/m\/login/);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

      // The login with the right password is refused with the end, in Bangladesh time.
      const login = page.getByRole('dialog').first();
      await login.getByRole('textbox').first().fill('demo_player2');
      await login.locator('input[type="password"]').fill('Demo1234');
      await login.locator('button[type="submit"]').click();
      await expect(login.getByRole('alert')).toContainText(bangladeshText(until));
      await shoot(page, `login-refused-${language}`);
    });
  }
});

// Requirements D5.2: the reminder itself, on whatever screen the member is. The page's clock is
// Playwright's, set 10 hours before the login, so the reminder counts from its own start (the time
// since the login is negative there, read as 0) and always shows 30 minutes played. Each step jumps
// the clock 30 minutes: the step after the reminder's chart has started (a moment after its code
// arrives) fires it.
const REMINDER = {
  EN: {
    title: 'Session reminder',
    played: 'You have played for 30 min.',
    net: 'Net result of this session: +0.00',
    go: 'Continue',
  },
  BN: {
    title: 'সেশন রিমাইন্ডার',
    played: 'আপনি 30 মিনিট ধরে খেলছেন।',
    net: 'এই সেশনের নিট ফলাফল: +0.00',
    go: 'চালিয়ে যান',
  },
} as const;

test.describe('session reminder', () => {
  test.beforeEach(async ({ request }) => resetSite(request));
  test.afterAll(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: every 30 minutes the dialog shows the time played and the net result; Continue closes it`, async ({
      page,
      request,
    }) => {
      const text = TEXTS[language];
      const reminder = REMINDER[language];
      await logIn(page, request, 'demo_player2');
      await page.goto(`/m/securityCenter?detail=sessionReminder&lang=${language}`);
      await page.getByRole('radio', { name: text.every30 }).check();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.reminderSaved)).toBeVisible();

      const past = Date.now() - 10 * 3_600_000;
      await page.clock.install({ time: past });
      const read = page.waitForResponse((r) => r.url().endsWith('/wps/security/session'));
      const dialogCode = page.waitForResponse((r) => /\/reminder-dialog-[\w-]+\.js$/.test(r.url()));
      await page.goto(`/m/home?lang=${language}`);
      // A key press settles the page (src/ui/use-settled.ts), which then loads the reminder. Its
      // reading of the session answers before the clock jumps: the site's request timeout runs on
      // the same clock.
      await page.keyboard.press('Shift');
      await read;
      await dialogCode;
      const dialog = page.getByRole('dialog', { name: reminder.title });
      // The player plays on: a key every 10 minutes keeps the session from going idle (A7.4).
      for (let minutes = 10; minutes < 30; minutes += 10) {
        await page.clock.fastForward('10:00');
        await page.keyboard.press('Shift');
      }
      await expect(async () => {
        await page.clock.fastForward('10:00');
        await expect(dialog).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(dialog).toContainText(reminder.played);
      await expect(dialog).toContainText(reminder.net);
      await page.screenshot({ path: `.tmp/responsible/reminder-dialog-${language}-360.png` });
      await dialog.getByRole('button', { name: reminder.go }).click();
      await expect(dialog).toBeHidden();
    });
  }
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { demoSlotAddress } from './demo-slot';
import { configureSite, resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// The manual rebate end to end (requirements D3; docs/api.md "Rewards and security"): a member plays
// slot rounds through the demo game, opens the rebate, sees the stake, the rate (0.8 % for slots in
// server/config/default-site.json) and the amount, claims it, sees the header balance rise by it and
// the total back at zero, and the claim in the history; a member with 25 claims sees 24 and loads
// the oldest with Load more (requirements D3.4). With MANPLAYREB3 off the screen says the rebate is
// not available. BN and EN at 360 px, each screen shot at 360 and 320 px.

const TEXTS = {
  EN: {
    title: 'Manual rebate',
    table: 'Rebate by game category',
    slots: 'Slots',
    claim: (amount: string) => `Claim ${amount}`,
    claimed: (amount: string) => `You claimed ${amount}. It is in your balance.`,
    history: 'Claim history',
    off: 'The manual rebate is not available on this site',
  },
  BN: {
    title: 'ম্যানুয়াল রিবেট',
    table: 'গেমের ধরন অনুযায়ী রিবেট',
    slots: 'স্লট',
    claim: (amount: string) => `${amount} দাবি করুন`,
    claimed: (amount: string) => `আপনি ${amount} দাবি করেছেন। এটি আপনার ব্যালেন্সে যোগ হয়েছে।`,
    history: 'দাবির ইতিহাস',
    off: 'এই সাইটে ম্যানুয়াল রিবেট পাওয়া যায় না',
  },
} as const;
type Language = keyof typeof TEXTS;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/manual-rebate/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/manual-rebate/${name}-320.png`, fullPage: true });
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

/** Spins the demo slot's page at `stake` as a player does, `count` times. */
async function playOnPage(page: Page, address: string, stake: string, count: number) {
  // The demo page speaks Bengali unless asked (server/routes/game-play.ts `lang`).
  const url = new URL(address, 'http://site.test');
  url.searchParams.set('lang', 'en');
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('textbox', { name: 'Stake' }).fill(stake);
  for (let spin = 0; spin < count; spin += 1) {
    const round = page.waitForResponse(
      (answer) => answer.url().endsWith('/rounds') && answer.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Spin' }).click();
    expect((await round).ok()).toBe(true);
  }
}

/** Spins through the page's own call (the BN run: the page itself is covered by the EN run). */
async function playByCall(request: APIRequestContext, address: string, stake: string) {
  const url = new URL(address, 'http://site.test');
  const answer = await request.post(`${url.pathname}/rounds`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ticket: url.searchParams.get('ticket'), stake },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Opens the rebate, checks the slots line and the total, claims it and sees zero. */
async function claimOnScreen(page: Page, language: Language, stake: string, amount: string) {
  const text = TEXTS[language];
  await page.goto(`/m/member/manualRebate?lang=${language}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const table = page.getByRole('table', { name: text.table });
  await expect(table.getByRole('row').filter({ hasText: text.slots })).toHaveText(
    `${text.slots}${stake}0.8%${amount}`,
  );
  await expect(page.getByTestId('rebate-total')).toHaveText(amount);
  await shoot(page, `claimable-${language.toLowerCase()}`);
  await page.getByRole('button', { name: text.claim(amount) }).click();
  await expect(page.getByText(text.claimed(amount))).toBeVisible();
  await expect(page.getByTestId('rebate-total')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: text.claim('0.00') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const history = page.getByRole('region', { name: text.history });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(amount);
  await shoot(page, `claimed-${language.toLowerCase()}`);
}

test.describe('manual rebate', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSite(request);
    await page.setViewportSize({ width: 360, height: 780 });
  });

  test('EN: the member plays slots, claims the rebate once, the balance rises and the total is zero', async ({
    page,
    request,
  }) => {
    const session = await logIn(page, request);
    await playOnPage(page, await demoSlotAddress(request, session.token), '150', 2);
    await page.goto('/m/home?lang=EN');
    const before = await headerBalance(page);
    // 300.00 of slot stakes × 0.8 % = 2.40.
    await claimOnScreen(page, 'EN', '300.00', '2.40');
    await page.goto('/m/home?lang=EN');
    await expect
      .poll(async () => (await headerBalance(page)).toFixed(2))
      .toBe(before.plus('2.40').toFixed(2));
  });

  test('BN: the second demo member claims the rebate of their rounds', async ({
    page,
    request,
  }) => {
    const session = await logIn(page, request, 'demo_player2');
    const address = await demoSlotAddress(request, session.token);
    // 33.33 × 0.008 = 0.26664, rounded down; with 200.00 more: 233.33 × 0.008 = 1.86664 → 1.86.
    await playByCall(request, address, '33.33');
    await playByCall(request, address, '200.00');
    await claimOnScreen(page, 'BN', '233.33', '1.86');
  });

  test('EN and BN: 25 claims show 24 newest first, Load more adds the oldest after a failed try, then no button', async ({
    page,
    request,
  }) => {
    const session = await logIn(page, request);
    // A claim of 0.01 each (1.25 × 0.8 %): the minimum lowered for this member's 25 claims.
    await configureSite(request, { rebate: { rates: { RNG: '0.008' }, minimumClaim: '0.01' } });
    const address = await demoSlotAddress(request, session.token);
    for (let claim = 0; claim < 25; claim += 1) {
      await playByCall(request, address, '1.25');
      const answer = await request.post('/wps/rewards/rebate/claims', {
        headers: {
          Merchant: MERCHANT,
          Authorization: session.token,
          ModuleId: 'MANPLAYREB3',
          'Idempotency-Key': randomUUID(),
        },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
    await page.goto('/m/member/manualRebate?lang=EN');
    const history = page.getByRole('region', { name: TEXTS.EN.history });
    const claims = history.getByRole('listitem');
    await expect(claims).toHaveCount(24);
    const loadMore = history.getByRole('button', { name: 'Load more' });
    await loadMore.scrollIntoViewIfNeeded();
    await shoot(page, 'history-more-en');

    // The first try gets no answer: the 24 stay, the reason shows with Try again.
    await page.route(/\/wps\/rewards\/rebate\/claims\?page=2$/, (route) => route.abort(), {
      times: 1,
    });
    await loadMore.click();
    await expect(history.getByRole('alert')).toHaveText('No internet connection. Please try again');
    await expect(claims).toHaveCount(24);
    await expect(loadMore).toHaveCount(0);
    await shoot(page, 'history-failed-en');

    // Try again waits on page 2 (the button busy), then the oldest claim joins the list, once.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/wps\/rewards\/rebate\/claims\?page=2$/, async (route) => {
      await held;
      await route.continue();
    });
    await history.getByRole('button', { name: 'Try again' }).click();
    await expect(loadMore).toHaveAttribute('aria-busy', 'true');
    await expect(history.getByRole('alert')).toHaveCount(0);
    release();
    await expect(claims).toHaveCount(25);
    await expect(loadMore).toHaveCount(0);
    await expect(history.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const times = await claims
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    // Newest first down to the oldest, each claim of 0.01.
    expect([...times].sort().reverse()).toEqual(times);
    await expect(claims.filter({ hasText: '0.01' })).toHaveCount(25);

    // Bengali: the same button in the member's language.
    await page.goto('/m/member/manualRebate?lang=BN');
    const bnHistory = page.getByRole('region', { name: TEXTS.BN.history });
    await expect(bnHistory.getByRole('listitem')).toHaveCount(24);
    await bnHistory.getByRole('button', { name: 'আরও দেখুন' }).click();
    await expect(bnHistory.getByRole('listitem')).toHaveCount(25);
    await shoot(page, 'history-all-bn');
  });

  test('MANPLAYREB3 off: the screen says the rebate is not available, BN and EN', async ({
    page,
    request,
  }) => {
    await configureSite(request, { whitelabel: [{ moduleId: 'MANPLAYREB3', enabled: false }] });
    await logIn(page, request);
    for (const language of ['EN', 'BN'] as const) {
      await page.goto(`/m/member/manualRebate?lang=${language}`);
      await expect(page.getByRole('heading', { name: TEXTS[language].off })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await shoot(page, `disabled-${language.toLowerCase()}`);
    }
  });
});

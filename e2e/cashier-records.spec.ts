import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// The transaction record and the betting record end to end (requirements C5, C6.2; docs/api.md
// "Cashier"): a member's deposits (one approved through the development controls, one pending)
// and demo rounds, all placed through the API, show in the records with their exact amounts;
// filters narrow the lists; more than 24 rows arrive in a second page by scrolling; a range
// without movements says so; BN and EN at 360 and 320 px. Every way in reaches the screens.

interface Round {
  roundId: string;
  stake: string;
  payout: string;
  winLoss: string;
}

const headers = (token: string, moduleId: string) => ({
  Merchant: MERCHANT,
  Authorization: token,
  ModuleId: moduleId,
});

/** 25,380.75: grouped like the site prints money, from the exact decimal. */
function grouped(amount: Decimal): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}
const signed = (amount: Decimal) => `${amount.isNegative() ? '-' : '+'}${grouped(amount.abs())}`;

let transactionIds = 0;
async function deposit(request: APIRequestContext, token: string, amount: string) {
  transactionIds += 1;
  const answer = await request.post('/wps/cashier/deposit/orders', {
    headers: { ...headers(token, 'DEPOSIT3'), 'Idempotency-Key': randomUUID() },
    data: {
      channel: 'bkash',
      amount,
      payerNumber: '01712345678',
      transactionId: `E2ERECORDS${Date.now()}${transactionIds}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { value: { orderNo: string } }).value.orderNo;
}

async function approve(request: APIRequestContext, orderNo: string) {
  const answer = await request.post(`/dev/cashier/orders/${orderNo}/approve`, {
    headers: { Merchant: MERCHANT },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Plays rounds of a member's demo slot as its page does: a launch's ticket, then spins. */
async function playRounds(request: APIRequestContext, token: string, count: number) {
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers: headers(token, 'GAMELO3'),
    params: { gameType: 'RNG', pageNo: 1, pageSize: 24, language: 'EN' },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const games = ((await list.json()) as { value: { games: Array<{ nodeId: number }> } }).value
    .games;
  const launch = await request.get('/wps/game/launchGame', {
    headers: headers(token, 'GAMELO3'),
    params: { nodeId: games[0]!.nodeId },
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const url = new URL(
    ((await launch.json()) as { value: { gameUrl: string } }).value.gameUrl,
    'http://site.test',
  );
  const ticket = url.searchParams.get('ticket') ?? '';
  const rounds: Round[] = [];
  for (let i = 0; i < count; i += 1) {
    const spin = await request.post(`${url.pathname}/rounds`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { ticket, stake: '1.50' },
    });
    expect(spin.ok(), await spin.text()).toBe(true);
    rounds.push(((await spin.json()) as { value: Round }).value);
  }
  return rounds;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/records/${name}-360.png`, fullPage: false });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/records/${name}-320.png`, fullPage: false });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

const list = (page: Page, name = 'Records') => page.getByRole('list', { name });

test.describe('records of a member with deposits and rounds', () => {
  test.beforeEach(async ({ request }) => resetSite(request));

  test('the transaction record shows every movement exactly, filters, pages and details', async ({
    page,
    request,
  }) => {
    const session = await logIn(page, request);
    // 25 rounds write at least 25 bets: with the deposits, more than a page of 24.
    const rounds = await playRounds(request, session.token, 25);
    const approved = await deposit(request, session.token, '1234.56');
    await approve(request, approved);
    const pending = await deposit(request, session.token, '300.00');
    const entries = rounds.length + rounds.filter((r) => new Decimal(r.payout).gt(0)).length;

    await page.goto('/m/transaction/record?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeVisible();
    const pendingRow = list(page).getByRole('listitem').filter({ hasText: pending });
    await expect(pendingRow).toContainText('Deposit+300.00');
    await expect(pendingRow).toContainText('Pending');
    await expect(pendingRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const approvedRow = list(page).getByRole('listitem').filter({ hasText: approved });
    await expect(approvedRow).toContainText('Deposit+1,234.56');
    await expect(approvedRow).toContainText('Approved');
    await shoot(page, 'transactions-en');

    // The newest rows come first: the deposits, then the last round's bet.
    const last = rounds[rounds.length - 1]!;
    const bets = list(page)
      .getByRole('listitem')
      .filter({ hasText: `-${grouped(new Decimal(last.stake))}` });
    await expect(bets.first()).toBeVisible();

    // More than 24: the rest arrive as the player scrolls to the end.
    await expect(list(page).getByRole('listitem')).toHaveCount(24);
    await page.mouse.wheel(0, 20_000);
    // Its rounds' bets and wins, the two deposits and the seeded opening balance.
    await expect(list(page).getByRole('listitem')).toHaveCount(entries + 3);
    await expect(page.getByText('No more records')).toBeVisible();

    // A row's detail: every field, closed by the phone's back.
    await approvedRow.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Transaction details' });
    await expect(dialog).toContainText('+1,234.56');
    await expect(dialog).toContainText(approved);
    await expect(
      dialog.getByRole('button', { name: `Copy order number ${approved}` }),
    ).toBeVisible();
    await shoot(page, 'transaction-detail-en');
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/transaction\/record/);

    // Deposits only, then pending only.
    await page.getByRole('combobox', { name: 'Type' }).selectOption('deposit');
    await expect(list(page).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page)).toContainText(pending);

    // A range without movements.
    await page.getByRole('combobox', { name: 'Date' }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByRole('heading', { name: 'No records' })).toBeVisible();
    await shoot(page, 'transactions-empty-en');
  });

  test('the betting record shows each round and the totals of the filter, in BN and EN', async ({
    page,
    request,
  }) => {
    const session = await logIn(page, request);
    const rounds = await playRounds(request, session.token, 26);
    const sum = (pick: (round: Round) => string) =>
      rounds.reduce((total, round) => total.plus(pick(round)), new Decimal(0));

    await page.goto('/m/gameRecord?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    const totals = page.getByLabel('Totals');
    await expect(totals).toContainText(`Rounds${rounds.length}`);
    await expect(totals).toContainText(`Stake${grouped(sum((r) => r.stake))}`);
    await expect(totals).toContainText(`Valid stake${grouped(sum((r) => r.stake))}`);
    await expect(totals).toContainText(`Win/loss${signed(sum((r) => r.winLoss))}`);
    await expect(list(page).getByRole('listitem')).toHaveCount(24);
    await shoot(page, 'bets-en');
    await page.mouse.wheel(0, 20_000);
    await expect(list(page).getByRole('listitem')).toHaveCount(rounds.length);

    // The first round played is the last row; its detail has the round id to copy.
    const first = rounds[0]!;
    const row = list(page).getByRole('listitem').last();
    await expect(row).toContainText(signed(new Decimal(first.winLoss)));
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    await expect(dialog).toContainText(first.roundId);
    await expect(dialog).toContainText(`Payout${grouped(new Decimal(first.payout))}`);
    await expect(dialog.getByRole('button', { name: `Copy round ${first.roundId}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Another category has no rounds.
    await page.getByRole('combobox', { name: 'Game category' }).selectOption('FISH');
    await expect(page.getByRole('heading', { name: 'No records' })).toBeVisible();
    await expect(totals).toContainText('Rounds0');

    await page.goto('/m/gameRecord?lang=BN');
    await expect(page.getByLabel('মোট')).toContainText(`রাউন্ড সংখ্যা${rounds.length}`);
    await shoot(page, 'bets-bn');
    await page.goto('/m/transaction/record?lang=BN');
    await expect(page.getByRole('combobox', { name: 'ধরন' })).toBeVisible();
    // The rounds' bets, in Bengali (the newest row may be a win).
    await expect(list(page, 'রেকর্ড')).toContainText('বাজি');
    await shoot(page, 'transactions-bn');
  });
});

test.describe('ways into the records', () => {
  test('the side menu, the profile and the menu page open the records, not the operator notice', async ({
    page,
    request,
  }) => {
    await resetSite(request);
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Transaction record' })
      .click();
    await expect(page).toHaveURL(/\/m\/transaction\/record/);
    await expect(page.getByRole('combobox', { name: 'Type' })).toBeVisible();

    await page.goto('/m/member/home?lang=EN');
    await page.getByRole('link', { name: 'Betting record' }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord/);
    await expect(page.getByRole('combobox', { name: 'Game category' })).toBeVisible();

    await page.goto('/m/menu?lang=EN');
    await page.getByRole('link', { name: 'Betting record' }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord/);
    await expect(page.getByLabel('Totals')).toBeVisible();
    await expect(page.getByText("Provided by the operator's member centre")).toHaveCount(0);
  });

  test('a visitor goes to the login page', async ({ page }) => {
    await page.goto('/m/gameRecord?lang=EN');
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

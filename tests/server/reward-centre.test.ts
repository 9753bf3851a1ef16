import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RewardItem } from '../../shared/contract/calls/reward-centre.ts';
import { announcements, rewardRequests, walletEntries } from '../../server/db/schema.ts';
import { checkLedger, findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

// Requirements D1 (the reward centre): the seeded member's list, its statuses and tabs; the claim
// booking one bonus entry even under 20 parallel claims; the operator's decisions on applications
// and progress (development controls); and the refusals. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL (reward-centre-processes.test.ts adds two server processes).

const content = useContentFixture();
const PLAYER = 'demo_player';
const SECOND = 'demo_player2';
const CENTRE = '/wps/rewards/center';
const CLAIM = '/wps/relay/MCSFE_signUpClaimReward';

async function centre(token: string, language = 'EN'): Promise<RewardItem[]> {
  const answer = await call(content.fixture.app, `${CENTRE}?language=${language}`, {
    headers: auth(token),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.value as { items: RewardItem[] }).items;
}

const claim = (token: string, promotionId: unknown, key: string | null = randomUUID()) =>
  call(content.fixture.app, CLAIM, {
    method: 'POST',
    body: { promotionId },
    headers: key === null ? auth(token) : { ...auth(token), 'Idempotency-Key': key },
  });

const dev = (method: string, path: string, body: unknown) =>
  call(content.fixture.app, `/dev/rewards${path}`, { method, body });

const balanceOf = async (userName: string) =>
  (await checkLedger(content.fixture.database.db, userName)).balance;

const bonusEntries = (userName: string) =>
  content.fixture.database.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userName, userName), eq(walletEntries.type, 'bonus')));

describe('the reward centre list (GET /wps/rewards/center)', () => {
  it("lists the demo member's promotions with status, tab, bonus, progress, time and reason", async () => {
    const items = await centre(content.token.player);
    const claimable = items.filter((item) => item.tab === 'claimable');
    const history = items.filter((item) => item.tab === 'history');
    // Claim on top in the operator's order, then Process, Joined and Join (requirements D1.3).
    expect(claimable.map((item) => [item.id, item.status])).toEqual([
      [101, 'Claim'],
      [104, 'Claim'],
      [105, 'Claim'],
      [106, 'Claim'],
      [107, 'Claim'],
      [103, 'Process'],
      [102, 'Joined'],
      [113, 'Join'],
    ]);
    expect(new Set(history.map((item) => item.status))).toEqual(
      new Set(['Applying', 'Issued', 'Claimed', 'Rejected', 'Close']),
    );
    // History newest first: every time at or before the one above it.
    const times = history.map((item) => item.at ?? '');
    expect(times.every((time) => time !== '')).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(101)).toEqual({
      id: 101,
      title: 'Welcome bonus: 100% on your first deposit',
      type: 'JOIN',
      bonusAmount: '500.00',
      status: 'Claim',
      tab: 'claimable',
      completedConditions: null,
      totalConditions: null,
      at: null,
      reason: null,
    });
    expect(byId.get(103)).toMatchObject({ completedConditions: 2, totalConditions: 4 });
    expect(byId.get(102)).toMatchObject({ completedConditions: 0, totalConditions: 3 });
    expect(byId.get(109)).toMatchObject({
      status: 'Rejected',
      reason: 'The screenshot does not show the golden fish.',
    });
    expect(byId.get(110)).toMatchObject({ status: 'Issued', at: expect.any(String) });
    expect(byId.get(104)).toMatchObject({ type: 'APPLY', status: 'Claim' });
    expect((await centre(content.token.player, 'BN'))[0]?.title).toBe(
      'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
    );
    // A member who joined nothing sees only Join, Claim and Close.
    const fresh = await centre(content.token.second);
    expect(new Set(fresh.map((item) => item.status))).toEqual(new Set(['Join', 'Claim', 'Close']));
  });

  it('needs a session, refuses trial players and bad languages, and keeps listing with REWCEN3 off', async () => {
    expectFailure(await call(content.fixture.app, CENTRE), 401, 'login.not.session');
    expectFailure(
      await call(content.fixture.app, CENTRE, { headers: auth(content.token.trial) }),
      403,
      'trial.not.allowed',
    );
    expectFieldError(
      await call(content.fixture.app, `${CENTRE}?language=%00x`, {
        headers: auth(content.token.player),
      }),
      'language',
    );
    await switchOff(content.fixture.app, 'REWCEN3');
    expect(await centre(content.token.player)).toHaveLength(13);
    expectFailure(await claim(content.token.player, 101), 400, 'function.not.available');
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(
      await call(content.fixture.app, CENTRE, { headers: auth(content.token.player) }),
      400,
      'function.not.available',
    );
  });
});

describe('claiming a sign-up reward (requirements D1.4)', () => {
  it('books one bonus entry P<id>: the balance rises by exactly the bonus, and the row moves to History', async () => {
    const before = await balanceOf(PLAYER);
    expect(before).toBe('25380.75');
    expect((await claim(content.token.player, 101)).body.value).toEqual({
      success: true,
      status: 'Claimed',
    });
    expect(await balanceOf(PLAYER)).toBe('25880.75');
    expect(await bonusEntries(PLAYER)).toMatchObject([
      { amount: '500.00', reference: 'P101', balanceAfter: '25880.75' },
    ]);
    const claimed = (await centre(content.token.player)).find((item) => item.id === 101);
    expect(claimed).toMatchObject({ status: 'Claimed', tab: 'history', at: expect.any(String) });
    // A repeat answers the first result and books nothing.
    expect((await claim(content.token.player, 101)).body.value).toEqual({
      success: true,
      status: 'Claimed',
    });
    expect(await bonusEntries(PLAYER)).toHaveLength(1);
    expect(await findLedgerMismatches(content.fixture.database.db)).toEqual([]);
  });

  it('20 parallel claims credit once, with one key and with different keys', async () => {
    const key = randomUUID();
    const sameKey = await Promise.all(
      Array.from({ length: 20 }, () => claim(content.token.player, 101, key)),
    );
    expect(sameKey.map((answer) => answer.body.value)).toEqual(
      Array.from({ length: 20 }, () => ({ success: true, status: 'Claimed' })),
    );
    expect(await bonusEntries(PLAYER)).toHaveLength(1);
    // Another claimable promotion, claimed by 20 requests with a key each.
    await dev('PUT', '/progress', { userName: PLAYER, promotionId: 102, state: 'claimable' });
    const keys = await Promise.all(
      Array.from({ length: 20 }, () => claim(content.token.player, 102)),
    );
    expect(keys.every((answer) => answer.status === 200)).toBe(true);
    expect((await bonusEntries(PLAYER)).map((entry) => entry.reference).sort()).toEqual([
      'P101',
      'P102',
    ]);
    expect(await balanceOf(PLAYER)).toBe('26080.75');
    expect(await findLedgerMismatches(content.fixture.database.db)).toEqual([]);
  });

  it('only moves a promotion without a bonus (no entry of 0)', async () => {
    await content.fixture.database.db
      .update(announcements)
      .set({ bonusAmount: null })
      .where(eq(announcements.id, 101));
    expect((await claim(content.token.player, 101)).body.value).toMatchObject({
      status: 'Claimed',
    });
    expect(await bonusEntries(PLAYER)).toEqual([]);
    expect(await balanceOf(PLAYER)).toBe('25380.75');
  });

  it('needs an Idempotency-Key of the cashier form and a good promotion id', async () => {
    expectFieldError(await claim(content.token.player, 101, null), 'Idempotency-Key');
    expectFieldError(await claim(content.token.player, 101, 'short'), 'Idempotency-Key');
    expectFieldError(await claim(content.token.player, 101, 'x'.repeat(65)), 'Idempotency-Key');
    for (const id of [0, -1, 1.5, 'abc', null, 99_999_999_999, '\u0000'])
      expectFieldError(await claim(content.token.player, id), 'promotionId');
    expectFailure(await claim(content.token.player, 999), 404, 'not.found');
    expect(await bonusEntries(PLAYER)).toEqual([]);
    expectFailure(await claim(content.token.trial, 101), 403, 'trial.not.allowed');
    expectFailure(
      await call(content.fixture.app, CLAIM, { method: 'POST', body: { promotionId: 101 } }),
      401,
      'login.not.session',
    );
  });
});

describe('development controls (requirements D0.2)', () => {
  it('walk a member through Join → Joined → Process → Claim → Claimed', async () => {
    const statusOf = async () =>
      (await centre(content.token.second)).find((item) => item.id === 102);
    expect(await statusOf()).toMatchObject({ status: 'Join' });
    const move = (state: string, completedConditions?: number) =>
      dev('PUT', '/progress', { userName: SECOND, promotionId: 102, state, completedConditions });
    expect((await move('joined')).status).toBe(200);
    expect(await statusOf()).toMatchObject({
      status: 'Joined',
      completedConditions: 0,
      totalConditions: 3,
    });
    await move('process', 2);
    expect(await statusOf()).toMatchObject({ status: 'Process', completedConditions: 2 });
    await move('claimable');
    expect(await statusOf()).toMatchObject({ status: 'Claim', tab: 'claimable' });
    const before = await balanceOf(SECOND);
    expect((await claim(content.token.second, 102)).body.value).toMatchObject({
      status: 'Claimed',
    });
    expect(await statusOf()).toMatchObject({ status: 'Claimed', tab: 'history' });
    expect(await balanceOf(SECOND)).toBe((Number.parseFloat(before) + 200).toFixed(2));
    await move('none');
    expect(await statusOf()).toMatchObject({ status: 'Join' });
  });

  it('issue an application once, booking A<id>; a second decision is reward.already.decided', async () => {
    const [request] = await content.fixture.database.db
      .select({ id: rewardRequests.id })
      .from(rewardRequests)
      .where(and(eq(rewardRequests.userName, PLAYER), eq(rewardRequests.promotionId, 108)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        dev('POST', '/applications/issue', { userName: PLAYER, promotionId: 108 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.errorCode === 'reward.already.decided'),
    ).toHaveLength(19);
    expect(await bonusEntries(PLAYER)).toMatchObject([
      { amount: '777.00', reference: `A${request!.id}` },
    ]);
    expect(await balanceOf(PLAYER)).toBe('26157.75');
    expect((await centre(content.token.player)).find((item) => item.id === 108)).toMatchObject({
      status: 'Issued',
      at: expect.any(String),
    });
    expect(await findLedgerMismatches(content.fixture.database.db)).toEqual([]);
  });

  it('reject an application with its reason, which the centre shows', async () => {
    const answer = await dev('POST', '/applications/reject', {
      userName: PLAYER,
      promotionId: 108,
      reason: '  Please attach the screenshot.  ',
    });
    expect(answer.body.value).toEqual({
      id: expect.any(Number),
      status: 'rejected',
      balanceAfter: null,
    });
    expect((await centre(content.token.player)).find((item) => item.id === 108)).toMatchObject({
      status: 'Rejected',
      reason: 'Please attach the screenshot.',
    });
    expectFailure(
      await dev('POST', '/applications/issue', { userName: PLAYER, promotionId: 108 }),
      409,
      'reward.already.decided',
    );
    expect(await bonusEntries(PLAYER)).toEqual([]);
    // Bad input is answered with the envelope.
    expectFieldError(
      await dev('PUT', '/progress', { userName: SECOND, promotionId: 102, state: 'claimed' }),
      'state',
    );
    expectFieldError(
      await dev('PUT', '/progress', { userName: SECOND, promotionId: 0, state: 'joined' }),
      'promotionId',
    );
    expectFieldError(
      await dev('PUT', '/progress', {
        userName: SECOND,
        promotionId: 102,
        state: 'process',
        completedConditions: -1,
      }),
      'completedConditions',
    );
    expectFieldError(
      await dev('PUT', '/progress', { userName: SECOND, promotionId: 104, state: 'joined' }),
      'promotionId',
    );
    expectFailure(
      await dev('PUT', '/progress', { userName: SECOND, promotionId: 999, state: 'joined' }),
      404,
      'not.found',
    );
    expectFieldError(
      await dev('POST', '/applications/reject', {
        userName: PLAYER,
        promotionId: 108,
        reason: ' ',
      }),
      'reason',
    );
    expectFailure(
      await dev('POST', '/applications/issue', { userName: SECOND, promotionId: 108 }),
      404,
      'not.found',
    );
  });
});

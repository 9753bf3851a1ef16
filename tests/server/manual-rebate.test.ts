import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rebateClaimSchema,
  rebateClaimsSchema,
  rebateSummarySchema,
} from '../../shared/contract/calls/manual-rebate.ts';
import { walletEntries } from '../../server/db/schema.ts';
import { checkLedger, findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { fund, pickGame, type PickedGame } from './helpers/cashier-records.ts';
import { openCatalogue, sessionToken, type CatalogueFixture } from './helpers/games.ts';
import { claim, history, play, summary } from './helpers/manual-rebate.ts';
import { call, overrideSite } from './helpers/test-app.ts';

// The manual rebate (requirements D3, docs/api.md "Rewards and security"): stakes by category times
// the configured rate, each line rounded down to the cent; one claim pays a round once, however
// many requests race; the next total starts from zero. The shipped rates are RNG 0.008 and FISH
// 0.005 (server/config/default-site.json), the minimum claim 1.00.

let fixture: CatalogueFixture;
let slot: PickedGame;
let fish: PickedGame;
let members = 0;

beforeAll(async () => {
  fixture = await openCatalogue();
  slot = await pickGame(fixture.database.db, 'RNG', '0.10', false);
  fish = await pickGame(fixture.database.db, 'FISH', '0.10', false);
}, 60_000);
afterAll(async () => fixture.database.close());

/** A member of its own with a session and 10,000.00 to play with. */
async function member(): Promise<{ userName: string; token: string }> {
  members += 1;
  const userName = `rebate${process.pid % 10_000}x${members}`;
  const token = await sessionToken(fixture.database, userName, 0);
  await fund(fixture.database.db, userName, '10000.00');
  return { userName, token };
}

async function summaryOf(token: string) {
  const answer = await summary(fixture.app, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(rebateSummarySchema, answer.body.value);
}

async function rebateEntries(userName: string) {
  return fixture.database.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userName, userName), eq(walletEntries.type, 'rebate')));
}

describe('GET /wps/rewards/rebate', () => {
  it('prices each category at its rate, rounded down to the cent, and says what is missing', async () => {
    const { token } = await member();
    await play(fixture.app, token, slot, '33.33');
    await play(fixture.app, token, fish, '10.00');
    await play(fixture.app, token, fish, '0.99');
    expect(await summaryOf(token)).toEqual({
      lines: [
        // 10.99 × 0.005 = 0.05495 → 0.05
        { category: 'FISH', stake: '10.99', rate: '0.0050', amount: '0.05' },
        // 33.33 × 0.008 = 0.26664 → 0.26
        { category: 'RNG', stake: '33.33', rate: '0.0080', amount: '0.26' },
      ],
      total: '0.31',
      minimum: '1.00',
      missing: '0.69',
    });
  });

  it('gives a category without a rate nothing, and starts every member at zero', async () => {
    const { token } = await member();
    expect(await summaryOf(token)).toEqual({
      lines: [],
      total: '0.00',
      minimum: '1.00',
      missing: '1.00',
    });
    await overrideSite(fixture.app, { rebate: { rates: { FISH: '0' }, minimumClaim: '0.50' } });
    try {
      await play(fixture.app, token, fish, '500.00');
      await play(fixture.app, token, slot, '100.00');
      const now = await summaryOf(token);
      expect(now.lines.map((line) => line.category)).toEqual(['RNG']);
      expect(now).toMatchObject({ total: '0.80', minimum: '0.50', missing: '0.00' });
      // The unrated category's rounds stay unclaimed: a rate set later pays them.
      const answer = await claim(fixture.app, token, randomUUID());
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await overrideSite(fixture.app, { rebate: { rates: { FISH: '0.005' } } });
      expect(await summaryOf(token)).toMatchObject({
        lines: [{ category: 'FISH', stake: '500.00', rate: '0.0050', amount: '2.50' }],
        total: '2.50',
      });
    } finally {
      await overrideSite(fixture.app, {
        rebate: { rates: { FISH: '0.005' }, minimumClaim: '1.00' },
      });
    }
  });
});

describe('POST /wps/rewards/rebate/claims', () => {
  it('refuses a total below the minimum and books nothing', async () => {
    const { userName, token } = await member();
    await play(fixture.app, token, slot, '33.33');
    const answer = await claim(fixture.app, token, randomUUID());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'rebate.below.minimum',
      value: { minimum: '1.00', total: '0.26' },
    });
    expect(await rebateEntries(userName)).toEqual([]);
    expect((await summaryOf(token)).total).toBe('0.26');
  });

  it('pays once, starts the next total at zero and counts later rounds for the next claim', async () => {
    const { userName, token } = await member();
    await play(fixture.app, token, slot, '150.00');
    await play(fixture.app, token, fish, '100.00');
    const before = await checkLedger(fixture.database.db, userName);
    const key = randomUUID();
    const answer = await claim(fixture.app, token, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const first = z.parse(rebateClaimSchema, answer.body.value);
    expect(first).toMatchObject({
      total: '1.70',
      lines: [
        { category: 'FISH', stake: '100.00', rate: '0.0050', amount: '0.50' },
        { category: 'RNG', stake: '150.00', rate: '0.0080', amount: '1.20' },
      ],
    });
    const entries = await rebateEntries(userName);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: '1.70', reference: `RB${first.id}` });
    const after = await checkLedger(fixture.database.db, userName);
    expect(after.balance).toBe(
      (BigInt(before.balance.replace('.', '')) + 170n).toString().replace(/(\d\d)$/, '.$1'),
    );
    expect(await summaryOf(token)).toMatchObject({ lines: [], total: '0.00', missing: '1.00' });

    // The same key again answers the first claim and books nothing.
    const repeat = await claim(fixture.app, token, key);
    expect(repeat.status).toBe(200);
    expect(repeat.body.value).toEqual(answer.body.value);
    // A new key with nothing to pay is below the minimum.
    expect((await claim(fixture.app, token, randomUUID())).body.errorCode).toBe(
      'rebate.below.minimum',
    );

    await play(fixture.app, token, slot, '200.00');
    const next = z.parse(
      rebateClaimSchema,
      (await claim(fixture.app, token, randomUUID())).body.value,
    );
    expect(next).toMatchObject({
      total: '1.60',
      lines: [{ category: 'RNG', stake: '200.00', amount: '1.60' }],
    });
    expect(await rebateEntries(userName)).toHaveLength(2);

    const list = await history(fixture.app, token);
    expect(list.status).toBe(200);
    const claims = z.parse(rebateClaimsSchema, list.body.value);
    expect(claims.rows.map((row) => row.id)).toEqual([next.id, first.id]);
    expect(claims.rows[1]).toEqual(first);
    expect(claims).toMatchObject({ page: 1, pageSize: 24, hasMore: false });
    expect(await findLedgerMismatches(fixture.database.db)).toEqual([]);
  });

  it('lists 25 claims newest first, 24 on page 1 and the oldest on page 2 (requirements D3.4)', async () => {
    const { token } = await member();
    const paid: number[] = [];
    for (let count = 0; count < 25; count += 1) {
      // 125.00 × 0.008 = 1.00, the minimum claim.
      await play(fixture.app, token, slot, '125.00');
      const answer = await claim(fixture.app, token, randomUUID());
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      paid.push(z.parse(rebateClaimSchema, answer.body.value).id);
    }
    const pageOf = async (query: string) => {
      const answer = await history(fixture.app, token, query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return z.parse(rebateClaimsSchema, answer.body.value);
    };
    const newestFirst = [...paid].reverse();
    const first = await pageOf('?page=1');
    expect(first).toMatchObject({ page: 1, pageSize: 24, hasMore: true });
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 24));
    expect(first.rows.every((row) => row.total === '1.00')).toBe(true);
    const second = await pageOf('?page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 24, hasMore: false });
    expect(second.rows.map((row) => row.id)).toEqual([paid[0]]);
    expect(second.rows[0]?.lines).toEqual([
      { category: 'RNG', stake: '125.00', rate: '0.0080', amount: '1.00' },
    ]);
    expect(await pageOf('?page=3')).toMatchObject({ rows: [], page: 3, hasMore: false });
  });

  it('keeps a category whose line rounds to 0.00 for the next claim', async () => {
    const { token } = await member();
    await play(fixture.app, token, slot, '125.00');
    await play(fixture.app, token, fish, '1.00');
    const paid = z.parse(
      rebateClaimSchema,
      (await claim(fixture.app, token, randomUUID())).body.value,
    );
    expect(paid.lines).toEqual([
      { category: 'RNG', stake: '125.00', rate: '0.0080', amount: '1.00' },
    ]);
    expect((await summaryOf(token)).lines).toEqual([
      { category: 'FISH', stake: '1.00', rate: '0.0050', amount: '0.00' },
    ]);
  });

  it('pays once when 20 claims race, with one key and with 20 keys', async () => {
    for (const sameKey of [true, false]) {
      const { userName, token } = await member();
      await play(fixture.app, token, slot, '500.00');
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => claim(fixture.app, token, sameKey ? key : randomUUID())),
      );
      const paid = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      if (sameKey) expect(paid).toHaveLength(20);
      else expect(paid).toHaveLength(1);
      for (const answer of refused) expect(answer.body.errorCode).toBe('rebate.below.minimum');
      expect(new Set(paid.map((answer) => (answer.body.value as { id: number }).id)).size).toBe(1);
      const entries = await rebateEntries(userName);
      expect(entries.map((entry) => entry.amount)).toEqual(['4.00']);
      expect(await findLedgerMismatches(fixture.database.db)).toEqual([]);
    }
  });
});

describe('bad input and who may call', () => {
  it('answers the envelope for a missing or malformed key and a bad page', async () => {
    const { token } = await member();
    for (const key of [
      null,
      'short',
      'x'.repeat(65),
      'bad key with spaces!',
      'é'.repeat(20),
      '0123456789abcdef.',
    ]) {
      const answer = await claim(fixture.app, token, key);
      expect(answer.status, String(key)).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        value: { fields: [{ field: 'Idempotency-Key' }] },
      });
    }
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=99999999']) {
      const answer = await history(fixture.app, token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('refuses visitors and trial players, and answers nothing with MANPLAYREB3 off', async () => {
    const visitor = await call(fixture.app, '/wps/rewards/rebate');
    expect(visitor.status).toBe(401);
    const trial = await sessionToken(fixture.database, 'rebatetrial', 4);
    for (const answer of [
      await summary(fixture.app, trial),
      await claim(fixture.app, trial, randomUUID()),
      await history(fixture.app, trial),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe('trial.not.allowed');
    }
    const { token } = await member();
    await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'MANPLAYREB3', enabled: false }] });
    try {
      const off = await summary(fixture.app, token);
      expect(off.body.success).toBe(false);
      expect(off.body.errorCode).toBe('function.not.available');
    } finally {
      await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'MANPLAYREB3', enabled: true }] });
    }
  });
});

describe('the site configuration (server/README.md, key rebate)', () => {
  it('refuses rates above 5 %, of more than 4 decimals, as numbers or for unknown categories, and a minimum below 0.01', async () => {
    for (const rebate of [
      { rates: { RNG: '0.0501' } },
      { rates: { RNG: '0.00001' } },
      { rates: { RNG: 0.008 } },
      { rates: { RNG: '-0.001' } },
      { rates: { NOSUCH: '0.001' } },
      { rates: {}, minimumClaim: '0.00' },
      { rates: {}, minimumClaim: '1.005' },
      { rates: {}, minimumClaim: 1 },
    ]) {
      const answer = await call(fixture.app, '/dev/site', { method: 'PUT', body: { rebate } });
      expect(answer.status, JSON.stringify(rebate)).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
    }
    expect((await call(fixture.app, '/dev/site')).body.value).toMatchObject({
      rebate: { rates: { RNG: '0.008', FISH: '0.005' }, minimumClaim: '1.00' },
    });
  });
});

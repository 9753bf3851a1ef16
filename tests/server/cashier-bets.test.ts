import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordsSchema } from '../../shared/contract/calls/bet-records.ts';
import { gameRoundSchema } from '../../shared/contract/calls/game-round.ts';
import { gameRounds } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { cents as centsOf, fromCents as printCents } from '../../server/services/cashier/money.ts';
import { fund, launchTicket, pickGame, spin, type PickedGame } from './helpers/cashier-records.ts';
import { openCatalogue, sessionToken, type CatalogueFixture } from './helpers/games.ts';
import { call, overrideSite } from './helpers/test-app.ts';

// The betting record (requirements C6.2, docs/api.md "Cashier"): a member's rounds with the game's
// name in the caller's language, a category and date filter, exact NUMERIC totals over the whole
// filter, and paging.

let fixture: CatalogueFixture;
let slot: PickedGame;
let fish: PickedGame;

beforeAll(async () => {
  fixture = await openCatalogue();
  slot = await pickGame(fixture.database.db, 'RNG', '0.10', false);
  fish = await pickGame(fixture.database.db, 'FISH', '0.10', false);
}, 60_000);
afterAll(async () => fixture.database.close());

const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

async function bets(token: string, query: Record<string, string> = {}, language = 'EN') {
  const search = new URLSearchParams({ from: today(), to: today(), ...query });
  return call(fixture.app, `/wps/cashier/bets?${search.toString()}`, {
    headers: { Authorization: token, Language: language },
  });
}

async function betPage(token: string, query: Record<string, string> = {}, language = 'EN') {
  const answer = await bets(token, query, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(betRecordsSchema, answer.body.value);
}

async function play(token: string, game: PickedGame, stake: string) {
  const ticket = await launchTicket(fixture.app, token, game.id);
  const answer = await spin(fixture.app, game.code, { ticket, stake });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(gameRoundSchema, answer.body.value);
}

describe('GET /wps/cashier/bets', () => {
  it('lists the rounds played with exact totals, the game named in the language asked for', async () => {
    const token = await sessionToken(fixture.database, 'bets_totals', 0);
    await fund(fixture.database.db, 'bets_totals', '100.00');
    const played = [
      await play(token, slot, '0.10'),
      await play(token, slot, '0.10'),
      await play(token, fish, '0.10'),
    ];
    const winLoss = played.reduce(
      (sum, round) => sum + centsOf(round.payout) - centsOf(round.stake),
      0n,
    );
    const all = await betPage(token);
    expect(all.totals).toEqual({
      rounds: 3,
      stake: '0.30',
      validStake: '0.30',
      winLoss: printCents(winLoss),
    });
    expect(all.rows.map((row) => row.roundId)).toEqual(
      played.map((round) => round.roundId).reverse(),
    );
    const first = all.rows.at(-1)!;
    expect(first).toMatchObject({
      gameId: slot.code,
      gameName: slot.nameEn,
      category: 'RNG',
      stake: '0.10',
      validStake: '0.10',
      payout: played[0]!.payout,
      winLoss: played[0]!.winLoss,
    });
    expect(first.vendorName.length).toBeGreaterThan(0);
    expect((await betPage(token, {}, 'BN')).rows.at(-1)!.gameName).toBe(slot.nameBn);
    // The category filter, its totals over that category only.
    const onlyFish = await betPage(token, { category: 'FISH' });
    expect(onlyFish.rows.map((row) => row.roundId)).toEqual([played[2]!.roundId]);
    expect(onlyFish.totals).toMatchObject({
      rounds: 1,
      stake: '0.10',
      winLoss: played[2]!.winLoss,
    });
    expect((await betPage(token, { category: 'LIVE' })).totals).toEqual({
      rounds: 0,
      stake: '0.00',
      validStake: '0.00',
      winLoss: '0.00',
    });
    // Another member sees none of them.
    const other = await sessionToken(fixture.database, 'bets_other', 0);
    expect((await betPage(other)).totals.rounds).toBe(0);
    expect(await findLedgerMismatches(fixture.database.db)).toEqual([]);
  });

  it('pages 24 rounds at a time, newest first, with totals over every page and Bangladesh days', async () => {
    const token = await sessionToken(fixture.database, 'bets_pages', 0);
    // Rounds written straight into the table: the paging does not need 25 spins.
    await fixture.database.db.insert(gameRounds).values(
      Array.from({ length: 25 }, (_, index) => ({
        roundId: `Rpage${String(index).padStart(2, '0')}`,
        userName: 'bets_pages',
        gameId: slot.code,
        vendorCode: slot.vendorCode,
        category: 'RNG',
        stake: '0.10',
        payout: index % 5 === 0 ? '0.25' : '0.00',
        reels: ['bell', 'bar', 'lemon'],
        idempotencyKey: `page-key-${String(index).padStart(8, '0')}`,
        requestHash: 'test',
        createdAt: new Date(Date.UTC(2026, 2, 1, 0, index)),
      })),
    );
    const query = { from: '2026-03-01', to: '2026-03-01' };
    const first = await betPage(token, query);
    const second = await betPage(token, { ...query, page: '2' });
    expect(first.rows).toHaveLength(24);
    expect(first.hasMore).toBe(true);
    expect(second.rows).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect([...first.rows, ...second.rows].map((row) => row.roundId)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Rpage${String(24 - index).padStart(2, '0')}`),
    );
    // 25 × 0.10 staked, 5 × 0.25 paid back: −1.25.
    for (const page of [first, second])
      expect(page.totals).toEqual({
        rounds: 25,
        stake: '2.50',
        validStake: '2.50',
        winLoss: '-1.25',
      });
    expect(second.rows[0]).toMatchObject({ winLoss: '0.15', payout: '0.25' });
    // 2026-03-01T00:24Z is 06:24 in Bangladesh: the same day; the day before has none.
    expect((await betPage(token, { from: '2026-02-28', to: '2026-02-28' })).totals.rounds).toBe(0);
    await fixture.database.db.execute(
      sql`update game_rounds set created_at = '2026-03-01T18:00:00Z' where round_id = 'Rpage00'`,
    );
    expect((await betPage(token, query)).totals.rounds).toBe(24);
    expect((await betPage(token, { from: '2026-03-02', to: '2026-03-02' })).totals.rounds).toBe(1);
  });

  it('refuses bad filters, visitors, trial players and a switched-off module', async () => {
    const token = await sessionToken(fixture.database, 'bets_refusals', 0);
    const bad: Record<string, string>[] = [
      { category: 'NOPE' },
      { category: 'rng' },
      { category: 'RNG1' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-01' },
      { page: '0' },
      { category: 'RNG\u0007' },
    ];
    for (const query of bad) {
      const answer = await bets(token, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errorCode, JSON.stringify(query)).toBe('request_param_err');
    }
    const anonymous = await call(fixture.app, `/wps/cashier/bets?from=${today()}&to=${today()}`);
    expect(anonymous.status).toBe(401);
    const trial = await sessionToken(fixture.database, 'trial_0155544433', 4);
    const refused = await bets(trial);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('trial.not.allowed');
    await overrideSite(fixture.app, {
      whitelabel: [{ moduleId: 'TRANSBETREPMEM3', enabled: false }],
    });
    const off = await bets(token);
    expect(off.body.errorCode).toBe('function.not.available');
    await overrideSite(fixture.app, {
      whitelabel: [{ moduleId: 'TRANSBETREPMEM3', enabled: true }],
    });
  });
});

import { count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRoundSchema } from '../../shared/contract/calls/game-round.ts';
import { findKeyPair } from '../../server/db/queries/server-keys.ts';
import { deleteSession } from '../../server/db/queries/sessions.ts';
import { gameRounds, members, sessions, walletEntries } from '../../server/db/schema.ts';
import {
  checkLedger,
  findLedgerMismatches,
  listEntries,
} from '../../server/services/cashier/ledger.ts';
import { issuePlayTicket } from '../../server/services/cashier/play-ticket.ts';
import {
  drawReels,
  multiplierOf,
  payoutCents,
  REEL_STRIP,
  type ReelSymbol,
} from '../../server/services/cashier/round-draw.ts';
import { cents as centsOf, fromCents as printCents } from '../../server/services/cashier/money.ts';
import { fund, launchTicket, pickGame, spin, type PickedGame } from './helpers/cashier-records.ts';
import { openCatalogue, sessionToken, type CatalogueFixture } from './helpers/games.ts';

// The demo slot's rounds (requirements C6.1, C6.3; docs/api.md "Cashier" → Rounds): the play ticket,
// the seeded draw, the ledger entries of a member's round, idempotency and the balance under load.

let fixture: CatalogueFixture;
let slot: PickedGame;
let otherSlot: PickedGame;
let freeSlot: PickedGame;

beforeAll(async () => {
  fixture = await openCatalogue();
  slot = await pickGame(fixture.database.db, 'RNG', '0.10', false);
  otherSlot = await pickGame(fixture.database.db, 'RNG', '0.20', false);
  freeSlot = await pickGame(fixture.database.db, 'RNG', '0.10', true);
}, 60_000);
afterAll(async () => fixture.database.close());

let players = 0;
/** A new member with a live session and a balance. */
async function member(balance: string | null) {
  players += 1;
  const userName = `round_player_${players}`;
  const token = await sessionToken(fixture.database, userName, 0);
  if (balance !== null) await fund(fixture.database.db, userName, balance);
  return { userName, token };
}

async function seed(): Promise<Buffer> {
  const stored = await findKeyPair(fixture.database.db, 'game-round-seed');
  if (stored === undefined) throw new Error('no draw seed yet');
  return Buffer.from(stored.privateKey, 'base64');
}

const roundOf = (value: unknown) => z.parse(gameRoundSchema, value);

async function tableCounts() {
  const db = fixture.database.db;
  const [rounds] = await db.select({ n: count() }).from(gameRounds);
  const [entries] = await db.select({ n: count() }).from(walletEntries);
  return { rounds: rounds?.n ?? 0, entries: entries?.n ?? 0 };
}

describe('the draw', () => {
  it('returns about 96 % over every combination of the reel strip, computed exactly', () => {
    let total = 0n;
    let paid = 0n;
    for (const [a, wa] of REEL_STRIP)
      for (const [b, wb] of REEL_STRIP)
        for (const [c, wc] of REEL_STRIP) {
          const weight = BigInt(wa * wb * wc);
          total += weight;
          paid += weight * multiplierOf([a, b, c] as ReelSymbol[]);
        }
    // Return in basis points of the stake: 96.3 %.
    const basisPoints = (paid * 100n) / total;
    expect(basisPoints).toBeGreaterThanOrEqual(9_500n);
    expect(basisPoints).toBeLessThanOrEqual(9_700n);
  });

  it('prints cents exactly, without a float', () => {
    expect(centsOf('0.1')).toBe(10n);
    expect(centsOf('123456789012.34')).toBe(12_345_678_901_234n);
    expect(printCents(-5n)).toBe('-0.05');
    expect(printCents(30n)).toBe('0.30');
  });
});

describe('the play ticket', () => {
  it('is put on the game address by the launch and refused when forged, expired, for another game or missing', async () => {
    const { userName, token } = await member('100.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    // One character of the MAC changed, and its last character (whose spare bits decode alike).
    const signatureAt = ticket.lastIndexOf('.') + 5;
    const swap = (at: number) =>
      `${ticket.slice(0, at)}${ticket[at] === 'A' ? 'B' : 'A'}${ticket.slice(at + 1)}`;
    const [session] = await fixture.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userName, userName));
    const expired = await issuePlayTicket(
      fixture.database.db,
      { sessionId: session!.id, userName, gameCode: slot.code, free: false },
      new Date(Date.now() - 13 * 3_600_000),
    );
    // The user name is signed too: a ticket rewritten to another member is forged.
    const parts = ticket.split('.');
    parts[2] = Buffer.from('someone_else').toString('base64url');
    const cases: [string, string, unknown][] = [
      ['forged', slot.code, { ticket: swap(signatureAt), stake: '1.00' }],
      ['last character', slot.code, { ticket: swap(ticket.length - 1), stake: '1.00' }],
      ['other member', slot.code, { ticket: parts.join('.'), stake: '1.00' }],
      ['expired', slot.code, { ticket: expired, stake: '1.00' }],
      ['other game', otherSlot.code, { ticket, stake: '1.00' }],
      ['missing', slot.code, { stake: '1.00' }],
      ['empty', slot.code, { ticket: '', stake: '1.00' }],
      ['garbage', slot.code, { ticket: 'not-a-ticket', stake: '1.00' }],
    ];
    const before = await tableCounts();
    for (const [name, code, body] of cases) {
      const answer = await spin(fixture.app, code, body);
      expect(answer.status, name).toBe(401);
      expect(answer.body, name).toMatchObject({ success: false, errorCode: 'play.ticket.invalid' });
    }
    expect(await tableCounts()).toEqual(before);
    // The real ticket plays.
    expect((await spin(fixture.app, slot.code, { ticket, stake: '1.00' })).status).toBe(200);
  });

  it('stops playing for real once the session has ended or the member is disabled', async () => {
    const { userName, token } = await member('100.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const db = fixture.database.db;
    await db.insert(members).values({
      userName,
      userNameKey: userName,
      passwordHash: 'not-a-hash',
      merchantCode: 'bdbt',
      status: 'disabled',
    });
    const disabled = await spin(fixture.app, slot.code, { ticket, stake: '1.00' });
    expect(disabled.status).toBe(401);
    expect(disabled.body.errorCode).toBe('play.ticket.invalid');
    await db.update(members).set({ status: 'enabled' }).where(eq(members.userName, userName));
    expect((await spin(fixture.app, slot.code, { ticket, stake: '1.00' })).status).toBe(200);
    const [session] = await db.select().from(sessions).where(eq(sessions.userName, userName));
    await deleteSession(db, session!.id);
    const ended = await spin(fixture.app, slot.code, { ticket, stake: '1.00' });
    expect(ended.status).toBe(401);
    expect(ended.body.errorCode).toBe('play.ticket.invalid');
  });

  it('slides the session of a real-money round as a renewal would, within 24 h of the sign-in (requirements A7.4)', async () => {
    const { userName, token } = await member('100.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const db = fixture.database.db;
    const hour = 3_600_000;
    const expiry = async () =>
      (await db.select().from(sessions).where(eq(sessions.userName, userName)))[0]!.expiresAt;
    // Ten minutes left: a round gives the session its 4 hours again.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(sessions.userName, userName));
    const before = Date.now();
    expect((await spin(fixture.app, slot.code, { ticket, stake: '1.00' })).status).toBe(200);
    const slid = (await expiry()).getTime();
    expect(slid).toBeGreaterThanOrEqual(before + 4 * hour - 1000);
    expect(slid).toBeLessThanOrEqual(Date.now() + 4 * hour);
    // Signed in 23 hours ago: the round slides the session only up to 24 hours after the sign-in.
    const signedIn = new Date(Date.now() - 23 * hour);
    await db
      .update(sessions)
      .set({ createdAt: signedIn, expiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(sessions.userName, userName));
    expect((await spin(fixture.app, slot.code, { ticket, stake: '1.00' })).status).toBe(200);
    expect((await expiry()).getTime()).toBe(signedIn.getTime() + 24 * hour);
  });

  it('plays free rounds with demo credits for a trial session and writes nothing', async () => {
    const trial = await sessionToken(fixture.database, 'trial_0199887766', 4);
    const ticket = await launchTicket(fixture.app, trial, freeSlot.id);
    const before = await tableCounts();
    const key = crypto.randomUUID();
    const first = await spin(fixture.app, freeSlot.code, { ticket, stake: '2.00' }, key);
    expect(first.status).toBe(200);
    const round = roundOf(first.body.value);
    expect(round).toMatchObject({ free: true, balance: null, stake: '2.00' });
    // The same draw as a member's round of that id would get, and the same answer on a repeat.
    const reels = drawReels(await seed(), round.roundId);
    expect(round.reels).toEqual(reels);
    expect(round.payout).toBe(printCents(payoutCents(200n, reels)));
    const again = await spin(fixture.app, freeSlot.code, { ticket, stake: '2.00' }, key);
    expect(roundOf(again.body.value)).toEqual(round);
    // A member asking for free play gets a free ticket too.
    const { token } = await member(null);
    const memberFree = await launchTicket(fixture.app, token, freeSlot.id, true);
    const free = await spin(fixture.app, freeSlot.code, { ticket: memberFree, stake: '1.00' });
    expect(roundOf(free.body.value).free).toBe(true);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('a member round', () => {
  it('draws from the seed and the round id, and books its bet and win with the round id', async () => {
    const { userName, token } = await member('1000.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const stakes = ['0.10', '2.50', '7', '10.00', '1.30', '0.20', '3.00', '4.10', '9.99', '1.00'];
    let expectedCents = centsOf('1000.00');
    for (const stake of stakes) {
      const answer = await spin(fixture.app, slot.code, { ticket, stake });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const round = roundOf(answer.body.value);
      const reels = drawReels(await seed(), round.roundId);
      const payout = payoutCents(centsOf(stake), reels);
      expectedCents += payout - centsOf(stake);
      expect(round).toEqual({
        roundId: round.roundId,
        stake: printCents(centsOf(stake)),
        payout: printCents(payout),
        winLoss: printCents(payout - centsOf(stake)),
        reels,
        balance: printCents(expectedCents),
        free: false,
      });
      const entries = (await listEntries(fixture.database.db, userName)).filter(
        (entry) => entry.reference === round.roundId,
      );
      expect(entries.map((entry) => [entry.type, entry.amount])).toEqual(
        payout > 0n
          ? [
              ['bet', printCents(-centsOf(stake))],
              ['win', printCents(payout)],
            ]
          : [['bet', printCents(-centsOf(stake))]],
      );
      const [stored] = await fixture.database.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.roundId, round.roundId));
      expect(stored).toMatchObject({
        userName,
        gameId: slot.code,
        vendorCode: slot.vendorCode,
        category: 'RNG',
        reels,
      });
    }
    expect(await checkLedger(fixture.database.db, userName)).toMatchObject({
      balance: printCents(expectedCents),
      sum: printCents(expectedCents),
    });
  });

  it('is refused with withdraw.balance.insufficient when the balance is short, writing nothing', async () => {
    const { userName, token } = await member('0.50');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const before = await tableCounts();
    const answer = await spin(fixture.app, slot.code, { ticket, stake: '0.60' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'withdraw.balance.insufficient',
      value: { withdrawable: '0.50' },
    });
    expect(await tableCounts()).toEqual(before);
    // A member without any wallet is refused the same way.
    const broke = await member(null);
    const brokeTicket = await launchTicket(fixture.app, broke.token, slot.id);
    expect(
      (await spin(fixture.app, slot.code, { ticket: brokeTicket, stake: '1.00' })).status,
    ).toBe(409);
    expect(await checkLedger(fixture.database.db, userName)).toMatchObject({ balance: '0.50' });
  });

  it('answers a repeated key with the first round, and another body with 409 idempotency.key.reused', async () => {
    const { userName, token } = await member('100.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => spin(fixture.app, slot.code, { ticket, stake: '5.00' }, key)),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rounds = answers.map((answer) => roundOf(answer.body.value));
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(1);
    expect(rounds.every((round) => round.balance === rounds[0]!.balance)).toBe(true);
    const stored = await fixture.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.userName, userName));
    expect(stored).toHaveLength(1);
    // `5` is the same stake as `5.00`; another stake is another body.
    expect((await spin(fixture.app, slot.code, { ticket, stake: '5' }, key)).status).toBe(200);
    const reused = await spin(fixture.app, slot.code, { ticket, stake: '6.00' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('idempotency.key.reused');
    expect(await findLedgerMismatches(fixture.database.db)).toEqual([]);
  });

  it('never takes the balance below 0 when 20 rounds arrive at once', async () => {
    const { userName, token } = await member('25.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => spin(fixture.app, slot.code, { ticket, stake: '10.00' })),
    );
    const played = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused)
      expect(answer.body.errorCode).toBe('withdraw.balance.insufficient');
    const rounds = played.map((answer) => roundOf(answer.body.value));
    const won = rounds.reduce((sum, round) => sum + centsOf(round.payout), 0n);
    // Without a win, 25.00 covers exactly two stakes of 10.00.
    if (won === 0n) expect(played).toHaveLength(2);
    const stored = await fixture.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.userName, userName));
    expect(stored).toHaveLength(played.length);
    const entries = await listEntries(fixture.database.db, userName);
    expect(entries.every((entry) => !entry.balanceAfter.startsWith('-'))).toBe(true);
    expect(await checkLedger(fixture.database.db, userName)).toMatchObject({
      balance: printCents(2_500n - 1_000n * BigInt(played.length) + won),
    });
    expect(await findLedgerMismatches(fixture.database.db)).toEqual([]);
  });
});

describe('bad rounds', () => {
  it('answers every bad body, key or stake with the envelope, never a 500', async () => {
    const { token } = await member('100.00');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const before = await tableCounts();
    const cases: [string, unknown, string | null, number, string][] = [
      ['stake 0', { ticket, stake: '0' }, 'k', 400, 'amount.below.minimum'],
      ['below minBet', { ticket, stake: '0.05' }, 'k', 400, 'amount.below.minimum'],
      ['above maximum', { ticket, stake: '5000.01' }, 'k', 400, 'amount.above.maximum'],
      ['stake -1', { ticket, stake: '-1' }, 'k', 400, 'request_param_err'],
      ['stake 1e3', { ticket, stake: '1e3' }, 'k', 400, 'request_param_err'],
      ['stake 1.234', { ticket, stake: '1.234' }, 'k', 400, 'request_param_err'],
      ['stake a number', { ticket, stake: 5 }, 'k', 400, 'request_param_err'],
      ['stake missing', { ticket }, 'k', 400, 'request_param_err'],
      ['ticket a number', { ticket: 5, stake: '1.00' }, 'k', 400, 'request_param_err'],
      [
        'control character',
        { ticket: `${ticket}\u0000`, stake: '1.00' },
        'k',
        400,
        'request_param_err',
      ],
      ['stake control', { ticket, stake: '1.00\n' }, 'k', 400, 'request_param_err'],
      [
        'huge ticket',
        { ticket: 'x'.repeat(100_000), stake: '1.00' },
        'k',
        400,
        'request_param_err',
      ],
      ['array body', [ticket], 'k', 400, 'request_param_err'],
      ['no key', { ticket, stake: '1.00' }, null, 400, 'request_param_err'],
      ['short key', { ticket, stake: '1.00' }, 'short', 400, 'request_param_err'],
      ['bad key', { ticket, stake: '1.00' }, 'a key with spaces in it!', 400, 'request_param_err'],
    ];
    for (const [name, body, key, status, code] of cases) {
      const answer = await spin(
        fixture.app,
        slot.code,
        body,
        key === 'k' ? crypto.randomUUID() : key,
      );
      expect(answer.status, name).toBe(status);
      expect(answer.body, name).toMatchObject({ success: false, errorCode: code });
    }
    for (const rawBody of ['{', 'null', '"text"', '{"ticket":'.padEnd(200, '[')]) {
      const response = await fixture.app.request(`/games/play/${slot.code}/rounds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: rawBody,
      });
      expect(response.status, rawBody).toBe(400);
      expect(await response.json(), rawBody).toMatchObject({ success: false });
    }
    const unknown = await spin(fixture.app, 'NOPE-0001', { ticket, stake: '1.00' });
    expect(unknown.status).toBe(401);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('the demo page slot', () => {
  async function pageOf(code: string, query: string) {
    const response = await fixture.app.request(`/games/play/${code}?${query}`);
    expect(response.status).toBe(200);
    return response.text();
  }

  it('shows the wallet balance for a real ticket, demo credits for a free one, and how to play without', async () => {
    const { token } = await member('123.45');
    const ticket = await launchTicket(fixture.app, token, slot.id);
    const real = await pageOf(slot.code, `mode=real&lang=en&ticket=${ticket}`);
    expect(real).toContain('<output id="balance" aria-live="polite">123.45</output>');
    expect(real).toContain('data-free="0"');
    expect(real).toContain('data-min="0.10" data-max="5000.00"');
    expect(real).toMatch(/<button type="button" id="spin" class="spin">Spin<\/button>/);
    expect(real).toContain('<p id="result" class="result" role="status" aria-live="polite"></p>');
    expect(real).toContain('<label for="stake">Stake</label>');
    expect(real).toContain('<script src="/games/play.js" defer></script>');
    expect(real).not.toMatch(/<script(?! src="\/games\/play\.js")|\son[a-z]+=|\sstyle=/i);

    const trial = await sessionToken(fixture.database, 'trial_0177766655', 4);
    const freeTicket = await launchTicket(fixture.app, trial, freeSlot.id);
    const free = await pageOf(freeSlot.code, `mode=free&lang=bn&ticket=${freeTicket}`);
    expect(free).toContain('ডেমো ক্রেডিট: <output id="balance" aria-live="polite">2000.00</output>');
    expect(free).toContain('data-free="1"');
    expect(free).toContain('স্পিন');

    // No ticket, another game's ticket or a forged one: the game shows, and how to play it.
    for (const query of ['lang=en', `lang=en&ticket=${freeTicket}`, 'lang=en&ticket=p1.x']) {
      const html = await pageOf(slot.code, query);
      expect(html, query).toContain('To play, open this game from the lobby.');
      expect(html, query).not.toContain('id="slot"');
    }
  });

  it('serves the slot script as a same-origin JavaScript file', async () => {
    const response = await fixture.app.request('/games/play.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('crypto.randomUUID()');
    expect(script).toContain("'Idempotency-Key': key");
  });
});

import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { GameRound } from '../../../shared/contract/calls/game-round.ts';
import type { Database } from '../../db/client.ts';
import {
  balanceAfterRound,
  findRoundByKey,
  insertRoundOnce,
  isSessionLive,
  type GameRoundRow,
} from '../../db/queries/game-rounds.ts';
import { findVendorGame, type GameRow } from '../../db/queries/games.ts';
import { findBalance } from '../../db/queries/wallets.ts';
import { Refusal } from '../refusal.ts';
import { slideSessionOnPlay } from '../session-renewal.ts';
import { postEntry } from './ledger.ts';
import { cents, fromCents } from './money.ts';
import { verifyPlayTicket } from './play-ticket.ts';
import { drawReels, payoutCents, roundSeed, type ReelSymbol } from './round-draw.ts';

// A round of the demo slot (requirements C6.1, C6.3; docs/api.md "Cashier" → Rounds).

/** A stake's bounds where the catalogue gives none: the lowest is the game's minBet when it has one. */
export const DEFAULT_STAKE_MIN_CENTS = 100n;
export const STAKE_MAX_CENTS = 500_000n;

const GAME_CODE = /^([A-Za-z0-9_]{1,32})-\d{1,6}$/;

export interface RoundRequest {
  gameCode: string;
  ticket: string;
  /** A plain decimal string (the contract's AMOUNT_PATTERN, already checked). */
  stake: string;
  idempotencyKey: string;
  now: Date;
}

function minStakeCents(minBet: string): bigint {
  const gameMin = cents(minBet);
  return gameMin > 0n ? gameMin : DEFAULT_STAKE_MIN_CENTS;
}

function checkStake(stakeCents: bigint, minBet: string): void {
  const min = minStakeCents(minBet);
  // The contract's amount codes carry the bound the page shows (docs/api.md "Cashier").
  if (stakeCents < min)
    throw new Refusal('amount.below.minimum', 'The stake is below the minimum', {
      min: fromCents(min),
    });
  if (stakeCents > STAKE_MAX_CENTS)
    throw new Refusal('amount.above.maximum', 'The stake is above the maximum', {
      max: fromCents(STAKE_MAX_CENTS),
    });
}

function answer(
  roundId: string,
  stakeCents: bigint,
  reels: readonly string[],
  payout: bigint,
  balance: string | null,
): GameRound {
  return {
    roundId,
    stake: fromCents(stakeCents),
    payout: fromCents(payout),
    winLoss: fromCents(payout - stakeCents),
    reels: [...reels],
    balance,
    free: balance === null,
  };
}

/** What a repeat must match: the game and the stake's value (`5` and `5.00` are one body). */
function requestHash(gameCode: string, stakeCents: bigint): string {
  return createHash('sha256').update(`${gameCode}\n${stakeCents}`).digest('base64url');
}

/**
 * Plays one round. The ticket must check out for this game (else 401 `play.ticket.invalid`); a
 * real-money ticket's session must still be live, so logging out or a disabled account stops play.
 *
 * Free play (requirements C6.3) draws the same way and writes nothing. Its round id is derived from
 * the session and the idempotency key, so a repeat answers the same draw without storing anything;
 * with nothing stored there is no `idempotency.key.reused` for free play.
 *
 * A member's round is one transaction (docs/api.md "Cashier"): the round row (unique per member and
 * key: a repeat finds the first round and answers it, another body is 409 `idempotency.key.reused`),
 * the `bet` entry of −stake (refused with `withdraw.balance.insufficient` when the balance is short:
 * the whole transaction rolls back and nothing is written), and the `win` entry of +payout when it won.
 */
export async function playRound(db: Database, request: RoundRequest): Promise<GameRound> {
  const ticket = await verifyPlayTicket(db, request.ticket, request.gameCode, request.now);
  const vendor = GAME_CODE.exec(request.gameCode)?.[1];
  const game =
    vendor === undefined
      ? undefined
      : await findVendorGame(db, vendor, { gameId: request.gameCode });
  if (game === undefined) throw new Refusal('not.found', 'No such game');
  const stakeCents = cents(request.stake);
  checkStake(stakeCents, game.minBet);
  const seed = await roundSeed(db);

  if (ticket.free) {
    const roundId = `F${createHmac('sha256', seed)
      .update(`${ticket.sessionId}\n${request.idempotencyKey}`)
      .digest('hex')
      .slice(0, 24)}`;
    const reels = drawReels(seed, roundId);
    return answer(roundId, stakeCents, reels, payoutCents(stakeCents, reels), null);
  }

  if (!(await isSessionLive(db, ticket.sessionId, request.now)))
    throw new Refusal('play.ticket.invalid', 'The session of this play ticket has ended');

  const hash = requestHash(game.code, stakeCents);
  const repeat = (round: GameRoundRow, balance: string | undefined): GameRound => {
    if (round.requestHash !== hash)
      throw new Refusal(
        'idempotency.key.reused',
        'This Idempotency-Key was used for another round',
      );
    return answer(
      round.roundId,
      cents(round.stake),
      round.reels,
      cents(round.payout),
      balance ?? '0.00',
    );
  };
  const earlier = await findRoundByKey(db, ticket.userName, request.idempotencyKey);
  if (earlier !== undefined)
    return repeat(earlier, await balanceAfterRound(db, ticket.userName, earlier.roundId));

  const roundId = `R${randomBytes(12).toString('hex')}`;
  const reels: ReelSymbol[] = drawReels(seed, roundId);
  const payout = payoutCents(stakeCents, reels);
  const played = await db.transaction(async (tx) => {
    const inserted = await insertRoundOnce(tx, {
      roundId,
      userName: ticket.userName,
      gameId: game.code,
      vendorCode: game.vendorCode,
      category: game.gameCategory,
      stake: fromCents(stakeCents),
      payout: fromCents(payout),
      reels,
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
    });
    if (inserted === undefined) {
      // The same key won a race with this request: answer the round it played.
      const first = await findRoundByKey(tx, ticket.userName, request.idempotencyKey);
      if (first === undefined) throw new Error('round vanished after a key conflict');
      return repeat(first, await balanceAfterRound(tx, ticket.userName, first.roundId));
    }
    let posted = await postEntry(tx, {
      userName: ticket.userName,
      type: 'bet',
      amount: fromCents(-stakeCents),
      reference: roundId,
    });
    if (payout > 0n)
      posted = await postEntry(tx, {
        userName: ticket.userName,
        type: 'win',
        amount: fromCents(payout),
        reference: roundId,
      });
    return answer(roundId, stakeCents, reels, payout, posted.balanceAfter);
  });
  // Playing is activity: the session slides as a renewal would (requirements A7.4).
  await slideSessionOnPlay(db, ticket.sessionId, request.now);
  return played;
}

/**
 * What the demo page shows of its slot (services/demo-game-page.ts): the stake limits and, for real
 * money, the wallet balance of the ticket's member. Undefined without a ticket that checks out for
 * this game, so an address without one shows the game and says how to play.
 */
export async function slotOf(
  db: Database,
  game: GameRow,
  ticket: string | undefined,
  now: Date,
): Promise<{ balance: string | null; minStake: string; maxStake: string } | undefined> {
  if (ticket === undefined) return undefined;
  const verified = await verifyPlayTicket(db, ticket, game.code, now).catch((error: unknown) => {
    if (error instanceof Refusal) return undefined;
    throw error;
  });
  if (verified === undefined) return undefined;
  return {
    balance: verified.free ? null : ((await findBalance(db, verified.userName)) ?? '0.00'),
    minStake: fromCents(minStakeCents(game.minBet)),
    maxStake: fromCents(STAKE_MAX_CENTS),
  };
}

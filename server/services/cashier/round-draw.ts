import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { findKeyPair, insertKeyPairOnce } from '../../db/queries/server-keys.ts';

// The demo slot's draw (requirements C6.1 "a seeded random source", docs/api.md "Cashier" → Rounds):
// HMAC-SHA256(server seed, round id) picks the three reels, and the paytable below pays them. Nothing
// else goes in, so anyone holding the seed recomputes any round from its id (the tests do), and a
// repeated request can never draw twice. The reference server has no real game vendor; this stands in
// for one.

/** The reel symbols and their weight on each reel's strip (the same strip on all three reels). */
export const REEL_STRIP = [
  ['cherry', 6],
  ['lemon', 6],
  ['bell', 5],
  ['bar', 4],
  ['seven', 2],
  ['diamond', 1],
] as const;
export type ReelSymbol = (typeof REEL_STRIP)[number][0];

const STRIP_WEIGHT = REEL_STRIP.reduce((sum, [, weight]) => sum + weight, 0);

/**
 * Multipliers in hundredths of the stake (integers, so a payout is exact in cents): three of a kind
 * pays its symbol's line, two cherries anywhere pay 2×, anything else nothing. The return over every
 * combination of the strip is 96.3 % (tests/server/game-rounds.test.ts enumerates it).
 */
export const THREE_OF_A_KIND: Readonly<Record<ReelSymbol, bigint>> = {
  cherry: 1_000n,
  lemon: 1_200n,
  bell: 1_500n,
  bar: 2_500n,
  seven: 10_000n,
  diamond: 40_000n,
};
export const TWO_CHERRIES = 200n;

export const REEL_COUNT = 3;

/** The multiplier (hundredths) of a set of reels. */
export function multiplierOf(reels: readonly ReelSymbol[]): bigint {
  const [first] = reels;
  if (first !== undefined && reels.every((symbol) => symbol === first))
    return THREE_OF_A_KIND[first];
  return reels.filter((symbol) => symbol === 'cherry').length === 2 ? TWO_CHERRIES : 0n;
}

function symbolAt(value: number): ReelSymbol {
  let rest = value % STRIP_WEIGHT;
  for (const [symbol, weight] of REEL_STRIP) {
    if (rest < weight) return symbol;
    rest -= weight;
  }
  throw new Error('reel strip weights do not add up');
}

/**
 * The reels of a round: each reel reads 4 bytes of the HMAC as an unsigned integer modulo the strip's
 * weight (24 against 2^32: a bias below one in a hundred million, fine for a demo draw).
 */
export function drawReels(seed: Buffer, roundId: string): ReelSymbol[] {
  const digest = createHmac('sha256', seed).update(roundId).digest();
  return Array.from({ length: REEL_COUNT }, (_, reel) => symbolAt(digest.readUInt32BE(reel * 4)));
}

/** The payout in cents of a stake in cents: stake × multiplier, rounded down to the cent. */
export function payoutCents(stakeCents: bigint, reels: readonly ReelSymbol[]): bigint {
  return (stakeCents * multiplierOf(reels)) / 100n;
}

// Kept like the other server secrets (services/device-cookie.ts): made once, in the database, so
// every process draws the same way and a round stays reproducible after a restart.
const SEED_ID = 'game-round-seed';
const seeds = new WeakMap<Database, Promise<Buffer>>();

/** The server's draw seed (created on first use). */
export function roundSeed(db: Database): Promise<Buffer> {
  return storedSecret(db, SEED_ID, seeds);
}

/** A 32-byte secret kept in server_keys under `id`, cached per database. */
export function storedSecret(
  db: Database,
  id: string,
  cache: WeakMap<Database, Promise<Buffer>>,
): Promise<Buffer> {
  let pending = cache.get(db);
  if (pending === undefined) {
    pending = (async () => {
      const stored =
        (await findKeyPair(db, id)) ??
        (await insertKeyPairOnce(db, id, {
          publicKey: '',
          privateKey: randomBytes(32).toString('base64'),
        }));
      return Buffer.from(stored.privateKey, 'base64');
    })();
    // A failed load (database down) must not be cached for the life of the process.
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

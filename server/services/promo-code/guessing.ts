import type { Database } from '../../db/client.ts';
import { giveBackHit } from '../../db/queries/promo-codes.ts';
import { countHit } from '../../db/queries/rate-limits.ts';
import { addressBucket } from '../ip-address.ts';
import { REWARD_LIMITS } from '../../../shared/contract/rewards.ts';
import { Refusal } from '../refusal.ts';

// Guessing promo codes (requirements D2.4, docs/api.md "Rewards and security"): refused codes count
// per member and per address in the rate-limit counters the other guessable inputs use
// (queries/rate-limits.ts, http/rate-limit.ts), so several processes share them. Each attempt counts
// one hit up front, inside the redemption's transaction: the counters' rows stay locked until it
// commits, so a member's (and an address's) attempts take turns and parallel guesses cannot all be
// checked before the first refusal is counted. An attempt that was no refused code (a redemption, a
// repeat of one, a wait) gives its hit back before the commit.

/** 429 `too.many.requests` while a counter is full; the route turns the seconds into Retry-After. */
export class PromoGuessing extends Refusal {
  constructor(readonly retryAfterSeconds: number) {
    super('too.many.requests', 'Too many wrong promo codes, please try again later', {
      retryAfter: retryAfterSeconds,
    });
  }
}

export interface GuessCounters {
  buckets: string[];
  windowStart: Date;
  /** Seconds to the end of the window when a counter is full; undefined when the attempt may go on. */
  waitSeconds: number | undefined;
}

export interface GuessRule {
  /** http/rate-limit.ts's multiplier (raised with DEV_TOOLS=1) for the per-address counter only. */
  addressMultiplier: number;
}

/** Counts the attempt on the member's counter, then the address's (always in this order). */
export async function countGuess(
  tx: Database,
  userName: string,
  clientIp: string,
  rule: GuessRule,
  now: Date,
): Promise<GuessCounters> {
  const windowMs = REWARD_LIMITS.promoGuessWindowMs;
  const windowStart = new Date(now.getTime() - (now.getTime() % windowMs));
  const member = `promo-code-member:${userName}`;
  const address = `promo-code-address:${addressBucket(clientIp)}`;
  const memberHits = await countHit(tx, member, windowStart);
  const addressHits = await countHit(tx, address, windowStart);
  const full =
    memberHits > REWARD_LIMITS.promoGuessesPerMember ||
    addressHits > REWARD_LIMITS.promoGuessesPerAddress * rule.addressMultiplier;
  return {
    buckets: [member, address],
    windowStart,
    waitSeconds: full
      ? Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
      : undefined,
  };
}

/** The attempt was no refused code: its hits are taken back. */
export async function forgetGuess(tx: Database, counters: GuessCounters): Promise<void> {
  for (const bucket of counters.buckets) await giveBackHit(tx, bucket, counters.windowStart);
}

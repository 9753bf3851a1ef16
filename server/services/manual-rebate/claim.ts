import type { RebateClaim } from '../../../shared/contract/calls/manual-rebate.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../../db/client.ts';
import {
  claimLines,
  findClaimByKey,
  insertClaim,
  insertClaimLines,
  markUnclaimedRounds,
  nextClaimId,
  releaseRounds,
  type RebateClaimRow,
} from '../../db/queries/manual-rebate.ts';
import { requestHash, sameRequestOrRefuse } from '../cashier/idempotency.ts';
import { postEntry } from '../cashier/ledger.ts';
import { cents, fromCents } from '../cashier/money.ts';
import { Refusal } from '../refusal.ts';
import { lineAnswer, totalCents } from './lines.ts';
import { rebateSettings } from './settings.ts';

// Claiming the manual rebate (requirements D3.3, D0.3; docs/api.md "Rewards and security").

// The claim has no body: every request of a key is the same request (the cashier's idempotency).
const CLAIM_HASH = requestHash({ claim: 'rebate' });

/** Thrown inside the transaction when a parallel repeat of the key wrote its claim first. */
class KeyTaken extends Error {}

async function claimAnswer(db: Database, row: RebateClaimRow): Promise<RebateClaim> {
  const lines = (await claimLines(db, [row.id])).get(row.id) ?? [];
  return { id: row.id, total: row.amount, lines: lines.map(lineAnswer), createdAt: row.createdAt };
}

/** The first claim of this key, when there is one (a repeat answers it and changes nothing). */
async function earlierClaim(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<RebateClaim | undefined> {
  const first = await findClaimByKey(db, userName, idempotencyKey);
  if (first === undefined) return undefined;
  sameRequestOrRefuse(first, CLAIM_HASH);
  return claimAnswer(db, first);
}

export interface ClaimRebate {
  userName: string;
  idempotencyKey: string;
}

/**
 * Claims the total in ONE transaction: marks the member's unclaimed rounds of rated categories with
 * the new claim's id and prices the lines from the rows that UPDATE returned, so a round is paid by
 * one claim only, even when claims race in several processes (the losers find no round left, their
 * total is 0 and they are refused). Lines that come to 0.00 give their rounds back. Below the minimum
 * the transaction rolls back and the answer is 409 `rebate.below.minimum`. Otherwise the claim, its
 * lines and one `rebate` entry `RB<id>` through the ledger; the unique index on member, type and
 * reference makes a second booking impossible. A repeat of the key, also while racing, answers the
 * first claim.
 */
export async function claimRebate(
  db: Database,
  config: SiteConfig,
  input: ClaimRebate,
): Promise<RebateClaim> {
  const earlier = await earlierClaim(db, input.userName, input.idempotencyKey);
  if (earlier !== undefined) return earlier;
  const settings = rebateSettings(config);
  try {
    const row = await db.transaction(async (tx) => {
      const id = await nextClaimId(tx);
      const marked = await markUnclaimedRounds(tx, input.userName, id, settings.rates);
      const paid = marked.filter((line) => cents(line.amount) > 0n);
      await releaseRounds(
        tx,
        id,
        marked.filter((line) => cents(line.amount) === 0n).map((line) => line.category),
      );
      const total = totalCents(paid);
      if (total < cents(settings.minimum))
        throw new Refusal('rebate.below.minimum', 'The rebate is below the minimum claim', {
          minimum: settings.minimum,
          total: fromCents(total),
        });
      const claim = await insertClaim(tx, {
        id,
        userName: input.userName,
        amount: fromCents(total),
        idempotencyKey: input.idempotencyKey,
        requestHash: CLAIM_HASH,
      });
      if (claim === undefined) throw new KeyTaken();
      await insertClaimLines(tx, id, paid);
      await postEntry(tx, {
        userName: input.userName,
        type: 'rebate',
        amount: claim.amount,
        reference: `RB${id}`,
      });
      return claim;
    });
    return await claimAnswer(db, row);
  } catch (error) {
    // A parallel request with the same key may have claimed while this one waited for its rounds.
    const raced = await earlierClaim(db, input.userName, input.idempotencyKey);
    if (raced !== undefined) return raced;
    if (error instanceof KeyTaken) throw new Error('rebate claim key taken but not found');
    throw error;
  }
}

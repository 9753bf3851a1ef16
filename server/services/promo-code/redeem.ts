import type { Database } from '../../db/client.ts';
import {
  countRedemption,
  depositsReach,
  findPromoCode,
  findRedemptionByKey,
  insertRedemption,
  memberRedemptions,
  type PromoRedemptionView,
} from '../../db/queries/promo-codes.ts';
import { requestHash, sameRequestOrRefuse } from '../cashier/idempotency.ts';
import { postEntry } from '../cashier/ledger.ts';
import { joinSignUpPromotion } from '../promotion-actions.ts';
import { Refusal } from '../refusal.ts';
import { countGuess, forgetGuess, PromoGuessing, type GuessRule } from './guessing.ts';

// Redeeming a promo code (requirements D2.2–D2.4, docs/api.md "Rewards and security"): the checks in
// the rule's order, each its own code, then one `bonus` entry `C<redemption id>` or the code's
// promotion joined, all in one transaction with the redemption and the count against the total.

export interface RedeemPromoCode {
  userName: string;
  clientIp: string;
  idempotencyKey: string;
  /** Already read with readPromoCode (shared/contract/rewards.ts). */
  code: string;
  now: Date;
}

export type Redeemed = PromoRedemptionView;

/** The checks of requirements D2.2 in their order; the first that fails is the answer. */
async function checkCode(tx: Database, input: RedeemPromoCode) {
  const code = await findPromoCode(tx, input.code);
  const now = input.now.getTime();
  if (code === undefined || code.startsAt.getTime() > now)
    return new Refusal('promo.code.invalid', 'No such promo code');
  const ended = [code.endsAt, code.promotionEndsAt].some(
    (end) => end !== null && end.getTime() <= now,
  );
  if (ended) return new Refusal('promo.code.expired', 'This promo code has ended');
  if (code.totalLimit !== null && code.redeemedCount >= code.totalLimit)
    return new Refusal('promo.code.exhausted', 'This promo code is used up');
  if ((await memberRedemptions(tx, input.userName, code.code)) >= code.perMemberLimit)
    return new Refusal('promo.code.used', 'You have already used this promo code');
  if (!(await depositsReach(tx, input.userName, code.minDeposit)))
    return new Refusal('promo.code.deposit.required', 'Your deposits are below the minimum', {
      minDeposit: code.minDeposit,
    });
  return code;
}

type Outcome = { kind: 'redeemed'; id: number } | { kind: 'refused'; refusal: Refusal };

/**
 * Redeems a code once per Idempotency-Key: a repeat with the same code answers the first redemption
 * (another code is `idempotency.key.reused`), also while both run at once (the member's guess counter
 * makes them take turns, see guessing.ts). A refused code counts as a guess and is committed before
 * the refusal is thrown; a full counter answers 429 with the seconds to wait.
 */
export async function redeemPromoCode(
  db: Database,
  rule: GuessRule,
  input: RedeemPromoCode,
): Promise<Redeemed> {
  const hash = requestHash({ code: input.code });
  const outcome = await db.transaction(async (tx): Promise<Outcome | Redeemed> => {
    const counters = await countGuess(tx, input.userName, input.clientIp, rule, input.now);
    // Read after the counter's lock: a parallel repeat that went first has committed by now.
    const earlier = await findRedemptionByKey(tx, input.userName, input.idempotencyKey);
    if (earlier !== undefined) {
      sameRequestOrRefuse(earlier, hash);
      await forgetGuess(tx, counters);
      return earlier;
    }
    if (counters.waitSeconds !== undefined) {
      await forgetGuess(tx, counters);
      return { kind: 'refused', refusal: new PromoGuessing(counters.waitSeconds) };
    }
    const code = await checkCode(tx, input);
    if (code instanceof Refusal) return { kind: 'refused', refusal: code };
    // The condition of the count, not the check above, holds the total (requirements D2.3).
    if (!(await countRedemption(tx, code.code)))
      return {
        kind: 'refused',
        refusal: new Refusal('promo.code.exhausted', 'This promo code is used up'),
      };
    const redemption = await insertRedemption(tx, {
      code: code.code,
      userName: input.userName,
      bonusAmount: code.bonusAmount,
      promotionId: code.promotionId,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
    });
    if (code.bonusAmount !== null) {
      await postEntry(tx, {
        userName: input.userName,
        type: 'bonus',
        amount: code.bonusAmount,
        reference: `C${redemption.id}`,
        note: `Promo code ${code.code}`,
      });
    } else if (code.promotionId !== null) {
      const joined = await joinSignUpPromotion(tx, input.userName, code.promotionId, input.now);
      // A promotion that cannot be joined any more (it closed since the check) ends the code too;
      // throwing rolls the redemption and its count back.
      if (!joined.success) throw new Refusal('promo.code.expired', 'This promo code has ended');
    }
    await forgetGuess(tx, counters);
    return { kind: 'redeemed', id: redemption.id };
  });
  if ('kind' in outcome) {
    if (outcome.kind === 'refused') throw outcome.refusal;
    const redeemed = await findRedemptionByKey(db, input.userName, input.idempotencyKey);
    if (redeemed === undefined) throw new Error('promo code redemption not found after commit');
    return redeemed;
  }
  return outcome;
}

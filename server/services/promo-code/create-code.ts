import type { Database } from '../../db/client.ts';
import { findAnnouncement } from '../../db/queries/announcements.ts';
import { insertPromoCode, type PromoCodeRow } from '../../db/queries/promo-codes.ts';
import { cents } from '../cashier/money.ts';
import { Refusal } from '../refusal.ts';

// Creating a promo code: the operator's back office does it (requirements D0.2); the reference
// server's development control and the demo seed stand in for it.

export interface NewCode {
  code: string;
  bonusAmount?: string | undefined;
  promotionId?: number | undefined;
  startsAt?: Date | undefined;
  endsAt?: Date | null | undefined;
  totalLimit?: number | null | undefined;
  perMemberLimit?: number | undefined;
  minDeposit?: string | undefined;
}

function fieldRefusal(field: string, reason: string): Refusal {
  return new Refusal('request_param_err', 'Invalid promo code', { fields: [{ field, reason }] });
}

/**
 * A code grants a bonus (more than 0) or joins a sign-up (JOIN) promotion, exactly one of the two
 * (the table's check); a code that exists is refused on its field.
 */
export async function createPromoCode(db: Database, input: NewCode): Promise<PromoCodeRow> {
  if ((input.bonusAmount === undefined) === (input.promotionId === undefined))
    throw fieldRefusal('bonusAmount', 'either a bonus amount or a promotion id');
  if (input.bonusAmount !== undefined && cents(input.bonusAmount) === 0n)
    throw fieldRefusal('bonusAmount', 'more than 0');
  if (input.promotionId !== undefined) {
    const promotion = await findAnnouncement(db, input.promotionId);
    if (promotion?.kind !== 'promotion' || promotion.promotionType !== 'JOIN')
      throw fieldRefusal('promotionId', 'a sign-up (JOIN) promotion');
  }
  const row = await insertPromoCode(db, {
    code: input.code,
    bonusAmount: input.bonusAmount ?? null,
    promotionId: input.promotionId ?? null,
    startsAt: input.startsAt ?? new Date(),
    endsAt: input.endsAt ?? null,
    totalLimit: input.totalLimit ?? null,
    perMemberLimit: input.perMemberLimit ?? 1,
    minDeposit: input.minDeposit ?? '0',
  });
  if (row === undefined) throw fieldRefusal('code', 'exists');
  return row;
}

import type { PromoRedemptionView } from '../../db/queries/promo-codes.ts';
import { listRedemptions } from '../../db/queries/promo-codes.ts';
import type { Database } from '../../db/client.ts';
import type {
  PromoCodeRedeemed,
  PromoRedemption,
  PromoRedemptions,
} from '../../../shared/contract/calls/promo-code.ts';
import type { CatalogueLanguage } from '../game-dto.ts';

// What the member sees of their redemptions (requirements D2.3, D2.5).

/** Enough for a history below the form; older redemptions are in the transaction record (bonus). */
const HISTORY_LENGTH = 50;

export function redemptionAnswer(
  row: PromoRedemptionView,
  language: CatalogueLanguage,
): PromoRedemption {
  return {
    id: row.id,
    code: row.code,
    bonusAmount: row.bonusAmount,
    promotionId: row.promotionId,
    promotionTitle: row.promotionId === null ? null : language === 'BN' ? row.titleBn : row.titleEn,
    createdAt: row.createdAt.toISOString(),
  };
}

export function redeemedAnswer(
  row: PromoRedemptionView,
  language: CatalogueLanguage,
): PromoCodeRedeemed {
  return { redemption: redemptionAnswer(row, language), balanceAfter: row.balanceAfter };
}

/** The member's redemptions, newest first. */
export async function redemptionHistory(
  db: Database,
  userName: string,
  language: CatalogueLanguage,
): Promise<PromoRedemptions> {
  const rows = await listRedemptions(db, userName, HISTORY_LENGTH);
  return { list: rows.map((row) => redemptionAnswer(row, language)) };
}

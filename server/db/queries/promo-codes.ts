import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  announcements,
  depositOrders,
  promoCodeRedemptions,
  promoCodes,
  rateLimits,
  walletEntries,
} from '../schema.ts';

// Promo codes and their redemptions (requirements D2, docs/api.md "Rewards and security").

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
export type PromoRedemptionRow = typeof promoCodeRedemptions.$inferSelect;

/** A redemption with what the member sees of it: the promotion's titles and the bonus entry's balance. */
export interface PromoRedemptionView extends PromoRedemptionRow {
  titleBn: string | null;
  titleEn: string | null;
  balanceAfter: string | null;
}

/** The code with its promotion's end (a code that joins an ended promotion has ended too). */
export async function findPromoCode(
  db: Database,
  code: string,
): Promise<(PromoCodeRow & { promotionEndsAt: Date | null }) | undefined> {
  const [row] = await db
    .select({ code: promoCodes, promotionEndsAt: announcements.endsAt })
    .from(promoCodes)
    .leftJoin(announcements, eq(announcements.id, promoCodes.promotionId))
    .where(eq(promoCodes.code, code));
  return row === undefined ? undefined : { ...row.code, promotionEndsAt: row.promotionEndsAt };
}

export async function insertPromoCode(
  db: Database,
  code: NewPromoCode,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.insert(promoCodes).values(code).onConflictDoNothing().returning();
  return row;
}

/** How often this member has redeemed the code. */
export async function memberRedemptions(
  db: Database,
  userName: string,
  code: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.userName, userName), eq(promoCodeRedemptions.code, code)));
  return row?.count ?? 0;
}

/** Whether the member's approved deposits add up to `minimum` (compared as NUMERIC in SQL). */
export async function depositsReach(
  db: Database,
  userName: string,
  minimum: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      reached: sql<boolean>`coalesce(sum(${depositOrders.amount}), 0) >= ${minimum}::numeric`,
    })
    .from(depositOrders)
    .where(and(eq(depositOrders.userName, userName), eq(depositOrders.status, 'approved')));
  return row?.reached ?? false;
}

/**
 * Counts one redemption against the code's total in one statement: the row's lock makes parallel
 * redemptions take turns, and the condition lets none pass the total (requirements D2.3). False when
 * the code is used up.
 */
export async function countRedemption(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ redeemedCount: sql`${promoCodes.redeemedCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        sql`(${promoCodes.totalLimit} is null or ${promoCodes.redeemedCount} < ${promoCodes.totalLimit})`,
      ),
    )
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}

export async function insertRedemption(
  db: Database,
  redemption: typeof promoCodeRedemptions.$inferInsert,
): Promise<PromoRedemptionRow> {
  const [row] = await db.insert(promoCodeRedemptions).values(redemption).returning();
  if (row === undefined) throw new Error('promo code redemption not written');
  return row;
}

function redemptionViews(db: Database) {
  return db
    .select({
      redemption: promoCodeRedemptions,
      titleBn: announcements.titleBn,
      titleEn: announcements.titleEn,
      balanceAfter: walletEntries.balanceAfter,
    })
    .from(promoCodeRedemptions)
    .leftJoin(announcements, eq(announcements.id, promoCodeRedemptions.promotionId))
    .leftJoin(
      walletEntries,
      and(
        eq(walletEntries.userName, promoCodeRedemptions.userName),
        eq(walletEntries.type, 'bonus'),
        eq(walletEntries.reference, sql`'C' || ${promoCodeRedemptions.id}::text`),
      ),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof redemptionViews>['execute']>>[number];

function toView(row: ViewRow): PromoRedemptionView {
  return {
    ...row.redemption,
    titleBn: row.titleBn,
    titleEn: row.titleEn,
    balanceAfter: row.balanceAfter,
  };
}

/** The redemption the member made with this Idempotency-Key, if any. */
export async function findRedemptionByKey(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<PromoRedemptionView | undefined> {
  const [row] = await redemptionViews(db).where(
    and(
      eq(promoCodeRedemptions.userName, userName),
      eq(promoCodeRedemptions.idempotencyKey, idempotencyKey),
    ),
  );
  return row === undefined ? undefined : toView(row);
}

/** The member's redemptions, newest first (requirements D2.5). */
export async function listRedemptions(
  db: Database,
  userName: string,
  limit: number,
): Promise<PromoRedemptionView[]> {
  const rows = await redemptionViews(db)
    .where(eq(promoCodeRedemptions.userName, userName))
    .orderBy(desc(promoCodeRedemptions.createdAt), desc(promoCodeRedemptions.id))
    .limit(limit);
  return rows.map(toView);
}

/**
 * Takes back one hit of a counter that `countHit` (queries/rate-limits.ts) counted in this window:
 * an attempt that was not a refused guess (requirements D2.4).
 */
export async function giveBackHit(db: Database, bucket: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
}

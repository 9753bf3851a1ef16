import type { Database } from '../client.ts';
import { promoCodes } from '../schema.ts';
import type { Seeder } from './seeder.ts';

// The demo promo codes (requirements D2), one for each answer the screen gives: a bonus any member
// can redeem once, one ended, one used up, one that needs deposits, one that joins a promotion, and
// one that has not started. Demo data only, like every seeder (server/README.md "Demo data and
// seeds"): a production start without DEMO_DATA=1 runs none.

const DAY = 24 * 60 * 60 * 1000;

/** The code the demo member redeems (e2e and docs). */
export const DEMO_PROMO_CODE = 'WELCOME100';

function demoCodes(now: number): (typeof promoCodes.$inferInsert)[] {
  const started = new Date(now - 30 * DAY);
  return [
    {
      code: DEMO_PROMO_CODE,
      bonusAmount: '100.00',
      startsAt: started,
      endsAt: null,
      totalLimit: 100_000,
      perMemberLimit: 1,
    },
    {
      code: 'SUMMER2024',
      bonusAmount: '50.00',
      startsAt: new Date(now - 200 * DAY),
      endsAt: new Date(now - 100 * DAY),
      totalLimit: 1_000,
    },
    // Used up: its total of 1 was redeemed by a member before the demo began.
    { code: 'FIRST1', bonusAmount: '500.00', startsAt: started, totalLimit: 1, redeemedCount: 1 },
    { code: 'DEPOSIT500', bonusAmount: '200.00', startsAt: started, minDeposit: '500.00' },
    // Joins "Daily reload bonus" (content-promotions.ts, a sign-up promotion that runs 60 more days).
    { code: 'RELOAD10', promotionId: 102, startsAt: started, totalLimit: 10_000 },
    { code: 'NEWYEAR', bonusAmount: '300.00', startsAt: new Date(now + 30 * DAY) },
  ];
}

/**
 * The demo codes. Written where missing and never rewritten: a code's redeemed count is the players'
 * from the first run on, so a new version of this seeder leaves every existing code as it is. It
 * runs after the content seeder, whose promotion a code joins.
 */
export const promoCodeSeeder: Seeder = {
  name: 'promo-codes',
  version: 1,
  tables: ['promo_codes', 'promo_code_redemptions'],
  async run(db: Database) {
    await db.insert(promoCodes).values(demoCodes(Date.now())).onConflictDoNothing();
  },
};

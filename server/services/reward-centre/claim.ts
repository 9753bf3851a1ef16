import type { Database } from '../../db/client.ts';
import { claimEntry } from '../../db/queries/reward-centre.ts';
import { postEntry } from '../cashier/ledger.ts';

// Requirements D1.4, D0.3: a sign-up reward's claim moves the entry to claimed and books its bonus
// as one `bonus` entry (reference `P<promotion id>`) in one transaction. Only the transaction whose
// conditional UPDATE found the entry claimable books, so repeated taps and parallel requests (in one
// process or several on one PostgreSQL) credit once; the ledger's unique index on member, type and
// reference (docs/api.md "Rewards and security") would refuse a second booking even so. A promotion
// without a bonus only moves: the ledger has no entries of 0.

export interface SignUpClaim {
  userName: string;
  promotionId: number;
  bonusAmount: string | null;
  now: Date;
}

/** The reference of a claimed sign-up reward's bonus entry. */
export const claimReference = (promotionId: number) => `P${promotionId}`;

/** True when this call moved the entry (and booked the bonus); false when another got there first. */
export async function bookSignUpClaim(db: Database, claim: SignUpClaim): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimEntry(tx, claim.userName, claim.promotionId, claim.now))) return false;
    if (claim.bonusAmount !== null)
      await postEntry(tx, {
        userName: claim.userName,
        type: 'bonus',
        amount: claim.bonusAmount,
        reference: claimReference(claim.promotionId),
        note: 'Promotion reward',
      });
    return true;
  });
}

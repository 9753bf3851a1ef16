import type { Database } from '../../db/client.ts';
import { decideRequest, findRequest, promotionBonus } from '../../db/queries/reward-centre.ts';
import { postEntry } from '../cashier/ledger.ts';
import { Refusal } from '../refusal.ts';

// Requirements D0.2, D1.4: the operator's decision on a reward application, stood in for by a
// development control. Issuing books the promotion's bonus as one `bonus` entry (reference
// `A<application id>`) in the decision's transaction; rejecting keeps the reason the reward centre
// shows. Each application is decided once: only the UPDATE that finds it waiting books.

export type ApplicationDecision = { kind: 'issue' } | { kind: 'reject'; reason: string };

export interface DecidedApplication {
  id: number;
  status: 'issued' | 'rejected';
  /** The balance after the bonus entry; null when nothing was booked. */
  balanceAfter: string | null;
}

export const applicationReference = (id: number) => `A${id}`;

/** `not.found` without an application, `reward.already.decided` when it is no longer waiting. */
export async function decideApplication(
  db: Database,
  userName: string,
  promotionId: number,
  decision: ApplicationDecision,
  now: Date,
): Promise<DecidedApplication> {
  const found = await findRequest(db, userName, promotionId);
  if (found === undefined) throw new Refusal('not.found', 'No such reward application');
  const status = decision.kind === 'issue' ? 'issued' : 'rejected';
  const reason = decision.kind === 'reject' ? decision.reason : null;
  const bonus = status === 'issued' ? await promotionBonus(db, promotionId) : null;
  const decided = await db.transaction(async (tx): Promise<DecidedApplication | undefined> => {
    const row = await decideRequest(tx, found.id, { status, reason }, now);
    if (row === undefined) return undefined;
    if (bonus === null) return { id: row.id, status, balanceAfter: null };
    const entry = await postEntry(tx, {
      userName: row.userName,
      type: 'bonus',
      amount: bonus,
      reference: applicationReference(row.id),
      note: 'Promotion reward',
    });
    return { id: row.id, status, balanceAfter: entry.balanceAfter };
  });
  if (decided === undefined)
    throw new Refusal('reward.already.decided', 'This application has already been decided');
  return decided;
}

import type { Database } from '../../db/client.ts';
import { dropEntry, putEntry } from '../../db/queries/reward-centre.ts';
import type { EntryState } from '../../db/queries/promotion-entries.ts';
import { Refusal } from '../refusal.ts';
import { findPromotion } from '../promotion-actions.ts';

// Requirements D0.2: the operator's side of a sign-up promotion's progress, stood in for by a
// development control, so tests walk Join → Joined / Process → Claim → Claimed. "claimed" is not a
// move the operator makes: only the member's claim books the bonus (services/reward-centre/claim.ts).

export type ProgressState = Exclude<EntryState, 'claimed'> | 'none';

export interface ProgressMove {
  userName: string;
  promotionId: number;
  state: ProgressState;
  completedConditions?: number;
}

export async function moveProgress(db: Database, move: ProgressMove, now: Date): Promise<void> {
  const promotion = await findPromotion(db, move.promotionId, now);
  if (promotion.promotionType !== 'JOIN')
    throw new Refusal('request_param_err', 'Only a sign-up (JOIN) promotion has progress', {
      fields: [{ field: 'promotionId', reason: 'a JOIN promotion' }],
    });
  if (move.state === 'none') {
    await dropEntry(db, move.userName, move.promotionId);
    return;
  }
  const completed =
    move.completedConditions ?? (move.state === 'claimable' ? promotion.conditionCount : 0);
  await putEntry(
    db,
    {
      userName: move.userName,
      promotionId: move.promotionId,
      state: move.state,
      completedConditions: Math.min(completed, promotion.conditionCount),
    },
    now,
  );
}

import {
  rewardTabOf,
  type RewardCentre,
  type RewardItem,
} from '../../../shared/contract/calls/reward-centre.ts';
import type { RewardStatus } from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import {
  memberEntries,
  memberRequests,
  startedPromotions,
  type CentreEntryRow,
  type CentreRequestRow,
} from '../../db/queries/reward-centre.ts';
import type { CatalogueLanguage } from '../game-dto.ts';
import { promotionStatus } from '../promotion-status.ts';

// Requirements D1.1–D1.3: the member's promotions with the status the promotions page shows (one
// status function, services/promotion-status.ts), the progress, time and reason each status needs,
// and the tab it belongs to, in the order the screen lists them.

/** Claim on top of Claimable (a reward is waiting), then running conditions, then what to join. */
const CLAIMABLE_ORDER: Partial<Record<RewardStatus, number>> = {
  Claim: 0,
  Process: 1,
  Joined: 2,
  Join: 3,
};

function timeOf(
  status: RewardStatus,
  entry: CentreEntryRow | undefined,
  request: CentreRequestRow | undefined,
  endsAt: Date | null,
): Date | null {
  switch (status) {
    case 'Claimed':
      return entry === undefined ? null : (entry.claimedAt ?? entry.updatedAt);
    case 'Issued':
    case 'Rejected':
      return request?.decidedAt ?? null;
    case 'Applying':
      return request?.createdAt ?? null;
    case 'Close':
      return endsAt;
    case 'Join':
    case 'Joined':
    case 'Process':
    case 'Claim':
      return null;
  }
}

export async function rewardCentre(
  db: Database,
  userName: string,
  language: CatalogueLanguage,
  now: Date,
): Promise<RewardCentre> {
  const [promotions, entries, requests] = await Promise.all([
    startedPromotions(db, now),
    memberEntries(db, userName),
    memberRequests(db, userName),
  ]);
  const entryOf = new Map(entries.map((row) => [row.promotionId, row]));
  const requestOf = new Map(requests.map((row) => [row.promotionId, row]));
  const state = {
    entries: new Map(entries.map((row) => [row.promotionId, row.state])),
    requests: new Map(requests.map((row) => [row.promotionId, row.status])),
  };
  const items = promotions.map((promotion, index): RewardItem & { rank: number } => {
    const status = promotionStatus(promotion, state, now);
    const entry = entryOf.get(promotion.id);
    const request = requestOf.get(promotion.id);
    const running = status === 'Joined' || status === 'Process';
    const at = timeOf(status, entry, request, promotion.endsAt);
    return {
      id: promotion.id,
      title: language === 'BN' ? promotion.titleBn : promotion.titleEn,
      type: promotion.promotionType === 'APPLY' ? 'APPLY' : 'JOIN',
      bonusAmount: promotion.bonusAmount,
      status,
      tab: rewardTabOf(status),
      // Never more than all: an operator may lower the count after a member made progress.
      completedConditions: running
        ? Math.min(entry?.completedConditions ?? 0, promotion.conditionCount)
        : null,
      totalConditions: running ? promotion.conditionCount : null,
      at: at?.toISOString() ?? null,
      reason: status === 'Rejected' ? (request?.reason ?? null) : null,
      rank: index,
    };
  });
  const claimable = items
    .filter((item) => item.tab === 'claimable')
    .sort(
      (a, b) =>
        (CLAIMABLE_ORDER[a.status] ?? 9) - (CLAIMABLE_ORDER[b.status] ?? 9) || a.rank - b.rank,
    );
  const history = items
    .filter((item) => item.tab === 'history')
    .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '') || a.rank - b.rank);
  return { items: [...claimable, ...history].map(({ rank: _rank, ...item }) => item) };
}

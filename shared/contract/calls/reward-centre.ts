import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { CLAIMABLE_TAB_STATUSES, REWARD_STATUSES, type RewardStatus } from '../rewards.ts';
import { amountSchema, instantSchema } from './cashier-fields.ts';

/**
 * The reward centre's list (requirements D1.1–D1.3; docs/api.md "Rewards and security"). Guarded by
 * the promotions' module (COMM3), not REWCEN3: the list is the member's promotions as the promotions
 * page shows them, and with REWCEN3 off the screen still lists them while its claim and apply actions
 * show the contact_service message (requirements D1.6). The claim itself is REWCEN3
 * (calls/claim-reward.ts).
 */
export const REWARD_CENTRE_MODULE = 'COMM3' satisfies ModuleId;

/** GET, member session, no trial; `?language=BN|EN` picks the titles' language. */
export const REWARD_CENTRE_PATH = '/wps/rewards/center';

export const REWARD_TABS = ['claimable', 'history'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

/** Requirements D1.3: the one place that says which tab a status belongs to. */
export function rewardTabOf(status: RewardStatus): RewardTab {
  return (CLAIMABLE_TAB_STATUSES as readonly RewardStatus[]).includes(status)
    ? 'claimable'
    : 'history';
}

export const rewardItemSchema = z.object({
  /** The promotion's id (the detail page and the application form take it). */
  id: z.number(),
  title: z.string(),
  /** JOIN: claimed here with the claim call; APPLY: claimed by an application (/m/applyReward). */
  type: z.enum(['JOIN', 'APPLY']),
  /** The bonus a claim or an issued application books; null: the promotion grants no money. */
  bonusAmount: z.nullable(amountSchema),
  status: z.enum(REWARD_STATUSES),
  tab: z.enum(REWARD_TABS),
  /** Joined and Process: conditions met so far and in all (the progress bar); else null. */
  completedConditions: z.nullable(z.number()),
  totalConditions: z.nullable(z.number()),
  /**
   * When it happened: claimed (Claimed), decided (Issued, Rejected), applied (Applying) or ended
   * (Close); null for the Claimable tab.
   */
  at: z.nullable(instantSchema),
  /** Rejected: the operator's reason; else null. */
  reason: z.nullable(z.string()),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/**
 * Claimable first with Claim on top, then Process, Joined and Join, each in the operator's order;
 * History newest first (requirements D1.3).
 */
export const rewardCentreSchema = z.object({ items: z.array(rewardItemSchema) });
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { openSession } from './member-session.ts';
import { TRIAL_TYPE } from './member-types.ts';

/** Every trial player's name starts so; the retention sweep finds their game lists by it. */
export const TRIAL_NAME_PREFIX = 'trial_';

/**
 * A trial (free-play) session under a throwaway name. No member row: a trial player has no
 * password, balance or profile, and the session is all there is of the account.
 */
export async function startTrial(
  db: Database,
  merchantCode: string,
): Promise<{ token: string; userName: string; customerType: number }> {
  const userName = `${TRIAL_NAME_PREFIX}${randomBytes(5).toString('hex')}`;
  const token = await openSession(db, { userName, merchantCode, type: TRIAL_TYPE });
  return { token, userName, customerType: TRIAL_TYPE };
}

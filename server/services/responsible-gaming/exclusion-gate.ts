import type { Database } from '../../db/client.ts';
import { runningExclusionEnd } from '../../db/queries/responsible-gaming.ts';
import { Refusal } from '../refusal.ts';

/**
 * Refuses a way in during a self-exclusion (requirements D5.3): `account.self.excluded` with
 * `value.until`. Every login, and every other call that opens a member's session, asks this first.
 * A module apart from self-exclusion.ts, so the login does not import the password guard it is
 * imported by.
 */
export async function refuseWhileExcluded(
  db: Database,
  userName: string,
  now = new Date(),
): Promise<void> {
  const until = await runningExclusionEnd(db, userName, now);
  if (until !== undefined)
    throw new Refusal('account.self.excluded', 'This account is self-excluded', {
      until: until.toISOString(),
    });
}

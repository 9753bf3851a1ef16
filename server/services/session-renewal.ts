import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { sessions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { SESSION_TIMINGS } from '../../shared/contract/calls/session-renew.ts';
import type { RenewedSession } from '../../shared/contract/calls/session-renew.ts';

/**
 * Slides a live session (requirements A7.4): its expiry becomes `now` + the sliding lifetime, never
 * past the cap after the sign-in (the row's own `created_at`) and never earlier than it was, in one
 * update, so slides racing each other (two tabs, a round) all end with the latest expiry and none
 * shortens it. Only a session still live at `now` moves: the new expiry, or undefined.
 */
async function slideExpiry(db: Database, sessionId: string, now: Date): Promise<Date | undefined> {
  const slid = new Date(now.getTime() + SESSION_TIMINGS.lifetimeMs).toISOString();
  const [row] = await db
    .update(sessions)
    .set({
      expiresAt: sql`greatest(${sessions.expiresAt}, least(${slid}::timestamptz, ${sessions.createdAt} + ${SESSION_TIMINGS.maxAgeMs} * interval '1 millisecond'))`,
    })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt;
}

/**
 * A round played for real money is the player's activity too (requirements A7.4): it slides the
 * round's session as a renewal does, so a player who stays in a game page is not logged out
 * mid-game. A session that has ended is left as it is (the round was refused before it got here).
 */
export async function slideSessionOnPlay(db: Database, sessionId: string, now = new Date()) {
  await slideExpiry(db, sessionId, now);
}

/**
 * Renews a member's live session (requirements A7.4, docs/api.md "Sessions") as `slideExpiry`
 * says. One logged out, ended by a password change or expired in between answers 401
 * `login.not.session` like any call without a session. Trial sessions are refused by the route
 * (403 `trial.not.allowed`) and keep their fixed 2 h.
 */
export async function renewSession(
  db: Database,
  session: Pick<SessionRow, 'id'>,
  now = new Date(),
): Promise<RenewedSession> {
  const expiresAt = await slideExpiry(db, session.id, now);
  if (expiresAt === undefined)
    throw new ApiError(401, 'login.not.session', 'The session has expired, please log in again');
  return {
    expiresAt: expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { sessions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { SESSION_TIMINGS } from '../../shared/contract/calls/session-renew.ts';
import type { RenewedSession } from '../../shared/contract/calls/session-renew.ts';

/**
 * A round played for real money is the player's activity too (requirements A7.4): it slides the
 * round's session as a renewal does (the same lifetime, the same cap after the sign-in, never
 * shorter), in one update, so a player who stays in a game page is not logged out mid-game. A
 * session that has ended is left as it is (the round was refused before it got here).
 */
export async function slideSessionOnPlay(db: Database, sessionId: string, now = new Date()) {
  const slid = new Date(now.getTime() + SESSION_TIMINGS.lifetimeMs).toISOString();
  await db
    .update(sessions)
    .set({
      expiresAt: sql`greatest(${sessions.expiresAt}, least(${slid}::timestamptz, ${sessions.createdAt} + ${SESSION_TIMINGS.maxAgeMs} * interval '1 millisecond'))`,
    })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
}

/**
 * Renews a member's live session (requirements A7.4, docs/api.md "Sessions"): its expiry becomes
 * `now` + the sliding lifetime, never past the cap after the sign-in and never earlier than it was,
 * so renewals racing each other (two tabs) all end with the latest expiry and none shortens it. The
 * update only touches a session that is still live at `now`: one logged out, ended by a password
 * change or expired in between answers 401 `login.not.session` like any call without a session.
 * Trial sessions are refused by the route (403 `trial.not.allowed`) and keep their fixed 2 h.
 */
export async function renewSession(
  db: Database,
  session: Pick<SessionRow, 'id' | 'createdAt'>,
  now = new Date(),
): Promise<RenewedSession> {
  const cap = session.createdAt.getTime() + SESSION_TIMINGS.maxAgeMs;
  const wanted = new Date(Math.min(now.getTime() + SESSION_TIMINGS.lifetimeMs, cap));
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: sql`greatest(${sessions.expiresAt}, ${wanted.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.id, session.id), gt(sessions.expiresAt, now)))
    .returning({ expiresAt: sessions.expiresAt });
  if (row === undefined)
    throw new ApiError(401, 'login.not.session', 'The session has expired, please log in again');
  return {
    expiresAt: row.expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

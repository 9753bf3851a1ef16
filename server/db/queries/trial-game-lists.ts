import { and, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { favouriteGames, members, recentGames, sessions } from '../schema.ts';

/**
 * Deletes the favourites and recent games of trial players whose session is gone. A trial player
 * is only its session (services/trial.ts): once the sweep removed it, nobody can log in as that
 * name again, and its lists would stay forever. A name is taken as a trial's when it carries the
 * trial prefix, has no session and no member row (an operator's user-name rule could allow a member
 * named like a trial; such a member keeps its lists). Rows of trials swept before this existed go too.
 */
export async function purgeTrialGameLists(
  db: Database,
  trialPrefix: string,
): Promise<{ favourites: number; recentGames: number }> {
  const orphaned = (userName: typeof favouriteGames.userName | typeof recentGames.userName) =>
    and(
      sql`starts_with(${userName}, ${trialPrefix})`,
      notExists(
        db
          .select({ one: sql`1` })
          .from(sessions)
          .where(sql`${sessions.userName} = ${userName}`),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(members)
          .where(sql`${members.userName} = ${userName}`),
      ),
    );
  const favourites = await db
    .delete(favouriteGames)
    .where(orphaned(favouriteGames.userName))
    .returning({ gameId: favouriteGames.gameId });
  const recents = await db
    .delete(recentGames)
    .where(orphaned(recentGames.userName))
    .returning({ gameId: recentGames.gameId });
  return { favourites: favourites.length, recentGames: recents.length };
}

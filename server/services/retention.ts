import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { tryLockForTransaction, LOCK_KEYS } from '../db/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import { purgeResetLinks } from '../db/queries/password-reset-links.ts';
import { purgeTrialGameLists } from '../db/queries/trial-game-lists.ts';
import {
  captchaChallenges,
  loginFailures,
  outbox,
  rateLimits,
  sessions,
  verificationCodes,
} from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { TRIAL_NAME_PREFIX } from './trial.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long each kind of short-lived row is kept past its use. Captchas and sessions (member and
 * trial alike) go when they expire; SMS codes stay a day, because the per-number daily cap counts
 * them; sent messages stay a day for the development outbox; request counters and failed-login
 * counters a day, longer than any window that reads them; e-mail reset links when expired or used;
 * a trial player's favourites and recent games with its session (a trial is nothing but its session).
 */
export const RETENTION = {
  intervalMs: 10 * 60 * 1000,
  smsCodesMs: DAY_MS,
  outboxMs: DAY_MS,
  rateLimitsMs: DAY_MS,
  loginFailuresMs: DAY_MS,
} as const;

export type PurgeCounts = Record<
  | 'captchas'
  | 'smsCodes'
  | 'sessions'
  | 'trialFavourites'
  | 'trialRecentGames'
  | 'outbox'
  | 'rateLimits'
  | 'loginFailures'
  | 'resetLinks',
  number
>;

async function deleted(query: Promise<unknown[]>): Promise<number> {
  return (await query).length;
}

/**
 * Deletes the expired rows once. Only one process sweeps at a time: the sweep holds a
 * transaction-scoped advisory lock and a process that cannot take it skips this round (PGlite has
 * one process, so it always gets it). Returns what was deleted, or null when another process swept.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, LOCK_KEYS.retention))) return null;
    const before = (ms: number) => new Date(now.getTime() - ms);
    const counts = {
      // Used ones too: a used challenge is of no further use, an unused expired one neither.
      captchas: await deleted(
        tx
          .delete(captchaChallenges)
          .where(or(lt(captchaChallenges.expiresAt, now), isNotNull(captchaChallenges.usedAt)))
          .returning({ id: captchaChallenges.id }),
      ),
      smsCodes: await deleted(
        tx
          .delete(verificationCodes)
          .where(lt(verificationCodes.createdAt, before(RETENTION.smsCodesMs)))
          .returning({ id: verificationCodes.id }),
      ),
      sessions: await deleted(
        tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
      ),
      // After the sessions: a trial whose session just went loses its lists in the same sweep.
      ...(await purgeTrialGameLists(tx, TRIAL_NAME_PREFIX).then(({ favourites, recentGames }) => ({
        trialFavourites: favourites,
        trialRecentGames: recentGames,
      }))),
      outbox: await deleted(
        tx
          .delete(outbox)
          .where(lt(outbox.createdAt, before(RETENTION.outboxMs)))
          .returning({ id: outbox.id }),
      ),
      rateLimits: await deleted(
        tx
          .delete(rateLimits)
          .where(lt(rateLimits.windowStart, before(RETENTION.rateLimitsMs)))
          .returning({ bucket: rateLimits.bucket }),
      ),
      loginFailures: await deleted(
        tx
          .delete(loginFailures)
          .where(
            and(
              lt(loginFailures.lastFailedAt, before(RETENTION.loginFailuresMs)),
              or(
                isNull(loginFailures.pendingSince),
                lt(loginFailures.pendingSince, before(RETENTION.loginFailuresMs)),
              ),
            ),
          )
          .returning({ key: loginFailures.key }),
      ),
      resetLinks: await purgeResetLinks(tx, now),
    };
    return counts;
  });
}

/**
 * PGlite runs PostgreSQL in single-user mode: `autovacuum` reads "on" but no launcher runs, so the
 * rows the sweep deletes (and every row a busy table deletes or updates) are never vacuumed, and
 * their index entries and pages are never reused: the database grows for as long as it serves.
 * When no autovacuum launcher runs, this vacuums the whole database (small tables, mostly pages the
 * visibility map lets it skip) and answers true; on PostgreSQL autovacuum does it, and this answers false.
 * It then takes a checkpoint: single-user mode has no checkpointer either, and a backend there never
 * asks for one however much log it writes, so without it the write-ahead log folder grows with every
 * write until shutdown; after a checkpoint the old segments are recycled (PostgreSQL keeps min_wal_size).
 */
export async function vacuumWithoutAutovacuum(db: Database): Promise<boolean> {
  const launcher = (await db.execute(
    sql`select 1 from pg_stat_activity where backend_type = 'autovacuum launcher'`,
  )) as unknown as { rows: unknown[] };
  if (launcher.rows.length > 0) return false;
  await db.execute(sql`vacuum`);
  await db.execute(sql`checkpoint`);
  return true;
}

/**
 * Sweeps every `intervalMs` (first sweep at once) until stop(), vacuuming after the deletes where no
 * autovacuum runs (PGlite); a failed sweep is logged, not thrown.
 */
export function scheduleRetention(
  db: Database,
  logger: Logger,
  options: { intervalMs?: number } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = purgeExpired(db, new Date()).then(
      async (counts) => {
        if (counts === null) return;
        logger.info({ retention: counts }, 'expired rows purged');
        // VACUUM cannot run inside the sweep's transaction: it comes after, by itself.
        if (await vacuumWithoutAutovacuum(db))
          logger.info('vacuumed (no autovacuum on this database)');
      },
      (error: unknown) => logger.error({ err: error }, 'retention sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? RETENTION.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

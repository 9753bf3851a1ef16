import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from '../../logger.ts';
import { lockForTransaction, LOCK_KEYS } from '../advisory-lock.ts';
import type { Database } from '../client.ts';
import { seedRuns } from '../schema.ts';
import {
  changedTables,
  foreignKeyChildren,
  forgetChanges,
  isTrackingChanges,
  quotedTable,
  trackChanges,
  withCascade,
} from './change-tracking.ts';
import { seeders as registeredSeeders } from './registry.ts';
import type { Seeder } from './seeder.ts';

export type { Seeder };

/** State that is not seed data but is dropped by a reset, so a reset really starts from the demo state. */
export const RUNTIME_TABLES = [
  'site_overrides',
  'sessions',
  'outbox',
  'rate_limits',
  'captcha_challenges',
  'verification_codes',
  'login_failures',
  'password_reset_links',
  // Made on a member's first info read, not seeded.
  'referral_codes',
  // A member's security and responsible-gaming state (requirements D4, D5): written by logins and
  // the security centre, never seeded, so a login after a reset re-runs no seeder.
  'email_codes',
  'sign_ins',
  'account_events',
  'deposit_limits',
  'self_exclusions',
] as const;

async function truncate(tx: Database, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const list = [...new Set(tables)].map(quotedTable).join(', ');
  await tx.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}

/**
 * Runs each seeder that has not run at its current version, in registry order, each in one
 * transaction under an advisory lock (safe when several processes start at once). Returns the
 * names that ran. A seeder of a new version runs over the data that is there: nothing is emptied,
 * so no player's account, favourite, request or ledger entry is lost to a seed change.
 */
export async function runSeeds(
  db: Database,
  seeders: readonly Seeder[] = registeredSeeders,
  logger?: Logger,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const didRun = await db.transaction(async (tx) => {
      await lockForTransaction(tx, LOCK_KEYS.seed);
      const [previous] = await tx.select().from(seedRuns).where(eq(seedRuns.name, seeder.name));
      if (previous?.version === seeder.version) return false;
      await seeder.run(tx, previous?.version, logger);
      await tx
        .insert(seedRuns)
        .values({ name: seeder.name, version: seeder.version })
        .onConflictDoUpdate({
          target: seedRuns.name,
          set: { version: seeder.version, ranAt: sql`now()` },
        });
      return true;
    });
    if (didRun) {
      ran.push(seeder.name);
      logger?.info({ seeder: seeder.name, version: seeder.version }, 'seed data created');
    }
  }
  return ran;
}

/** Back to the seeded demo state: empties runtime and seeded tables, forgets seed runs, seeds again. */
export async function resetToSeed(
  db: Database,
  seeders: readonly Seeder[] = registeredSeeders,
  logger?: Logger,
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, LOCK_KEYS.seed);
    await truncate(tx, [...RUNTIME_TABLES, ...seeders.flatMap((seeder) => seeder.tables)]);
    await tx.delete(seedRuns);
  });
  return runSeeds(db, seeders, logger);
}

/**
 * The reset of the development controls: the first call resets everything and starts noting
 * which tables are written (./change-tracking.ts); later calls empty only the tables written
 * since, with whatever a cascading truncate of them empties, and re-run the seeders owning any
 * of those. Ends in the same state as `resetToSeed`, in a fraction of its time. Returns the
 * names of the seeders that ran.
 */
export async function resetChangedToSeed(
  db: Database,
  seeders: readonly Seeder[] = registeredSeeders,
  logger?: Logger,
): Promise<string[]> {
  const ownedTables = [...RUNTIME_TABLES, ...seeders.flatMap((seeder) => seeder.tables)];
  const cleared = withCascade(ownedTables, await foreignKeyChildren(db));
  if (!(await isTrackingChanges(db, cleared))) {
    const ran = await resetToSeed(db, seeders, logger);
    await db.transaction(async (tx) => {
      await lockForTransaction(tx, LOCK_KEYS.seed);
      await trackChanges(tx, [...cleared]);
    });
    return ran;
  }
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, LOCK_KEYS.seed);
    const children = await foreignKeyChildren(tx);
    let emptied = withCascade(
      [...(await changedTables(tx))].filter((table) => cleared.has(table)),
      children,
    );
    // A seeder fills all its tables at once: when one of them is emptied, it runs again on all.
    for (;;) {
      const touched = seeders.filter((seeder) => seeder.tables.some((table) => emptied.has(table)));
      const next = withCascade(
        [...emptied, ...touched.flatMap((seeder) => seeder.tables)],
        children,
      );
      if (next.size === emptied.size) break;
      emptied = next;
    }
    await truncate(tx, [...emptied]);
    const rerun = seeders
      .filter((seeder) => seeder.tables.some((table) => emptied.has(table)))
      .map((seeder) => seeder.name);
    if (rerun.length > 0) await tx.delete(seedRuns).where(inArray(seedRuns.name, rerun));
  });
  const ran = await runSeeds(db, seeders, logger);
  // What the seeders just wrote is the seeded state, not a change to undo next time.
  await forgetChanges(db);
  return ran;
}

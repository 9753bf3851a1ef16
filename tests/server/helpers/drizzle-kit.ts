import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Database } from '../../../server/db/client.ts';

// drizzle-kit's programmatic API, the same diff `npm run db:generate` runs, for tests that hold
// schema.ts, the snapshots in server/db/migrations/meta and the migrated database to each other.

export const MIGRATIONS_DIR = new URL('../../../server/db/migrations/', import.meta.url);
const META_DIR = new URL('meta/', MIGRATIONS_DIR);

export type Snapshot = ReturnType<typeof generateDrizzleJson>;

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** A drizzle-kit snapshot of the tables exported by a module such as schema.ts. */
export function snapshotOf(imports: Record<string, unknown>): Snapshot {
  return generateDrizzleJson(imports);
}

/** The statements `drizzle-kit generate` would write to go from one snapshot to the next (none: "no changes"). */
export function statementsBetween(from: Snapshot, to: Snapshot): Promise<string[]> {
  return generateMigration(from, to);
}

export async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(new URL('_journal.json', META_DIR), 'utf8')) as Journal;
}

/** The snapshot drizzle-kit diffs the schema against: the last by file name, as drizzle-kit picks it. */
export async function latestSnapshot(): Promise<{ file: string; snapshot: Snapshot }> {
  const files = (await readdir(META_DIR)).filter((file) => file.endsWith('_snapshot.json')).sort();
  const file = files.at(-1);
  if (file === undefined) throw new Error('No snapshot in server/db/migrations/meta');
  return {
    file,
    snapshot: JSON.parse(await readFile(new URL(file, META_DIR), 'utf8')) as Snapshot,
  };
}

/**
 * Builds in an empty database what these tables declare, with the SQL drizzle-kit writes for them
 * from nothing. pg_trgm first: schema.ts cannot declare an extension, and the games name index
 * needs its operator class (migration 0003 creates it in real databases).
 */
export async function createFromSchema(
  db: Database,
  imports: Record<string, unknown>,
): Promise<void> {
  await db.execute(sql`create extension if not exists pg_trgm`);
  for (const statement of await statementsBetween(snapshotOf({}), snapshotOf(imports)))
    await db.execute(sql.raw(statement));
}

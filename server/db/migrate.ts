import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import { lockForTransaction, LOCK_KEYS } from './advisory-lock.ts';
import type { Database } from './client.ts';
import { schemaMigrations } from './schema.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// PGlite runs each statement as a prepared statement, which holds one command: files are split here.
const BREAKPOINT = '--> statement-breakpoint';

export interface Migration {
  version: string;
  name: string;
  statements: string[];
}

/** The migration files in version order; a badly named file is an error rather than silently skipped. */
export async function listMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (match?.[1] === undefined || match[2] === undefined) throw new Error(`Bad migration file name: ${file}`);
    const text = await readFile(new URL(file, dir), 'utf8');
    const statements = text
      .split(BREAKPOINT)
      .map((part) => part.trim())
      .filter((part) => part.replace(/--.*$/gm, '').trim() !== '');
    migrations.push({ version: match[1], name: match[2], statements });
  }
  return migrations;
}

// Kept in step with schemaMigrations in schema.ts; it must exist before any migration can be recorded.
const BOOTSTRAP = sql`create table if not exists schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
)`;

/**
 * Applies the migrations not yet recorded, each in its own transaction under an advisory lock, so
 * running it again (or from two processes at once) changes nothing. Returns the versions applied.
 */
export async function migrate(db: Database, logger?: Logger, dir?: URL): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, LOCK_KEYS.migrate);
    await tx.execute(BOOTSTRAP);
  });
  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      await lockForTransaction(tx, LOCK_KEYS.migrate);
      const done = await tx.select().from(schemaMigrations).where(eq(schemaMigrations.version, migration.version));
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ version: migration.version, name: migration.name });
      return true;
    });
    if (ran) {
      applied.push(migration.version);
      logger?.info({ version: migration.version, name: migration.name }, 'migration applied');
    }
  }
  return applied;
}

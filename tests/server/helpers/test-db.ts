import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { resetToSeed } from '../../../server/db/seed/index.ts';
import { readTemplate, saveTemplate, type DatabaseTemplate } from './database-template.ts';

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  /** The connection string of this file's own database, when running against PostgreSQL. */
  databaseUrl: string | undefined;
  /** Back to an empty, migrated state between tests (cheaper than a new database each time). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

// Tests read this one variable themselves: it selects the database under test, not server behaviour.
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const usingPostgres = serverUrl !== undefined;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of our own on the PostgreSQL server of TEST_DATABASE_URL, dropped again by close(). */
async function createPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `msite_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (client) => client.query(`create database "${name}"`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () =>
      withAdmin(
        url,
        async (client) =>
          void (await client.query(`drop database if exists "${name}" with (force)`)),
      ),
  };
}

/** Migrated and nothing more. */
const MIGRATED: DatabaseTemplate = { name: 'migrated', fill: async () => {} };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL, so the same tests cover both engines. The
 * template may fill it further (seeders). On PGlite the database is loaded from the template's saved
 * dump when there is one, and saved as that dump when there is none (helpers/database-template.ts):
 * an empty PGlite cluster takes initdb, slow under a parallel run.
 */
export async function openTestDatabase(
  template: DatabaseTemplate = MIGRATED,
): Promise<TestDatabase> {
  const postgres = serverUrl === undefined ? undefined : await createPostgresDatabase(serverUrl);
  const dump = postgres === undefined ? await readTemplate(template.name) : undefined;
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: postgres?.url,
    loadDataDir: dump,
  });
  // On a loaded template this finds every migration applied.
  await migrate(handle.db);
  if (dump === undefined) {
    await template.fill(handle.db);
    if (postgres === undefined) await saveTemplate(template.name, handle);
  }
  return {
    db: handle.db,
    handle,
    databaseUrl: postgres?.url,
    reset: async () => void (await resetToSeed(handle.db, [])),
    async close() {
      await handle.close();
      await postgres?.drop();
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { resetToSeed } from '../../../server/db/seed/index.ts';
import {
  readTemplate,
  saveTemplate,
  templateKey,
  type DatabaseTemplate,
} from './database-template.ts';

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

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Held while a file builds or copies a template database: PostgreSQL refuses to copy a database
// anyone is connected to, and two files must not build the same template at once.
const TEMPLATE_LOCK = "hashtext('msite_test_templates')";

/**
 * Creates the template's database on the server: migrated and filled once, under its final name
 * only when complete. Templates of earlier sources (another key) are dropped: dead weight.
 */
async function buildPostgresTemplate(
  serverUrl: string,
  admin: pg.Client,
  name: string,
  template: DatabaseTemplate,
): Promise<void> {
  const stale = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) and datname <> $2',
    [`msite_template_${template.name}_`, name],
  );
  for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}"`);
  const building = `${name}_new`;
  await admin.query(`drop database if exists "${building}"`);
  await admin.query(`create database "${building}"`);
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: databaseUrl(serverUrl, building),
  });
  try {
    await migrate(handle.db);
    await template.fill(handle.db);
  } finally {
    await handle.close();
  }
  await admin.query(`alter database "${building}" rename to "${name}"`);
}

/**
 * A database of our own on the PostgreSQL server of TEST_DATABASE_URL, dropped again by close(): a
 * copy of the template's database there, which the first file to need it builds. Copying is a
 * fraction of migrating and seeding each file's database (2,500 games for the catalogue).
 */
async function createPostgresDatabase(
  serverUrl: string,
  template: DatabaseTemplate,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `msite_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const source = `msite_template_${template.name}_${await templateKey(template.name)}`;
  await withAdmin(serverUrl, async (client) => {
    // Released when this connection ends.
    await client.query(`select pg_advisory_lock(${TEMPLATE_LOCK})`);
    const found = await client.query('select 1 from pg_database where datname = $1', [source]);
    if (found.rowCount === 0) await buildPostgresTemplate(serverUrl, client, source, template);
    await client.query(`create database "${name}" template "${source}"`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(
        serverUrl,
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
 * an empty PGlite cluster takes initdb, slow under a parallel run. On PostgreSQL it is a copy of the
 * template's database on that server (createPostgresDatabase).
 */
export async function openTestDatabase(
  template: DatabaseTemplate = MIGRATED,
): Promise<TestDatabase> {
  const postgres =
    serverUrl === undefined ? undefined : await createPostgresDatabase(serverUrl, template);
  const dump = postgres === undefined ? await readTemplate(template.name) : undefined;
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: postgres?.url,
    loadDataDir: dump,
  });
  // On a template (a dump or a copy) this finds every migration applied.
  await migrate(handle.db);
  if (postgres === undefined && dump === undefined) {
    await template.fill(handle.db);
    await saveTemplate(template.name, handle);
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

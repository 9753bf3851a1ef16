import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import * as schema from './schema.ts';

/** What queries receive: the same Drizzle API over PGlite and node-postgres (and inside transactions). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, fit for a log line (no password). */
  location: string;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar, fit for OpenDatabaseOptions.loadDataDir. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** Folder for the embedded database, or 'memory://' for a throwaway one (tests). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /**
   * PGlite only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty
   * cluster. Tests load a migrated, seeded template this way rather than repeating initdb, the
   * migrations and the seeders in every file.
   */
  loadDataDir?: Blob | undefined;
  logger?: Logger;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql (unparsable DATABASE_URL)';
  }
}

async function openPostgres(url: string, logger?: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection emits on the pool; unhandled, that would crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'postgres pool error'));
  await pool.query('select 1');
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    kind: 'postgres',
    location: redactUrl(url),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : join(dataDir, 'pglite');
  // PGlite creates its own folder but not the parents.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the games name search (migrations/0003_games.sql); PGlite loads extensions only here.
  const client = new PGlite(location, {
    extensions: { pg_trgm },
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    location,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl !== undefined
    ? openPostgres(options.databaseUrl, options.logger)
    : openPglite(options.dataDir, options.loadDataDir);
}

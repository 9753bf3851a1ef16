import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Database, DatabaseHandle } from '../../../server/db/client.ts';

// Starting a PGlite database from nothing runs initdb inside WebAssembly: seconds when the machine is
// idle, tens of seconds under a full parallel test run; the migrations and a seeder such as the
// 2,500-game catalogue add more. A template is that work done once: a dump of the migrated, seeded
// data directory, kept on disk and loaded by every later test file (and run) in a fraction of it.

/** A named state to start test databases from: the migrations, then `fill`. */
export interface DatabaseTemplate {
  name: string;
  fill(db: Database): Promise<void>;
}

const DB_SOURCES = new URL('../../../server/db/', import.meta.url);
// Outside server/db but part of what the seeders write: the catalogue goes in through the import.
const SEED_SOURCES = [
  new URL('../../../server/services/catalogue-import.ts', import.meta.url),
  new URL('../../../shared/game-categories.ts', import.meta.url),
];
const PGLITE_PACKAGE = new URL(
  '../../../node_modules/@electric-sql/pglite/package.json',
  import.meta.url,
);
const CACHE_DIR = new URL('../../../node_modules/.cache/m-site-test-databases/', import.meta.url);

async function filesUnder(dir: URL): Promise<URL[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: URL[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const url = new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, dir);
    files.push(...(entry.isDirectory() ? await filesUnder(url) : [url]));
  }
  return files;
}

/**
 * What a template's content depends on: every file under server/db (schema, migrations, client,
 * seeders and their data), the catalogue import the seeder goes through, and the PGlite version.
 * Any edit there gives a new key, so a stale template is never loaded.
 */
export async function templateKey(name: string): Promise<string> {
  const hash = createHash('sha256')
    .update(name)
    .update(await readFile(PGLITE_PACKAGE));
  for (const file of [...(await filesUnder(DB_SOURCES)), ...SEED_SOURCES])
    hash.update(file.pathname).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function templateFile(name: string): Promise<URL> {
  return new URL(`${name}-${await templateKey(name)}.tar`, CACHE_DIR);
}

/** The saved dump of this template for today's server/db, if one was saved. */
export async function readTemplate(name: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(await templateFile(name))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Saves a PGlite database just migrated and filled as the template. Test files starting together may
 * each save one; each is written under its own temporary name and renamed, so no reader sees half of one.
 */
export async function saveTemplate(name: string, handle: DatabaseHandle): Promise<void> {
  if (handle.dumpDataDir === undefined)
    throw new Error('Only a PGlite database can be saved as a template');
  const file = await templateFile(name);
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  await mkdir(CACHE_DIR, { recursive: true });
  const current = file.pathname.split('/').at(-1) ?? '';
  // Templates of earlier sources are dead weight (tens of megabytes each).
  for (const old of await readdir(CACHE_DIR)) {
    if (old.startsWith(`${name}-`) && !old.startsWith(current))
      await rm(new URL(old, CACHE_DIR), { force: true });
  }
  const partial = new URL(`${current}.${process.pid}.partial`, CACHE_DIR);
  await writeFile(partial, dump);
  await rename(partial, file);
}

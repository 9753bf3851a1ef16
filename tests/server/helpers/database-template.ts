import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';

// Starting a PGlite database from nothing runs initdb inside WebAssembly: seconds when the machine is
// idle, tens of seconds under a full parallel test run; the migrations and a seeder such as the
// 2,500-game catalogue add more. A template is that work done once: a dump of the migrated, seeded
// data directory, kept on disk and loaded by every later test file (and run) in a fraction of it.

const DB_SOURCES = new URL('../../../server/db/', import.meta.url);
const PGLITE_PACKAGE = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
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
 * seeders and their data) and the PGlite version. Any edit there makes a new template, so a stale
 * one is never loaded.
 */
async function sourceKey(name: string): Promise<string> {
  const hash = createHash('sha256').update(name).update(await readFile(PGLITE_PACKAGE));
  for (const file of await filesUnder(DB_SOURCES)) hash.update(file.pathname).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function build(fill: (db: Database) => Promise<void>): Promise<Buffer> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle.db);
    await fill(handle.db);
    if (handle.dumpDataDir === undefined) throw new Error('PGlite handle without dumpDataDir');
    return Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  } finally {
    await handle.close();
  }
}

/**
 * The dump of a migrated PGlite database that `fill` then seeded, built on first use and reused while
 * server/db is unchanged. Test files starting together may each build it once; the file is written
 * under a temporary name and renamed, so a reader never sees half of one.
 */
export async function pgliteTemplate(name: string, fill: (db: Database) => Promise<void>): Promise<Blob> {
  const key = await sourceKey(name);
  const file = new URL(`${name}-${key}.tar`, CACHE_DIR);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const dump = await build(fill);
  await mkdir(CACHE_DIR, { recursive: true });
  // Templates of earlier sources are dead weight (tens of megabytes each).
  for (const old of await readdir(CACHE_DIR)) {
    if (old.startsWith(`${name}-`) && !old.startsWith(`${name}-${key}`)) await rm(new URL(old, CACHE_DIR), { force: true });
  }
  const partial = new URL(`${name}-${key}.tar.${process.pid}.partial`, CACHE_DIR);
  await writeFile(partial, dump);
  await rename(partial, file);
  return new Blob([dump]);
}

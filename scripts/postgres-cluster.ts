import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Where Debian keeps the server binaries (postgresql-NN), or wherever PATH has initdb. */
export function findPostgresBin(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(debian, version, 'bin');
      if (existsSync(join(bin, 'initdb'))) return bin;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  return which.status === 0 && path ? path.replace(/\/initdb$/, '') : null;
}

/**
 * The server binaries, installed with apt (Debian's `postgresql`) when missing and running as root,
 * as `npm test` does for Chromium: the server's races are tested on PostgreSQL as well as PGlite, and
 * a fresh machine must not skip that silently. Null when they are missing and cannot be installed.
 */
export function ensurePostgresBin(): string | null {
  const found = findPostgresBin();
  if (found !== null) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.warn(
      "PostgreSQL is not installed: the server tests run on PGlite only. Install Debian's package: sudo apt-get install -y postgresql",
    );
    return null;
  }
  console.info('Installing Debian postgresql (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    });
  } catch (error) {
    console.error('apt-get could not install postgresql:', error);
    return null;
  }
  return findPostgresBin();
}

export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, trust auth, in a temp folder.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export async function startThrowawayCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'pipe',
    });

  run(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  run(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

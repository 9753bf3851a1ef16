import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.ts';

export interface BenchServer {
  /** Origin such as http://127.0.0.1:41234 (loopback only: the load test must not leave the machine). */
  origin: string;
  close(): Promise<void>;
}

/**
 * The folder the bench builds into and serves: dist/, or BENCH_DIST (relative to the root) so that
 * a bench next to other work in the same tree neither overwrites nor measures someone else's build.
 */
export function benchDistDir(root: string): string {
  return resolve(root, process.env.BENCH_DIST ?? 'dist');
}

/**
 * Builds the site first (about 10 s): a build left over from older code was once measured instead
 * of the current one without anyone noticing. BENCH_SKIP_BUILD=1 measures the folder as it is.
 * The source maps are written beside the files but not linked from them (`hidden`): the files are
 * the ones players get, and the first-load split reads the maps.
 */
export function ensureBuild(root: string, distDir: string): void {
  const built = existsSync(join(distDir, 'index.html'));
  if (built && process.env.BENCH_SKIP_BUILD === '1') return;
  console.info(`building the site (vite build into ${distDir})…`);
  execFileSync('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
}

/** Starts the reference server in this process on a fresh PGlite folder, removed again on close. */
export async function startBenchServer(distDir: string): Promise<BenchServer> {
  // The server parses process.env once, on first use: set it before importing, so the
  // figures come from the production configuration (quiet logs, no development controls).
  process.env.LOG_LEVEL = 'warn';
  delete process.env.DEV_TOOLS;
  const dataDir = mkdtempSync(join(tmpdir(), 'm-site-bench-'));
  process.env.DATA_DIR = dataDir;
  const { startServer } = await import('../../server/index.ts');
  const port = await freePort();
  try {
    const running = await startServer({
      port,
      host: '127.0.0.1',
      dataDir,
      devTools: false,
      staticDir: distDir,
    });
    return {
      origin: `http://127.0.0.1:${running.port}`,
      async close() {
        try {
          await running.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The server the end-to-end suite talks to: the production build, a fresh temporary
 * PGlite database, development controls on. The database folder is removed on exit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'm-site-e2e-'));
const running = await startServer({
  port: Number(process.env.PORT ?? 4310),
  host: '127.0.0.1',
  dataDir,
  devTools: true,
  // E2E_DIST lets parallel work build into its own folder; the suite uses dist/.
  staticDir: process.env.E2E_DIST ?? 'dist',
});
console.info(`e2e server on ${running.url} (database ${dataDir})`);

const stop = () => {
  void running.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

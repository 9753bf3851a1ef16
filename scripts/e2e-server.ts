/**
 * The server the end-to-end suite talks to: the production build, a fresh temporary
 * PGlite database, development controls on. The database folder is removed on exit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'm-site-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.DEV_TOOLS = '1';
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);

await import('../server/index.ts');

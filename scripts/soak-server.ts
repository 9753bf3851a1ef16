// The server under `npm run soak`, in a process of its own so its memory is measured alone:
// PGlite in the folder of the first argument, or the PostgreSQL database of the second. Development
// controls are on (rate limits ×100, the SMS outbox); the retention sweep runs every minute.
import { startServer, stopOnSignals } from '../server/index.ts';
import { createLogger } from '../server/logger.ts';

const [dataDir, databaseUrl] = process.argv.slice(2);
const logger = createLogger('warn');
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  staticDir: null,
  devTools: true,
  logger,
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  drainNoticeMs: 0,
  retentionIntervalMs: 60_000,
});
stopOnSignals(running, logger);
process.stdout.write(`${JSON.stringify({ port: running.port })}\n`);

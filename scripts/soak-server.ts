// The server under `npm run soak`, in a process of its own so its memory is measured alone:
// PGlite in the folder of the first argument, or the PostgreSQL database of the second. Development
// controls are on (rate limits ×100, the SMS outbox); the retention sweep runs every minute.
// Each line on stdin is answered by one JSON line on stdout, through the server's own connection
// (PGlite's folder can be opened by one process only): `stats`, the database's size per relation;
// `sql <JSON string>`, runs those statements (storage settings to try before the traffic starts).
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { startServer, stopOnSignals } from '../server/index.ts';
import { createLogger } from '../server/logger.ts';
import { readDatabaseStats, SOAK_SWEEP_MS } from './soak-stats.ts';

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
  retentionIntervalMs: SOAK_SWEEP_MS,
});
stopOnSignals(running, logger);
process.stdout.write(`${JSON.stringify({ port: running.port })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  try {
    if (line.startsWith('sql ')) {
      await running.database.db.execute(sql.raw(JSON.parse(line.slice(4)) as string));
      process.stdout.write(`${JSON.stringify({ done: true })}\n`);
    } else {
      process.stdout.write(
        `${JSON.stringify({ stats: await readDatabaseStats(running.database.db) })}\n`,
      );
    }
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
    );
  }
}

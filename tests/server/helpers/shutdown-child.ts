// A real server process for the shutdown test: PGlite in memory, or the PostgreSQL database named
// by the first argument; prints its port as one JSON line, waits for SIGTERM, and prints how many
// requests it took and answered to the end as it exits.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startServer, stopOnSignals } from '../../../server/index.ts';
import { createLogger } from '../../../server/logger.ts';

const logger = createLogger('silent');
const databaseUrl = process.argv[2] || undefined;
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  staticDir: null,
  devTools: false,
  logger,
  ...(databaseUrl === undefined ? { dataDir: 'memory://' } : { databaseUrl }),
  drainNoticeMs: 500,
});
// What the server took and what it answered to the end, reported as it exits (a pipe is written synchronously).
const requests = { taken: 0, answered: 0 };
running.httpServer.on('request', (_request: IncomingMessage, response: ServerResponse) => {
  requests.taken += 1;
  response.on('finish', () => (requests.answered += 1));
});
process.on('exit', () => process.stdout.write(`${JSON.stringify(requests)}\n`));
stopOnSignals(running, logger);
process.stdout.write(`${JSON.stringify({ port: running.port })}\n`);

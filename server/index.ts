import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { loadSiteConfig } from './config/site-config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { countGames } from './db/queries/games.ts';
import { runSeeds } from './db/seed/index.ts';
import { readEnv, type Env } from './env.ts';
import type { AppEnv } from './http/app-env.ts';
import { failureBody } from './http/envelope.ts';
import { createLogger, type Logger } from './logger.ts';
import { scheduleRetention } from './services/retention.ts';
import { scheduleAutoApproval } from './services/cashier/auto-approve.ts';
import { withDemoCashier } from './services/cashier/channels.ts';
import { createSiteStore } from './config/site-store.ts';
import { createGateways } from './services/gateways.ts';

export interface StartOptions {
  /** Defaults to the parsed process environment; every field below overrides one of its values. */
  env?: Env;
  port?: number;
  host?: string;
  /** Folder of the built site, or null to serve no site (dev mode: Vite serves /m). */
  staticDir?: string | null;
  dataDir?: string;
  databaseUrl?: string;
  devTools?: boolean;
  logger?: Logger;
  /** How long close() keeps serving, answering /ready with 503, before it stops accepting. */
  drainNoticeMs?: number;
  /** How long close() lets requests in flight finish before it cuts their connections. */
  inFlightMs?: number;
  /** Period of the retention sweep (default RETENTION.intervalMs); the soak run shortens it. */
  retentionIntervalMs?: number;
}

export interface RunningServer {
  /** The port actually bound (useful with port 0). */
  port: number;
  url: string;
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  /** The Node HTTP server (for tests and scripts that watch connections). */
  httpServer: ServerType;
  /** True until close() begins: GET /ready answers 200 while it holds, then 503. */
  ready(): boolean;
  /**
   * Graceful stop: readiness flips to not ready at once and every answer from then on carries
   * `Connection: close`; after the drain notice new requests get a whole 503 (`Connection: close`,
   * `Retry-After`) while those in flight finish (at least REFUSE_LINGER_MS, at most the in-flight
   * bound); then the server stops accepting and closes idle sockets; then queued texts are sent, the
   * retention sweep stops and the database closes.
   */
  close(): Promise<void>;
}

/** Serving on after readiness flips, so a load balancer's next probe sees it before connections are refused. */
export const DRAIN_NOTICE_MS = 2_000;
/** The longest a request in flight may still take after the server stopped accepting. */
export const IN_FLIGHT_MS = 10_000;
/** How long requests are refused with 503 after the drain notice before the listener closes. */
export const REFUSE_LINGER_MS = 1_000;
/** Readiness of this process for a load balancer: 200 while serving, 503 once shutting down. */
export const READY_PATH = '/ready';

/** The Node adapter's bindings (`incoming`, `outgoing`): the socket's address is read from them (http/client-ip.ts). */
type NodeBindings = unknown;

function listen(
  fetch: (request: Request, bindings: NodeBindings) => Response | Promise<Response>,
  host: string,
  port: number,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: host, port }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

/** The answer to a request that arrives once the server has stopped taking new work. */
function restarting(): Response {
  return new Response(
    JSON.stringify(failureBody('system.busy', 'The server is restarting, please try again')),
    {
      status: 503,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        Connection: 'close',
        'Retry-After': '1',
      },
    },
  );
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Stops accepting, closes idle keep-alive sockets, and cuts what is still open after `inFlightMs`. */
function closeServer(server: ServerType, inFlightMs: number): Promise<void> {
  const http = server as Server;
  return new Promise((resolve, reject) => {
    const cut = setTimeout(() => http.closeAllConnections(), inFlightMs);
    http.close((error) => {
      clearTimeout(cut);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive connections between requests would otherwise hold close() open until they time out.
    http.closeIdleConnections();
  });
}

/** Opens the database, migrates and seeds it, and serves the app. Used by the CLI below and by scripts. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? readEnv();
  const logger = options.logger ?? createLogger(env.logLevel);
  const databaseUrl =
    options.databaseUrl ?? (options.dataDir === undefined ? env.databaseUrl : undefined);
  const siteConfig = await loadSiteConfig(env.siteConfigPath);
  const database = await openDatabase({
    dataDir: options.dataDir ?? env.dataDir,
    databaseUrl,
    logger,
  });
  try {
    await migrate(database.db, logger);
    // Demo data (accounts with published passwords among it) only where it belongs: development,
    // tests, the bench, or DEMO_DATA=1 (server/README.md "Demo data and seeds").
    if (env.demoData) await runSeeds(database.db, undefined, logger);
    else if ((await countGames(database.db)) === 0) {
      logger.warn(
        'the game catalogue is empty: game screens show their empty states until one is imported (npm run catalogue -- import FILE)',
      );
    }
    // Held here as well so close() can wait for texts still on their way before the database closes.
    const { sms, mail } = createGateways(env, database.db, logger);
    const app = createApp({
      db: database.db,
      sms,
      mail,
      siteConfig,
      logger,
      devTools: options.devTools ?? env.devTools,
      trustProxy: env.trustProxy,
      trustProxyHops: env.trustProxyHops,
      publicOrigin: env.publicOrigins,
      staticDir: options.staticDir === undefined ? env.staticDir : options.staticDir,
      demoData: env.demoData,
    });
    const retention = scheduleRetention(database.db, logger, {
      intervalMs: options.retentionIntervalMs,
    });
    // Deposits approve themselves after cashier.autoApproveSeconds when it is set (server/README.md
    // "Cashier"); the setting is read with the /dev/site overrides, like the app reads it.
    const autoApproval = scheduleAutoApproval(
      database.db,
      createSiteStore({
        db: database.db,
        base: withDemoCashier(siteConfig, {
          demoData: env.demoData,
          devTools: options.devTools ?? env.devTools,
        }),
        logger,
      }),
      logger,
    );
    let ready = true;
    // After the drain notice, until the listener closes: new requests are refused whole (503).
    let refusing = false;
    let inFlight = 0;
    let idle: (() => void) | undefined;
    // The bindings go on to the app: without them every caller would count as one address, and each
    // per-address limit would be one counter for the whole site (server/README.md "Password guessing").
    const fetch = async (request: Request, bindings: NodeBindings): Promise<Response> => {
      if (new URL(request.url).pathname === READY_PATH) {
        return new Response(JSON.stringify({ ready }), {
          status: ready ? 200 : 503,
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        });
      }
      if (refusing) return restarting();
      inFlight += 1;
      let response: Response;
      try {
        response = await app.fetch(request, bindings);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) idle?.();
      }
      if (ready) return response;
      // Draining: the client gets its whole answer and then opens its next connection elsewhere.
      const headers = new Headers(response.headers);
      headers.set('Connection', 'close');
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    };
    const host = options.host ?? env.host;
    const { server, port } = await listen(fetch, host, options.port ?? env.port);
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    let closing: Promise<void> | undefined;
    return {
      port,
      url: `http://${urlHost}:${port}`,
      app,
      database,
      httpServer: server,
      ready: () => ready,
      close() {
        closing ??= (async () => {
          ready = false;
          await delay(options.drainNoticeMs ?? DRAIN_NOTICE_MS);
          // A caller still arriving gets a whole 503 it can retry elsewhere, not a reset connection,
          // while the requests in flight finish (at least REFUSE_LINGER_MS, at most the in-flight bound).
          refusing = true;
          const inFlightMs = options.inFlightMs ?? IN_FLIGHT_MS;
          const refusedFrom = Date.now();
          const finished =
            inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
          await Promise.all([
            delay(Math.min(REFUSE_LINGER_MS, inFlightMs)),
            Promise.race([finished, delay(inFlightMs)]),
          ]);
          // One in-flight bound for both waits, so the whole close stays within FORCED_EXIT_MS.
          await closeServer(server, Math.max(0, inFlightMs - (Date.now() - refusedFrom)));
          await sms.settled();
          await mail.settled();
          await retention.stop();
          await autoApproval.stop();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// A little beyond the drain notice and the in-flight bound, for the texts and the database to close.
const FORCED_EXIT_MS = DRAIN_NOTICE_MS + IN_FLIGHT_MS + 5_000;

/** SIGTERM and SIGINT run the graceful close() once, then exit (1 when it fails or takes too long). */
export function stopOnSignals(running: RunningServer, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const running = await startServer({ env, logger });
  const store =
    running.database.kind === 'pglite'
      ? `PGlite at ${running.database.location}`
      : `PostgreSQL ${running.database.location}`;
  console.info(
    `Site: http://localhost:${running.port}/m/home  API: http://localhost:${running.port}/wps/`,
  );
  console.info(`Database: ${store}${env.devTools ? '  (development controls on: /dev/*)' : ''}`);
  stopOnSignals(running, logger);
}

// Run only when started as a program, not when a script imports startServer.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

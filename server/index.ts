import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { loadSiteConfig } from './config/site-config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { runSeeds } from './db/seed/index.ts';
import { readEnv, type Env } from './env.ts';
import type { AppEnv } from './http/app-env.ts';
import { createLogger, type Logger } from './logger.ts';

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
}

export interface RunningServer {
  /** The port actually bound (useful with port 0). */
  port: number;
  url: string;
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  /** Stops accepting, ends open connections, closes the database. */
  close(): Promise<void>;
}

function listen(app: Hono<AppEnv>, host: string, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would otherwise hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

/** Opens the database, migrates and seeds it, and serves the app. Used by the CLI below and by scripts. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? readEnv();
  const logger = options.logger ?? createLogger(env.logLevel);
  const databaseUrl = options.databaseUrl ?? (options.dataDir === undefined ? env.databaseUrl : undefined);
  const siteConfig = await loadSiteConfig(env.siteConfigPath);
  const database = await openDatabase({ dataDir: options.dataDir ?? env.dataDir, databaseUrl, logger });
  try {
    await migrate(database.db, logger);
    await runSeeds(database.db, undefined, logger);
    const app = createApp({
      db: database.db,
      siteConfig,
      logger,
      devTools: options.devTools ?? env.devTools,
      trustProxy: env.trustProxy,
      staticDir: options.staticDir === undefined ? env.staticDir : options.staticDir,
    });
    const host = options.host ?? env.host;
    const { server, port } = await listen(app, host, options.port ?? env.port);
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return {
      port,
      url: `http://${urlHost}:${port}`,
      app,
      database,
      async close() {
        await closeServer(server);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

const FORCED_EXIT_MS = 10_000;

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const running = await startServer({ env, logger });
  const store = running.database.kind === 'pglite' ? `PGlite at ${running.database.location}` : `PostgreSQL ${running.database.location}`;
  console.info(`Site: http://localhost:${running.port}/m/home  API: http://localhost:${running.port}/wps/`);
  console.info(`Database: ${store}${env.devTools ? '  (development controls on: /dev/*)' : ''}`);

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

// Run only when started as a program, not when a script imports startServer.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.ts';
import { startServer, type StartOptions } from '../../server/index.ts';
import { createLogger } from '../../server/logger.ts';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/test-db.ts';

let dir: string;
let database: TestDatabase | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'msite-start-'));
  // Against PostgreSQL the server gets this file's own database; otherwise a PGlite folder on disk.
  if (usingPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

function options(): StartOptions {
  const where =
    database?.databaseUrl === undefined
      ? { dataDir: join(dir, 'nested', 'data') }
      : { databaseUrl: database.databaseUrl };
  return {
    env: parseEnv({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    host: '127.0.0.1',
    port: 0,
    staticDir: null,
    devTools: true,
    ...where,
  };
}

async function fetchJson(
  url: string,
): Promise<{ status: number; body: { success: boolean; value?: unknown } }> {
  const response = await fetch(url, { headers: { Merchant: 'bdbt' } });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; value?: unknown },
  };
}

describe('startServer', () => {
  it(
    'serves on an ephemeral port, sees the socket address, and keeps its key across restarts',
    { timeout: 90_000 },
    async () => {
      const first = await startServer(options());
      let publicKey: unknown;
      try {
        expect(first.port).toBeGreaterThan(0);
        const status = await fetchJson(`${first.url}/wps/system/status`);
        expect(status.status).toBe(200);
        expect(
          (status.body.value as { location: { ip: string; country: string } }).location,
        ).toEqual({ ip: '127.0.0.1', country: 'BD' });
        publicKey = (await fetchJson(`${first.url}/wps/session/key/rsa`)).body.value;
        if (!usingPostgres)
          await expect(stat(join(dir, 'nested', 'data', 'pglite'))).resolves.toBeTruthy();
      } finally {
        await first.close();
      }
      await expect(fetch(`${first.url}/wps/system/status`)).rejects.toThrow();

      const second = await startServer(options());
      try {
        expect((await fetchJson(`${second.url}/wps/session/key/rsa`)).body.value).toEqual(
          publicKey,
        );
      } finally {
        await second.close();
      }
    },
  );
});

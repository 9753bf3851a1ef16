import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { listOutbox } from '../../server/db/queries/outbox.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts.ts';
import { createLogger } from '../../server/logger.ts';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/test-db.ts';

// What only a real socket shows. A probe found every caller counted as 127.0.0.1: the shutdown
// wrapper dropped the Node bindings, so each per-address limit was one counter for the whole site.
// And a reset link took its host from the Host header. Here the server runs as in production (a real
// socket, no development multiplier) and the callers come from two loopback addresses
// (server/README.md "Password guessing", "Forgot password by e-mail: reset links").

// The user-name check allows 60 calls per address in 5 minutes (routes/member.ts, docs/api.md).
const USERNAME_CHECKS_PER_WINDOW = 60;
const USERNAME_WINDOW_MS = 5 * 60_000;
// The limit counts in fixed windows that start on the wall clock's multiples of the window
// (server/http/rate-limit.ts), and the server runs on this machine's clock. The 62 calls take about
// a second: a run that began within this margin of a window's end would see its counter start over
// midway (it did, once in a few hundred runs), so such a run starts on the next window instead.
const WINDOW_END_MARGIN_MS = 10_000;

async function startOfAWholeWindow(): Promise<void> {
  const left = USERNAME_WINDOW_MS - (Date.now() % USERNAME_WINDOW_MS);
  if (left < WINDOW_END_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let dir: string;
let database: TestDatabase | undefined;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'msite-address-'));
  if (usingPostgres) database = await openTestDatabase();
  const where =
    database?.databaseUrl === undefined
      ? { dataDir: join(dir, 'data') }
      : { databaseUrl: database.databaseUrl };
  server = await startServer({
    env: parseEnv({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    host: '127.0.0.1',
    port: 0,
    staticDir: null,
    devTools: false,
    ...where,
  });
}, 90_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { success: boolean; value?: unknown };
}

/** A call from the given local address (127.0.0.0/8 is all loopback on Linux), headers as given. */
function send(
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { Merchant: 'bdbt', ...init.headers };
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: init.method ?? 'GET',
        localAddress,
        agent: false,
        headers,
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: JSON.parse(text) as { success: boolean; value?: unknown },
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

describe('the caller’s address behind the real socket', () => {
  it('is the socket’s own address, not one shared by every caller', async () => {
    for (const address of ['127.0.0.2', '127.0.0.3']) {
      const status = await send(address, '/wps/system/status');
      expect((status.body.value as { location: { ip: string } }).location.ip).toBe(address);
    }
  });

  it(
    'gives each address its own limit: one caller using its calls up leaves another untouched',
    { timeout: 60_000 },
    async () => {
      const check = (address: string, index: number) =>
        send(address, `/wps/member/username?username=probe${index}`);
      await startOfAWholeWindow();
      for (let index = 0; index < USERNAME_CHECKS_PER_WINDOW; index += 1)
        expect((await check('127.0.0.2', index)).status).toBe(200);
      expect((await check('127.0.0.2', USERNAME_CHECKS_PER_WINDOW)).status).toBe(429);
      expect((await check('127.0.0.3', 0)).status).toBe(200);
    },
  );
});

describe('a reset link behind the real socket', () => {
  it(
    'points at the configured origin whatever Host the caller sends',
    { timeout: 30_000 },
    async () => {
      const { member } = DEMO_ACCOUNTS;
      const answer = await send('127.0.0.4', '/wps/member/password/email', {
        method: 'POST',
        headers: { Host: 'evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: member.userName, email: member.email }).toString(),
      });
      expect(answer.body).toEqual({ success: true, value: null });
      // The mail leaves off the request's path: wait (bounded) for it to reach the outbox.
      let mails: { body: string }[] = [];
      for (let tries = 0; tries < 100 && mails.length === 0; tries += 1) {
        mails = await listOutbox(server.database.db, 'mail', member.email);
        if (mails.length === 0) await new Promise((done) => setTimeout(done, 50));
      }
      expect(mails[0]?.body).toContain('http://localhost:8080/m/reset-password?token=');
      expect(mails[0]?.body).not.toContain('evil.example');
    },
  );
});

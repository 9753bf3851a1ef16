import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The child opens its own database (a PostgreSQL one made here when TEST_DATABASE_URL is set).
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());

interface Child {
  child: ChildProcess;
  port: number;
  /** What the server says it took and answered, printed as it exits. */
  report: Promise<{ taken: number; answered: number }>;
}

function startChild(): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/helpers/shutdown-child.ts', database.databaseUrl ?? ''],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const report = new Promise<{ taken: number; answered: number }>((done) =>
      lines.on(
        'line',
        (line) =>
          line.includes('taken') && done(JSON.parse(line) as { taken: number; answered: number }),
      ),
    );
    lines.once('line', (line) =>
      resolve({ child, port: (JSON.parse(line) as { port: number }).port, report }),
    );
  });
}

type Outcome =
  | { kind: 'answer'; status: number; connection: string | undefined }
  | { kind: 'refused' }
  // A new connection reset before any answer: the listener closed with it still in the kernel's queue.
  | { kind: 'unaccepted' }
  | { kind: 'broken'; code: string };

/** One GET on the agent's keep-alive sockets: a whole answer (body read to its end), a refused connection, or anything else. */
function get(agent: http.Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { Merchant: MERCHANT } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const length = Number(response.headers['content-length'] ?? Buffer.concat(chunks).length);
          const complete = response.complete && Buffer.concat(chunks).length === length;
          resolve(
            complete
              ? {
                  kind: 'answer',
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                }
              : { kind: 'broken', code: 'incomplete' },
          );
        });
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'broken', code: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else if (error.code === 'ECONNRESET' && !request.reusedSocket)
        resolve({ kind: 'unaccepted' });
      else resolve({ kind: 'broken', code: `${error.code ?? error.message}` });
    });
  });
}

describe('SIGTERM on a real server process', () => {
  it('flips readiness first, then gives a keep-alive burst only whole answers (200, then 503) or refused connections', async () => {
    const { child, port, report } = await startChild();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    try {
      expect(await get(agent, port, '/ready')).toMatchObject({ kind: 'answer', status: 200 });
      const outcomes: Outcome[] = [];
      let signalled = false;
      let readiness: Outcome | undefined;
      // Ten keep-alive callers, each sending until the process is gone; SIGTERM lands in the middle.
      // No cap on the count: how many requests fit in the drain and refusal windows depends on the
      // machine (a fast one passed 400 a caller before the listener closed); a server that never
      // stops accepting fails on the test's timeout.
      const worker = async () => {
        for (;;) {
          const outcome = await get(agent, port, '/wps/system/status');
          outcomes.push(outcome);
          if (!signalled && outcomes.length >= 50) {
            signalled = true;
            child.kill('SIGTERM');
            readiness = await get(new http.Agent(), port, '/ready');
          }
          if (outcome.kind === 'refused' || outcome.kind === 'unaccepted') return;
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      expect(signalled).toBe(true);
      expect(readiness).toMatchObject({ kind: 'answer', status: 503 });
      expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
      const answers = outcomes.filter((outcome) => outcome.kind === 'answer');
      // Answers after the signal ask the caller to close: that is how keep-alive sockets are let go cleanly.
      expect(
        answers.some(
          (answer) =>
            answer.kind === 'answer' && answer.status === 200 && answer.connection === 'close',
        ),
      ).toBe(true);
      // After the drain notice a caller still arriving gets a whole 503 to retry elsewhere, not a reset:
      // every caller meets the refusal before the listener closes, and each refusal asks to close.
      const refusals = answers.filter(
        (answer) => answer.kind === 'answer' && answer.status === 503,
      );
      expect(refusals.length).toBeGreaterThanOrEqual(10);
      expect(
        refusals.every((answer) => answer.kind === 'answer' && answer.connection === 'close'),
      ).toBe(true);
      expect(
        answers.every(
          (answer) => answer.kind === 'answer' && (answer.status === 200 || answer.status === 503),
        ),
      ).toBe(true);
      // Each caller ends on a refused (or never accepted) connection.
      expect(
        outcomes.filter((outcome) => outcome.kind === 'refused' || outcome.kind === 'unaccepted'),
      ).toHaveLength(10);
      expect(await exited).toBe(0);
      // Every request the server took was answered to the end and reached its caller (plus the two
      // readiness probes): the resets were connections it never accepted, not requests cut off.
      expect(await report).toEqual({ taken: answers.length + 2, answered: answers.length + 2 });
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
    }
    // Migrating and seeding a fresh database in a second process takes a while on a busy machine.
  }, 180_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

// The process tests' servers (reward centre, manual rebate, promo codes): each a real server process
// running helpers/cashier-child.ts over one PostgreSQL database, as two processes behind a load
// balancer would. cashier-processes.test.ts starts its own (it also uses PGlite folders and setups).

const started: ChildProcess[] = [];

/** A server process on the database; its base address once it listens. */
export function startCashierChild(databaseUrl: string | undefined): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/helpers/cashier-child.ts', databaseUrl ?? '', ''],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  started.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
    });
  });
}

/** Kills every server process this file started (afterAll). */
export function stopCashierChildren(): void {
  for (const child of started.splice(0)) child.kill('SIGKILL');
}

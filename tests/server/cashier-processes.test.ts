import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { insertPayoutAccount } from '../../server/db/queries/cashier-payout-accounts.ts';
import { depositOrders, members, walletEntries, withdrawOrders } from '../../server/db/schema.ts';
import { checkLedger, findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { hashPassword } from '../../server/services/password-hash.ts';
import { encryptLikeClient } from './helpers/client-crypto.ts';
import { depositBody, newKey, newMember, type TestMember } from './helpers/cashier.ts';
import { MERCHANT } from './helpers/test-app.ts';
import { openTestDatabase, usingPostgres } from './helpers/test-db.ts';

// Requirements C4.5 and C7.2 with real server processes: withdrawals split between two processes on
// one PostgreSQL never overdraw, and a `kill -9` in the middle of a burst of deposits (with
// approvals) and withdrawals loses no order or entry whose answer arrived, and leaves the ledger
// consistent.

const PAY = '246810';
const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  base: string;
  /** With "setup": the member the child made, ready to withdraw. */
  member?: TestMember;
  accountId?: number;
}

function startChild(
  databaseUrl: string | undefined,
  dataDir?: string,
  setup?: string[],
): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/server/helpers/cashier-child.ts',
      databaseUrl ?? '',
      dataDir ?? '',
      ...(setup ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      const said = JSON.parse(line) as { port: number; member?: TestMember; accountId?: number };
      resolve({
        child,
        base: `http://127.0.0.1:${said.port}`,
        member: said.member,
        accountId: said.accountId,
      });
    });
  });
}

interface Answer {
  status: number;
  body: { success: boolean; value?: { orderNo?: string }; errorCode?: string };
}

async function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { Merchant: MERCHANT, 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

let publicKey: string | undefined;
async function withdraw(
  base: string,
  member: TestMember,
  accountId: number,
  amount: string,
): Promise<Answer> {
  publicKey ??= (
    (await send(base, '/wps/session/key/rsa')).body.value as unknown as { publicKey: string }
  ).publicKey;
  const { body, encryption } = encryptLikeClient(publicKey, {
    accountId,
    amount,
    paymentPassword: PAY,
  });
  for (;;) {
    const answer = await send(base, '/wps/cashier/withdraw/orders', {
      method: 'POST',
      headers: { Authorization: member.token, 'Idempotency-Key': newKey(), Encryption: encryption },
      body,
    });
    // A busy password check asks the client to come back in a second (the site does).
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A member ready to withdraw: a balance, a payment password and a bKash payout account. */
async function readyMember(
  db: Database,
  balance: string,
): Promise<{ member: TestMember; accountId: number }> {
  const member = await newMember(db, balance);
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(PAY) })
    .where(eq(members.userName, member.userName));
  const account = await insertPayoutAccount(db, {
    userName: member.userName,
    channel: 'bkash',
    accountNumber: '01812345678',
    holderName: 'Rahim Uddin',
  });
  return { member, accountId: account!.id };
}

describe.runIf(usingPostgres)('two server processes on one PostgreSQL', () => {
  it('20 withdrawals split between them never take the balance below 0', async () => {
    const database = await openTestDatabase();
    try {
      const { member, accountId } = await readyMember(database.db, '10000.00');
      const [one, two] = await Promise.all([
        startChild(database.databaseUrl),
        startChild(database.databaseUrl),
      ]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          withdraw(index % 2 === 0 ? one!.base : two!.base, member, accountId, '700.00'),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(14);
      expect(
        answers.filter((answer) => answer.body.errorCode === 'withdraw.balance.insufficient'),
      ).toHaveLength(6);
      expect(await checkLedger(database.db, member.userName)).toMatchObject({
        balance: '200.00',
        sum: '200.00',
        entries: 15,
      });
      expect(await findLedgerMismatches(database.db)).toEqual([]);
      one!.child.kill('SIGKILL');
      two!.child.kill('SIGKILL');
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('a kill -9 during a burst', () => {
  it('loses no acknowledged order or entry and leaves the ledger consistent', async () => {
    // PGlite in a folder of its own (one process at a time may open it: the child makes the member),
    // or a PostgreSQL database.
    const postgres = usingPostgres ? await openTestDatabase() : undefined;
    const folder =
      postgres === undefined ? mkdtempSync(join(tmpdir(), 'cashier-crash-')) : undefined;
    if (folder !== undefined) folders.push(folder);
    const {
      child,
      base,
      member: made,
      accountId: madeAccount,
    } = await startChild(postgres?.databaseUrl, folder, ['setup', '50000.00', PAY]);
    const member = made!;
    const accountId = madeAccount!;
    const acknowledged: { kind: 'deposit' | 'withdrawal' | 'approval'; orderNo: string }[] = [];
    const burst: Promise<void>[] = [];
    let stop = false;
    const worker = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        try {
          if ((index + round) % 2 === 0) {
            const placed = await send(base, '/wps/cashier/deposit/orders', {
              method: 'POST',
              headers: { Authorization: member.token, 'Idempotency-Key': newKey() },
              body: depositBody({ amount: '300.00' }),
            });
            if (placed.status !== 200) continue;
            acknowledged.push({ kind: 'deposit', orderNo: placed.body.value!.orderNo! });
            const approved = await send(
              base,
              `/dev/cashier/orders/${placed.body.value!.orderNo!}/approve`,
              { method: 'POST' },
            );
            if (approved.status === 200)
              acknowledged.push({ kind: 'approval', orderNo: placed.body.value!.orderNo! });
          } else {
            const placed = await withdraw(base, member, accountId, '500.00');
            if (placed.status === 200)
              acknowledged.push({ kind: 'withdrawal', orderNo: placed.body.value!.orderNo! });
          }
        } catch {
          return; // The server is gone.
        }
      }
    };
    for (let index = 0; index < 6; index += 1) burst.push(worker(index));
    // Kill once some answers have arrived, while the workers keep sending.
    const deadline = Date.now() + 8_000;
    while (acknowledged.length < 8 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThan(0);

    const reopened = postgres?.handle ?? (await openDatabase({ dataDir: folder! }));
    try {
      const db = reopened.db;
      const deposits = acknowledged
        .filter((entry) => entry.kind === 'deposit')
        .map((entry) => entry.orderNo);
      const approvals = acknowledged
        .filter((entry) => entry.kind === 'approval')
        .map((entry) => entry.orderNo);
      const withdrawals = acknowledged
        .filter((entry) => entry.kind === 'withdrawal')
        .map((entry) => entry.orderNo);
      if (deposits.length > 0)
        expect(
          (await db.select().from(depositOrders).where(inArray(depositOrders.orderNo, deposits)))
            .length,
        ).toBe(deposits.length);
      if (approvals.length > 0) {
        const approved = await db
          .select()
          .from(depositOrders)
          .where(
            and(inArray(depositOrders.orderNo, approvals), eq(depositOrders.status, 'approved')),
          );
        expect(approved.length).toBe(approvals.length);
        const booked = await db
          .select()
          .from(walletEntries)
          .where(
            and(eq(walletEntries.type, 'deposit'), inArray(walletEntries.reference, approvals)),
          );
        expect(booked.length).toBe(approvals.length);
      }
      if (withdrawals.length > 0) {
        expect(
          (
            await db
              .select()
              .from(withdrawOrders)
              .where(inArray(withdrawOrders.orderNo, withdrawals))
          ).length,
        ).toBe(withdrawals.length);
        const booked = await db
          .select()
          .from(walletEntries)
          .where(
            and(
              eq(walletEntries.type, 'withdrawal'),
              inArray(walletEntries.reference, withdrawals),
            ),
          );
        expect(booked.length).toBe(withdrawals.length);
      }
      // Every withdrawal order has its entry, acknowledged or not: the two were committed together.
      const allWithdrawals = await db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.userName, member.userName));
      const allBooked = await db
        .select()
        .from(walletEntries)
        .where(
          and(eq(walletEntries.userName, member.userName), eq(walletEntries.type, 'withdrawal')),
        );
      expect(allBooked.length).toBe(allWithdrawals.length);
      expect(await findLedgerMismatches(db)).toEqual([]);
    } finally {
      // The PostgreSQL database's handle is the test's own, closed (and dropped) once.
      if (postgres === undefined) await reopened.close();
      else await postgres.close();
    }
  }, 120_000);
});

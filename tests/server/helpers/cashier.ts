import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppOptions } from '../../../server/app.ts';
import type { Database } from '../../../server/db/client.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { insertMember } from '../../../server/db/queries/members.ts';
import { postEntry } from '../../../server/services/cashier/ledger.ts';
import { loginAnswer } from '../../../server/services/member-session.ts';
import { hashPassword } from '../../../server/services/password-hash.ts';
import { encryptedCall } from './accounts.ts';
import { call, createTestApp, MERCHANT, type JsonAnswer } from './test-app.ts';

// What the cashier's tests share (requirements C3, C4): an app with the demo channels, a clean
// cashier, members with a balance booked through the ledger, and the calls as the site makes them.

type App = Hono<AppEnv>;

/** The test app with the demo channels (demo data belongs in tests, as outside production). */
export function cashierApp(db: Database, options: Partial<AppOptions> = {}): App {
  return createTestApp(db, { demoData: true, ...options });
}

/** Books an opening balance the way the seed does: an adjustment entry through the ledger. */
export async function fund(db: Database, userName: string, amount: string): Promise<void> {
  await db.transaction((tx) =>
    postEntry(tx, { userName, type: 'adjustment', amount, note: 'Opening balance' }),
  );
}

/** The login password of every member newMember() makes. */
export const MEMBER_PASSWORD = 'Demo1234';
let passwordHash: Promise<string> | undefined;
let memberCounter = 0;

export interface TestMember {
  userName: string;
  password: string;
  token: string;
}

/**
 * A member of its own for one test, with a session: inserted and logged in without a login call, so
 * a test pays for no password hash but the one made once per file. Tests stay apart without resets.
 */
export async function newMember(db: Database, balance?: string): Promise<TestMember> {
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  memberCounter += 1;
  const userName = `cash${process.pid % 10_000}x${memberCounter}`;
  const row = await insertMember(db, {
    userName,
    passwordHash: await passwordHash,
    merchantCode: MERCHANT,
  });
  if (row === undefined) throw new Error(`member ${userName} exists`);
  const { token } = await loginAnswer(db, row);
  if (balance !== undefined) await fund(db, userName, balance);
  return { userName, password: MEMBER_PASSWORD, token };
}

export function newKey(): string {
  return randomUUID();
}

function auth(token: string, key?: string): Record<string, string> {
  return key === undefined
    ? { Authorization: token }
    : { Authorization: token, 'Idempotency-Key': key };
}

export interface DepositBody {
  channel: string;
  amount: string;
  payerNumber: string;
  transactionId: string;
}

let transactionCounter = 0;

/** A good deposit on bKash with a transaction ID no other test uses. */
export function depositBody(overrides: Partial<DepositBody> = {}): DepositBody {
  transactionCounter += 1;
  return {
    channel: 'bkash',
    amount: '500.00',
    payerNumber: '01712345678',
    transactionId: `TX${Date.now().toString(36).toUpperCase()}${transactionCounter}`,
    ...overrides,
  };
}

export async function postDeposit(
  app: App,
  token: string,
  body: unknown,
  key: string | undefined = newKey(),
): Promise<JsonAnswer> {
  return call(app, '/wps/cashier/deposit/orders', {
    method: 'POST',
    body,
    headers: auth(token, key),
  });
}

export async function getJson(app: App, token: string, path: string): Promise<JsonAnswer> {
  return call(app, path, { headers: auth(token) });
}

export async function setPaymentPassword(
  app: App,
  token: string,
  loginPassword: string,
  paymentPassword = '246810',
  confirmPaymentPassword = paymentPassword,
): Promise<JsonAnswer> {
  return encryptedCall(
    app,
    '/wps/cashier/withdraw/payment-password',
    { loginPassword, paymentPassword, confirmPaymentPassword },
    { headers: auth(token) },
  );
}

export async function addPayoutAccount(
  app: App,
  token: string,
  body: { channel: string; accountNumber: string; holderName: string },
): Promise<JsonAnswer> {
  return call(app, '/wps/cashier/withdraw/accounts', {
    method: 'POST',
    body,
    headers: auth(token),
  });
}

export async function postWithdrawal(
  app: App,
  token: string,
  body: { accountId: number; amount: string; paymentPassword: string },
  key: string = newKey(),
): Promise<JsonAnswer> {
  return encryptedCall(app, '/wps/cashier/withdraw/orders', body, { headers: auth(token, key) });
}

export async function decide(
  app: App,
  orderNo: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<JsonAnswer> {
  return call(app, `/dev/cashier/orders/${orderNo}/${decision}`, {
    method: 'POST',
    ...(decision === 'reject' ? { body: { reason: reason ?? 'Not received' } } : {}),
  });
}

/** The value of a success answer; fails the test with the answer when it is not one. */
export function valueOf<T>(answer: JsonAnswer): T {
  if (!answer.body.success) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

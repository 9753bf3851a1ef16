import { and, asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../../server/db/client.ts';
import {
  depositOrders,
  gameRounds,
  games,
  payoutAccounts,
  walletEntries,
  withdrawOrders,
} from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { postEntry } from '../../../server/services/cashier/ledger.ts';
import { call } from './test-app.ts';

// Test data for the rounds and the records, written straight into the tables: the deposit and
// withdrawal routes are another engineer's and need not exist for these tests. Orders follow the
// rules of docs/api.md "Cashier": a pending deposit has no entry, approval books a `deposit`, a
// withdrawal books its `withdrawal` when placed and a `refund` when rejected.

/**
 * Empties the cashier's tables between tests (the test database's reset empties only the runtime
 * tables: sessions, overrides, counters).
 */
export async function clearCashier(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      'truncate table wallet_entries, wallets, withdraw_orders, payout_accounts, deposit_orders, game_rounds restart identity',
    ),
  );
}

let counter = 0;
const next = () => (counter += 1);

/** An opening balance: an adjustment entry, as the seeded balances are (requirements C2.2). */
export async function fund(db: Database, userName: string, amount: string, note = 'Test funds') {
  return db.transaction((tx) => postEntry(tx, { userName, type: 'adjustment', amount, note }));
}

export async function bookEntry(
  db: Database,
  userName: string,
  type: 'bonus' | 'rebate' | 'adjustment' | 'bet' | 'win',
  amount: string,
  options: { reference?: string; note?: string } = {},
) {
  return db.transaction((tx) => postEntry(tx, { userName, type, amount, ...options }));
}

export type OrderStatus = 'pending' | 'approved' | 'rejected';

/** A deposit order with the given status (approved books its deposit entry). */
export async function depositOrder(
  db: Database,
  userName: string,
  amount: string,
  status: OrderStatus = 'pending',
  reason: string | null = null,
): Promise<string> {
  const n = next();
  const orderNo = `D${String(n).padStart(12, '0')}`;
  await db.insert(depositOrders).values({
    orderNo,
    userName,
    channel: 'bkash',
    amount,
    payerNumber: '01712345678',
    transactionId: `TX${n}ABCDEF`,
    idempotencyKey: `deposit-key-${String(n).padStart(8, '0')}`,
    requestHash: 'test',
  });
  // Decided later, in a transaction of its own, as the back office does.
  if (status !== 'pending')
    await db.transaction(async (tx) => {
      await tx
        .update(depositOrders)
        .set({ status, reason, decidedAt: sql`now()` })
        .where(eq(depositOrders.orderNo, orderNo));
      if (status === 'approved')
        await postEntry(tx, { userName, type: 'deposit', amount, reference: orderNo });
    });
  return orderNo;
}

/** A withdrawal order: its entry is booked at once; rejected books the refund too. */
export async function withdrawOrder(
  db: Database,
  userName: string,
  amount: string,
  status: OrderStatus = 'pending',
  reason: string | null = null,
): Promise<string> {
  const n = next();
  const orderNo = `W${String(n).padStart(12, '0')}`;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(payoutAccounts)
      .values({
        userName,
        channel: 'nagad',
        accountNumber: `017${n}`.padEnd(11, '0'),
        holderName: 'Test Holder',
      })
      .returning({ id: payoutAccounts.id });
    await tx.insert(withdrawOrders).values({
      orderNo,
      userName,
      accountId: account!.id,
      channel: 'nagad',
      amount,
      idempotencyKey: `withdraw-key-${String(n).padStart(8, '0')}`,
      requestHash: 'test',
    });
    await postEntry(tx, { userName, type: 'withdrawal', amount: `-${amount}`, reference: orderNo });
  });
  if (status !== 'pending')
    await db.transaction(async (tx) => {
      await tx
        .update(withdrawOrders)
        .set({ status, reason, decidedAt: sql`now()` })
        .where(eq(withdrawOrders.orderNo, orderNo));
      if (status === 'rejected')
        await postEntry(tx, { userName, type: 'refund', amount, reference: orderNo });
    });
  return orderNo;
}

/** Moves every row of a member (orders, entries, rounds) to one instant, for the date tests. */
export async function setTimes(
  db: Database,
  what: { orderNo?: string; entryReference?: string; entryNote?: string; roundId?: string },
  at: string,
): Promise<void> {
  if (what.orderNo !== undefined) {
    const table = what.orderNo.startsWith('D') ? depositOrders : withdrawOrders;
    await db
      .update(table)
      .set({ createdAt: new Date(at) })
      .where(eq(table.orderNo, what.orderNo));
  }
  if (what.entryReference !== undefined)
    await db
      .update(walletEntries)
      .set({ createdAt: new Date(at) })
      .where(eq(walletEntries.reference, what.entryReference));
  if (what.entryNote !== undefined)
    await db
      .update(walletEntries)
      .set({ createdAt: new Date(at) })
      .where(eq(walletEntries.note, what.entryNote));
  if (what.roundId !== undefined)
    await db
      .update(gameRounds)
      .set({ createdAt: new Date(at) })
      .where(eq(gameRounds.roundId, what.roundId));
}

export interface PickedGame {
  id: number;
  code: string;
  vendorCode: string;
  gameCategory: string;
  minBet: string;
  nameEn: string;
  nameBn: string;
}

/** The first catalogue game of a category with this minimum bet and free-play support. */
export async function pickGame(
  db: Database,
  category: string,
  minBet: string,
  freePlay: boolean,
): Promise<PickedGame> {
  const [game] = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.gameCategory, category),
        eq(games.minBet, minBet),
        eq(games.supportsFreePlay, freePlay),
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  if (game === undefined) throw new Error(`no ${category} game with minBet ${minBet}`);
  return game;
}

/** The play ticket GET /wps/game/launchGame puts on the game address. */
export async function launchTicket(
  app: Hono<AppEnv>,
  token: string,
  gameId: number,
  freeplay = false,
): Promise<string> {
  const answer = await call(
    app,
    `/wps/game/launchGame?nodeId=${gameId}${freeplay ? '&freeplay=1' : ''}`,
    { headers: { Authorization: token } },
  );
  if (answer.status !== 200) throw new Error(`launch refused: ${JSON.stringify(answer.body)}`);
  const url = new URL((answer.body.value as { gameUrl: string }).gameUrl, 'http://site.test');
  const ticket = url.searchParams.get('ticket');
  if (ticket === null) throw new Error('the game address has no ticket');
  return ticket;
}

/** POST a round as the demo page does. */
export async function spin(
  app: Hono<AppEnv>,
  gameCode: string,
  body: unknown,
  key: string | null = crypto.randomUUID(),
) {
  return call(app, `/games/play/${gameCode}/rounds`, {
    method: 'POST',
    merchant: null,
    headers: key === null ? {} : { 'Idempotency-Key': key },
    body,
  });
}

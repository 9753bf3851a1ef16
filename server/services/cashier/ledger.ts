import { and, asc, eq, sql } from 'drizzle-orm';
import type { LedgerEntryType } from '../../../shared/contract/cashier.ts';
import type { Database } from '../../db/client.ts';
import { walletEntries, wallets } from '../../db/schema.ts';
import { Refusal } from '../refusal.ts';

// The wallet ledger (requirements C2, docs/api.md "Cashier"). The one way a balance changes: an
// entry and the wallet's move by the same amount, in the caller's transaction, under the wallet
// row's lock. Amounts are decimal strings that PostgreSQL adds as NUMERIC; nothing here parses
// them into a JavaScript number.

export interface EntryToPost {
  userName: string;
  type: LedgerEntryType;
  /** Signed decimal string, at most 2 decimals, not 0: what the balance gains (+) or loses (−). */
  amount: string;
  /** The order number or game round; deposits, withdrawals and refunds must have one. */
  reference?: string;
  note?: string;
}

export interface PostedEntry {
  id: number;
  /** The balance after the entry, as NUMERIC(18,2) prints it. */
  balanceAfter: string;
}

/**
 * Books one entry. Must run inside a transaction (`db.transaction`): the wallet row is created at
 * 0 if missing, then moved by one UPDATE that locks it until commit, so entries of one member are
 * booked one at a time and each `balance_after` follows the one before, whatever the number of
 * processes. An entry that would take the balance below 0 moves nothing and is refused with
 * `withdraw.balance.insufficient` (value: the balance it found), so a caller that did not look
 * first still cannot overdraw.
 */
export async function postEntry(tx: Database, entry: EntryToPost): Promise<PostedEntry> {
  await tx
    .insert(wallets)
    .values({ userName: entry.userName, balance: '0.00' })
    .onConflictDoNothing({ target: wallets.userName });
  const [moved] = await tx
    .update(wallets)
    .set({
      balance: sql`${wallets.balance} + ${entry.amount}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(wallets.userName, entry.userName),
        sql`${wallets.balance} + ${entry.amount}::numeric >= 0`,
      ),
    )
    .returning({ balance: wallets.balance });
  if (moved === undefined) {
    const balance = await lockedBalance(tx, entry.userName);
    throw new Refusal('withdraw.balance.insufficient', 'Not enough balance', {
      withdrawable: balance,
    });
  }
  const [row] = await tx
    .insert(walletEntries)
    .values({
      userName: entry.userName,
      type: entry.type,
      amount: entry.amount,
      balanceAfter: moved.balance,
      reference: entry.reference ?? null,
      note: entry.note ?? null,
    })
    .returning({ id: walletEntries.id });
  if (row === undefined) throw new Error('wallet entry not written');
  return { id: row.id, balanceAfter: moved.balance };
}

/** The balance under the wallet row's lock (for the rest of the transaction); 0.00 without a wallet. */
export async function lockedBalance(tx: Database, userName: string): Promise<string> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userName, userName))
    .for('update');
  return row?.balance ?? '0.00';
}

export interface LedgerCheck {
  userName: string;
  balance: string;
  sum: string;
  /** The last entry's balance_after (null without entries). */
  lastBalanceAfter: string | null;
  entries: number;
}

/**
 * What the wallet says against what its entries add up to (requirements C2.2). The tests run it after
 * every scenario; an operator can run it on a live database (it only reads).
 */
export async function checkLedger(db: Database, userName: string): Promise<LedgerCheck> {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userName, userName));
  const [sums] = await db
    .select({
      sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::numeric(18, 2)::text`,
      entries: sql<number>`count(*)::int`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userName, userName));
  const [last] = await db
    .select({ balanceAfter: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(eq(walletEntries.userName, userName))
    .orderBy(sql`${walletEntries.id} desc`)
    .limit(1);
  return {
    userName,
    balance: wallet?.balance ?? '0.00',
    sum: sums?.sum ?? '0.00',
    lastBalanceAfter: last?.balanceAfter ?? null,
    entries: sums?.entries ?? 0,
  };
}

/** Every member whose wallet is not the sum of its entries, or whose entries do not chain. */
export async function findLedgerMismatches(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select coalesce(w.user_name, e.user_name) as user_name
    from wallets w
    full join (select user_name, sum(amount) as total from wallet_entries group by user_name) e
      on e.user_name = w.user_name
    where coalesce(w.balance, 0) <> coalesce(e.total, 0)
    union
    select user_name from (
      select user_name, balance_after,
        sum(amount) over (partition by user_name order by id) as running
      from wallet_entries
    ) chained
    where balance_after <> running
    order by 1
  `)) as { rows?: { user_name: string }[] };
  return (result.rows ?? []).map((row) => row.user_name);
}

/** A member's entries in booking order (tests and the operator's audit). */
export async function listEntries(db: Database, userName: string) {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userName, userName))
    .orderBy(asc(walletEntries.id));
}

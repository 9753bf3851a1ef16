import { sql, type SQL } from 'drizzle-orm';
import type { RecordStatusFilter, RecordTypeFilter } from '../../../shared/contract/cashier.ts';
import type { Database } from '../client.ts';

// The transaction record's rows (requirements C5, docs/api.md "Cashier"): one row per deposit and
// withdrawal order, and one per ledger entry that is not an order's own deposit or withdrawal entry
// (refunds, bonuses, rebates, bets, wins, adjustments). One UNION ALL, filtered, ordered and paged by
// PostgreSQL, so a long history is never loaded to show 24 rows. Amounts, balances and instants are
// printed by PostgreSQL (NUMERIC as text, UTC instants), the same on PGlite and node-postgres.

export interface RecordFilter {
  userName: string;
  type: RecordTypeFilter;
  status: RecordStatusFilter;
  /** Half-open range of instants: from ≤ created_at < until. */
  from: Date;
  until: Date;
}

export interface RecordRow {
  id: string;
  type: string;
  amount: string;
  status: string;
  reference: string | null;
  channel: string | null;
  reason: string | null;
  balance_after: string | null;
  created_at: string;
  decided_at: string | null;
}

const utc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Entry types listed under each type filter besides the orders (C5.2: `withdrawal` lists refunds). */
const ENTRY_TYPES: Record<RecordTypeFilter, readonly string[] | 'all'> = {
  all: 'all',
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'refund'],
  bonus: ['bonus'],
  rebate: ['rebate'],
  adjustment: ['adjustment'],
};

function inRange(column: SQL, filter: RecordFilter): SQL {
  return sql`${column} >= ${filter.from.toISOString()}::timestamptz and ${column} < ${filter.until.toISOString()}::timestamptz`;
}

function ordersOf(
  table: 'deposit_orders' | 'withdraw_orders',
  filter: RecordFilter,
): SQL | undefined {
  const deposit = table === 'deposit_orders';
  if (filter.type !== 'all' && filter.type !== (deposit ? 'deposit' : 'withdrawal'))
    return undefined;
  const status = filter.status === 'all' ? sql`` : sql` and o.status = ${filter.status}`;
  const entryType = deposit ? 'deposit' : 'withdrawal';
  return sql`
    select o.order_no as id, o.order_no as sort_key, ${entryType}::text as type,
      ${deposit ? sql`o.amount::text` : sql`(-o.amount)::text`} as amount,
      o.status, o.order_no as reference, o.channel, o.reason,
      e.balance_after::text as balance_after, o.created_at, o.decided_at
    from ${sql.raw(table)} o
    left join wallet_entries e
      on e.type = ${entryType} and e.reference = o.order_no and e.user_name = o.user_name
    where o.user_name = ${filter.userName} and ${inRange(sql`o.created_at`, filter)}${status}`;
}

function entriesOf(filter: RecordFilter): SQL | undefined {
  // Entries are done when written (`completed`): a status filter over order statuses leaves them out.
  if (filter.status !== 'all') return undefined;
  const types = ENTRY_TYPES[filter.type];
  const typeCondition =
    types === 'all'
      ? sql``
      : sql` and e.type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`;
  return sql`
    select 'E' || e.id::text as id, 'E' || lpad(e.id::text, 19, '0') as sort_key, e.type,
      e.amount::text as amount, 'completed' as status, e.reference, null as channel,
      e.note as reason, e.balance_after::text as balance_after, e.created_at,
      null::timestamptz as decided_at
    from wallet_entries e
    where e.user_name = ${filter.userName} and ${inRange(sql`e.created_at`, filter)}${typeCondition}
      and not (e.type = 'deposit' and exists (
        select 1 from deposit_orders d where d.order_no = e.reference and d.user_name = e.user_name))
      and not (e.type = 'withdrawal' and exists (
        select 1 from withdraw_orders w where w.order_no = e.reference and w.user_name = e.user_name))`;
}

/**
 * One page of a member's records, newest first; rows of the same instant in a fixed order (their
 * order number or padded entry id, descending), so pages never overlap or skip. Asks for one row more
 * than the page, so the caller knows exactly whether another page follows.
 */
export async function listRecords(
  db: Database,
  filter: RecordFilter,
  limit: number,
  offset: number,
): Promise<RecordRow[]> {
  const parts = [
    ordersOf('deposit_orders', filter),
    ordersOf('withdraw_orders', filter),
    entriesOf(filter),
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return [];
  const result = (await db.execute(sql`
    select id, type, amount, status, reference, channel, reason, balance_after,
      ${utc(sql`created_at`)} as created_at, ${utc(sql`decided_at`)} as decided_at
    from (${sql.join(parts, sql` union all `)}) records
    order by records.created_at desc, sort_key desc
    limit ${limit} offset ${offset}
  `)) as { rows?: RecordRow[] };
  return result.rows ?? [];
}

import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

// The manual rebate's rows (requirements D3): the member's unclaimed rounds summed by category and
// priced at the configured rates, the claim that marks them, and the claims with their lines. Every
// sum, product and rounding is NUMERIC's (requirements C2.3): nothing here parses an amount.

/** A category's line as NUMERIC prints it: stake and amount with 2 decimals, the rate with 4. */
export interface RebateLineRow {
  category: string;
  stake: string;
  rate: string;
  amount: string;
}

/**
 * The configured rates as a table: `{ "RNG": "0.008" }` → (category, rate). A rate of 0 is no rate
 * (requirements D3.1: a category without a rate earns nothing, and its rounds stay unclaimed).
 */
function ratesTable(rates: Readonly<Record<string, string>>) {
  return sql`rates as (
    select key as category, value::numeric(6, 4) as rate
    from jsonb_each_text(${JSON.stringify(rates)}::jsonb)
    where value::numeric > 0
  )`;
}

// Each line is rounded down to the cent on its own (requirements D3.1), the total is their sum.
const LINE_COLUMNS = sql.raw(`m.category,
    sum(m.stake)::numeric(18, 2)::text as stake,
    r.rate::numeric(6, 4)::text as rate,
    (floor(sum(m.stake) * r.rate * 100) / 100)::numeric(18, 2)::text as amount`);

/** What the member's unclaimed rounds earn now, by category (the summary; it changes nothing). */
export async function unclaimedLines(
  db: Database,
  userName: string,
  rates: Readonly<Record<string, string>>,
): Promise<RebateLineRow[]> {
  const result = (await db.execute(sql`
    with ${ratesTable(rates)},
    m as (
      select g.category, g.stake from game_rounds g
      join rates r on r.category = g.category
      where g.user_name = ${userName} and g.rebate_claim_id is null
    )
    select ${LINE_COLUMNS}
    from m join rates r on r.category = m.category
    group by m.category, r.rate
    order by m.category
  `)) as { rows?: RebateLineRow[] };
  return result.rows ?? [];
}

/** A new claim's id, drawn before its row is written: the rounds are marked with it first. */
export async function nextClaimId(tx: Database): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('rebate_claims', 'id'))::int8::text as id`,
  )) as { rows?: { id: string }[] };
  const id = result.rows?.[0]?.id;
  if (id === undefined) throw new Error('no rebate claim id drawn');
  return Number(id);
}

/**
 * Marks every unclaimed round of a rated category with the claim and prices the lines FROM the rows
 * the UPDATE returned (requirements D3.3). A round another claim marked first is skipped: PostgreSQL
 * re-reads a row it waited for and `rebate_claim_id is null` no longer holds, so two claims racing
 * can never pay the same round, whatever process each runs in.
 */
export async function markUnclaimedRounds(
  tx: Database,
  userName: string,
  claimId: number,
  rates: Readonly<Record<string, string>>,
): Promise<RebateLineRow[]> {
  const result = (await tx.execute(sql`
    with ${ratesTable(rates)},
    m as (
      update game_rounds g set rebate_claim_id = ${claimId}
      from rates r
      where g.user_name = ${userName} and g.rebate_claim_id is null and g.category = r.category
      returning g.category, g.stake
    )
    select ${LINE_COLUMNS}
    from m join rates r on r.category = m.category
    group by m.category, r.rate
    order by m.category
  `)) as { rows?: RebateLineRow[] };
  return result.rows ?? [];
}

/**
 * Gives back the rounds of categories whose line came to 0.00 (a stake too small for a cent): they
 * stay unclaimed, so their stake counts towards the next claim instead of being lost.
 */
export async function releaseRounds(
  tx: Database,
  claimId: number,
  categories: readonly string[],
): Promise<void> {
  if (categories.length === 0) return;
  await tx.execute(sql`
    update game_rounds set rebate_claim_id = null
    where rebate_claim_id = ${claimId}
      and category in (${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )})
  `);
}

export interface RebateClaimRow {
  id: number;
  amount: string;
  requestHash: string;
  createdAt: string;
}

interface ClaimSqlRow {
  id: string;
  amount: string;
  request_hash: string;
  created_at: string;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const CLAIM_COLUMNS = sql.raw(`id::text as id, amount::text as amount, request_hash,
  to_char(created_at at time zone 'UTC', ${ISO_UTC}) as created_at`);

function claimRow(row: ClaimSqlRow): RebateClaimRow {
  return {
    id: Number(row.id),
    amount: row.amount,
    requestHash: row.request_hash,
    createdAt: row.created_at,
  };
}

/**
 * Writes the claim under the id its rounds were marked with; undefined when the member's key is
 * taken (a parallel repeat of the same request committed first: the caller answers that claim).
 */
export async function insertClaim(
  tx: Database,
  claim: {
    id: number;
    userName: string;
    amount: string;
    idempotencyKey: string;
    requestHash: string;
  },
): Promise<RebateClaimRow | undefined> {
  const result = (await tx.execute(sql`
    insert into rebate_claims (id, user_name, amount, idempotency_key, request_hash)
    overriding system value
    values (${claim.id}, ${claim.userName}, ${claim.amount}::numeric, ${claim.idempotencyKey},
      ${claim.requestHash})
    on conflict (user_name, idempotency_key) do nothing
    returning ${CLAIM_COLUMNS}
  `)) as { rows?: ClaimSqlRow[] };
  const row = result.rows?.[0];
  return row === undefined ? undefined : claimRow(row);
}

export async function insertClaimLines(
  tx: Database,
  claimId: number,
  lines: readonly RebateLineRow[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into rebate_claim_lines (claim_id, category, stake, rate, amount)
    values ${sql.join(
      lines.map(
        (line) =>
          sql`(${claimId}, ${line.category}, ${line.stake}::numeric, ${line.rate}::numeric, ${line.amount}::numeric)`,
      ),
      sql`, `,
    )}
  `);
}

/** The member's claim made with this key, if any. */
export async function findClaimByKey(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<RebateClaimRow | undefined> {
  const result = (await db.execute(sql`
    select ${CLAIM_COLUMNS} from rebate_claims
    where user_name = ${userName} and idempotency_key = ${idempotencyKey}
  `)) as { rows?: ClaimSqlRow[] };
  const row = result.rows?.[0];
  return row === undefined ? undefined : claimRow(row);
}

/** One page of the member's claims, newest first (requirements D3.4). */
export async function listClaims(
  db: Database,
  userName: string,
  limit: number,
  offset: number,
): Promise<RebateClaimRow[]> {
  const result = (await db.execute(sql`
    select ${CLAIM_COLUMNS} from rebate_claims
    where user_name = ${userName}
    -- The table's number, not the text the select names \`id\` (as text "9" came before "25").
    order by rebate_claims.id desc
    limit ${limit} offset ${offset}
  `)) as { rows?: ClaimSqlRow[] };
  return (result.rows ?? []).map(claimRow);
}

/** The lines of some claims, by category within each. */
export async function claimLines(
  db: Database,
  claimIds: readonly number[],
): Promise<Map<number, RebateLineRow[]>> {
  const lines = new Map<number, RebateLineRow[]>();
  if (claimIds.length === 0) return lines;
  const result = (await db.execute(sql`
    select claim_id::text as claim_id, category, stake::text as stake,
      rate::numeric(6, 4)::text as rate, amount::text as amount
    from rebate_claim_lines
    where claim_id in (${sql.join(
      claimIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by claim_id, category
  `)) as { rows?: (RebateLineRow & { claim_id: string })[] };
  for (const { claim_id: claimId, ...line } of result.rows ?? []) {
    const id = Number(claimId);
    lines.set(id, [...(lines.get(id) ?? []), line]);
  }
  return lines;
}

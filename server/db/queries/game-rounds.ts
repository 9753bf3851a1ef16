import { and, desc, eq, gt, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { gameRounds, members, sessions, walletEntries } from '../schema.ts';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type NewGameRound = typeof gameRounds.$inferInsert;

/**
 * Whether a session is still live: not expired, not ended, its member not disabled (the same rule as
 * findLiveSession in queries/sessions.ts, found by the id a play ticket carries instead of a token).
 */
export async function isSessionLive(db: Database, id: string, now: Date): Promise<boolean> {
  const disabledMember = db
    .select({ one: sql`1` })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.userName})`, sql`lower(${sessions.userName})`),
        eq(members.status, 'disabled'),
      ),
    );
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), notExists(disabledMember)));
  return row !== undefined;
}

/** A member's round by the idempotency key it was played with. */
export async function findRoundByKey(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userName, userName), eq(gameRounds.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Inserts a round unless the member already has one with this key (then undefined). Inside a
 * transaction on PostgreSQL, a second insert of the same key waits for the first transaction and
 * then does nothing, so the caller reads the first round instead of playing twice.
 */
export async function insertRoundOnce(
  db: Database,
  round: NewGameRound,
): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .insert(gameRounds)
    .values(round)
    .onConflictDoNothing({ target: [gameRounds.userName, gameRounds.idempotencyKey] })
    .returning();
  return row;
}

/** The balance after a round's last entry (its win if it won, else its bet). */
export async function balanceAfterRound(
  db: Database,
  userName: string,
  roundId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ balanceAfter: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userName, userName),
        eq(walletEntries.reference, roundId),
        inArray(walletEntries.type, ['bet', 'win']),
      ),
    )
    .orderBy(desc(walletEntries.id))
    .limit(1);
  return row?.balanceAfter;
}

export interface BetFilter {
  userName: string;
  /** A catalogue category, or undefined for all. */
  category: string | undefined;
  /** Half-open range of instants: from ≤ created_at < until. */
  from: Date;
  until: Date;
}

function betConditions(filter: BetFilter): SQL {
  const conditions = [
    sql`r.user_name = ${filter.userName}`,
    sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`r.created_at < ${filter.until.toISOString()}::timestamptz`,
  ];
  if (filter.category !== undefined) conditions.push(sql`r.category = ${filter.category}`);
  return sql.join(conditions, sql` and `);
}

export interface BetRow {
  round_id: string;
  game_id: string;
  game_name: string;
  vendor_name: string;
  category: string;
  stake: string;
  payout: string;
  win_loss: string;
  created_at: string;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * One page of a member's rounds, newest first (ties broken by round id so pages never overlap), with
 * the game's name in the language asked for and the vendor's name; a game no longer in the catalogue
 * keeps its code. Every amount is printed by NUMERIC (requirements C2.3).
 */
export async function listBets(
  db: Database,
  filter: BetFilter,
  language: 'BN' | 'EN',
  limit: number,
  offset: number,
): Promise<BetRow[]> {
  const name = language === 'BN' ? sql`g.name_bn` : sql`g.name_en`;
  const result = (await db.execute(sql`
    select r.round_id, r.game_id,
      coalesce(${name}, r.game_id) as game_name,
      coalesce(v.display_name, r.vendor_code) as vendor_name,
      r.category, r.stake::text as stake, r.payout::text as payout,
      (r.payout - r.stake)::text as win_loss,
      to_char(r.created_at at time zone 'UTC', ${sql.raw(ISO_UTC)}) as created_at
    from game_rounds r
    left join games g on g.code = r.game_id
    left join vendors v on v.code = r.vendor_code
    where ${betConditions(filter)}
    order by r.created_at desc, r.round_id desc
    limit ${limit} offset ${offset}
  `)) as { rows?: BetRow[] };
  return result.rows ?? [];
}

export interface BetTotalsRow {
  rounds: number;
  stake: string;
  win_loss: string;
}

/** The totals of every round the filter matches, summed as NUMERIC. */
export async function betTotals(db: Database, filter: BetFilter): Promise<BetTotalsRow> {
  const result = (await db.execute(sql`
    select count(*)::int as rounds,
      coalesce(sum(r.stake), 0)::numeric(18, 2)::text as stake,
      coalesce(sum(r.payout - r.stake), 0)::numeric(18, 2)::text as win_loss
    from game_rounds r
    where ${betConditions(filter)}
  `)) as { rows?: BetTotalsRow[] };
  const [row] = result.rows ?? [];
  if (row === undefined) throw new Error('bet totals returned no row');
  return row;
}

import type { BetRecords } from '../../../shared/contract/calls/bet-records.ts';
import { CASHIER_LIMITS } from '../../../shared/contract/cashier.ts';
import { GAME_CATEGORIES } from '../../../shared/game-categories.ts';
import type { Database } from '../../db/client.ts';
import { betTotals, listBets, type BetFilter } from '../../db/queries/game-rounds.ts';
import { Refusal } from '../refusal.ts';
import { bangladeshDays } from './records.ts';

// The betting record (requirements C6.2, docs/api.md "Cashier"): the member's rounds, newest first,
// 24 a page, with the totals of every round the filter matches. Totals are NUMERIC sums in SQL, so
// three stakes of 0.10 add up to 0.30 exactly (requirements C2.3).

export interface BetsQuery {
  category: string;
  from: string;
  to: string;
  page: number;
}

function categoryOf(category: string): string | undefined {
  if (category === 'all') return undefined;
  if (!(GAME_CATEGORIES as readonly string[]).includes(category))
    throw new Refusal('request_param_err', 'Invalid request parameters', {
      fields: [
        { field: 'category', reason: `expected all or one of ${GAME_CATEGORIES.join(', ')}` },
      ],
    });
  return category;
}

export async function betRecords(
  db: Database,
  userName: string,
  query: BetsQuery,
  language: 'BN' | 'EN',
): Promise<BetRecords> {
  const filter: BetFilter = {
    userName,
    category: categoryOf(query.category),
    ...bangladeshDays(query.from, query.to),
  };
  const pageSize = CASHIER_LIMITS.recordPageSize;
  const rows = await listBets(db, filter, language, pageSize + 1, (query.page - 1) * pageSize);
  const totals = await betTotals(db, filter);
  return {
    rows: rows.slice(0, pageSize).map((row) => ({
      roundId: row.round_id,
      gameId: row.game_id,
      gameName: row.game_name,
      vendorName: row.vendor_name,
      category: row.category,
      stake: row.stake,
      // A round here is settled when it is written: all of its stake counts.
      validStake: row.stake,
      payout: row.payout,
      winLoss: row.win_loss,
      createdAt: row.created_at,
    })),
    totals: {
      rounds: totals.rounds,
      stake: totals.stake,
      validStake: totals.stake,
      winLoss: totals.win_loss,
    },
    page: query.page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

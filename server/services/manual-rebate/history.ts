import {
  REBATE_CLAIMS_PAGE_SIZE,
  type RebateClaims,
} from '../../../shared/contract/calls/manual-rebate.ts';
import type { Database } from '../../db/client.ts';
import { claimLines, listClaims } from '../../db/queries/manual-rebate.ts';
import { lineAnswer } from './lines.ts';

/** Requirements D3.4: the member's claims, newest first, with their lines, a page at a time. */
export async function rebateClaims(
  db: Database,
  userName: string,
  page: number,
): Promise<RebateClaims> {
  const rows = await listClaims(
    db,
    userName,
    REBATE_CLAIMS_PAGE_SIZE + 1,
    (page - 1) * REBATE_CLAIMS_PAGE_SIZE,
  );
  const shown = rows.slice(0, REBATE_CLAIMS_PAGE_SIZE);
  const lines = await claimLines(
    db,
    shown.map((row) => row.id),
  );
  return {
    rows: shown.map((row) => ({
      id: row.id,
      total: row.amount,
      lines: (lines.get(row.id) ?? []).map(lineAnswer),
      createdAt: row.createdAt,
    })),
    page,
    pageSize: REBATE_CLAIMS_PAGE_SIZE,
    hasMore: rows.length > REBATE_CLAIMS_PAGE_SIZE,
  };
}

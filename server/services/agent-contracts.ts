import type { Database } from '../db/client.ts';
import {
  acceptContract,
  findContract,
  pendingContract,
  type AgentContractRow,
  type ContractKind,
} from '../db/queries/agent-contracts.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { ApiError } from '../http/errors.ts';

// Requirements B4/B6: contracts are checked for members not of type 4, 40, 41 or 42 (agents and the
// ordinary member types 0-2). The other types never have one, whatever is stored.
const WITHOUT_CONTRACTS: ReadonlySet<number> = new Set([4, 40, 41, 42]);

const hasContracts = (session: SessionRow) => !WITHOUT_CONTRACTS.has(session.type);

/** A contract as its screen shows it: the kind, the request type and one row per tier. */
export function contractDto(row: AgentContractRow) {
  return {
    contractId: row.id,
    type: row.kind,
    requestType: row.requestType,
    period: row.terms.period,
    rewardUnit: row.terms.rewardUnit,
    tiers: row.terms.tiers,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt === null ? null : row.acceptedAt.toISOString(),
  };
}

/** The check calls (MCS2_process*): `{ pending, contract }`, the newest pending contract of that kind. */
export async function contractCheck(db: Database, session: SessionRow, kind: ContractKind) {
  const row = hasContracts(session) ? await pendingContract(db, session.userName, kind) : undefined;
  return { pending: row !== undefined, contract: row === undefined ? null : contractDto(row) };
}

/** Accepts the player's contract of that kind; accepting again changes nothing. Another id is 404. */
export async function acceptPlayerContract(
  db: Database,
  session: SessionRow,
  kind: ContractKind,
  contractId: number,
): Promise<void> {
  const row = hasContracts(session)
    ? await findContract(db, session.userName, kind, contractId)
    : undefined;
  if (row === undefined) throw new ApiError(404, 'not.found', 'No such contract');
  await acceptContract(db, row.id);
}

/**
 * GET /wps/member/info/funds/consolidated: per kind, the request type of the pending contract, or
 * "" (spec: non-empty means a contract is required).
 */
export async function consolidatedFunds(db: Database, session: SessionRow) {
  const requestType = async (kind: ContractKind) =>
    hasContracts(session)
      ? ((await pendingContract(db, session.userName, kind))?.requestType ?? '')
      : '';
  const [daily, dividend, hourly] = await Promise.all([
    requestType('dailySalary'),
    requestType('dividend'),
    requestType('hourlySalary'),
  ]);
  return { dailysalreqtype: daily, divtypecompperiodreq: dividend, contracthoursalreq: hourly };
}

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { agentContracts } from '../schema.ts';

export type AgentContractRow = typeof agentContracts.$inferSelect;
export type ContractKind = AgentContractRow['kind'];

/** The newest pending contract of one kind for the player, if any. */
export async function pendingContract(
  db: Database,
  userName: string,
  kind: ContractKind,
): Promise<AgentContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.userName, userName),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'pending'),
      ),
    )
    .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
    .limit(1);
  return row;
}

/** The player's contract of this kind with this id, whatever its status. */
export async function findContract(
  db: Database,
  userName: string,
  kind: ContractKind,
  id: number,
): Promise<AgentContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.userName, userName),
        eq(agentContracts.kind, kind),
        eq(agentContracts.id, id),
      ),
    );
  return row;
}

/** Pending → accepted; accepting an accepted contract changes nothing. */
export async function acceptContract(db: Database, id: number): Promise<void> {
  await db
    .update(agentContracts)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'pending')));
}

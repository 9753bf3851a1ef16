import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { serverKeys } from '../schema.ts';

export interface StoredKeyPair {
  publicKey: string;
  privateKey: string;
}

export async function findKeyPair(db: Database, id: string): Promise<StoredKeyPair | undefined> {
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id));
  return row === undefined ? undefined : { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** Stores the pair unless another process stored one first; either way returns the pair that is kept. */
export async function insertKeyPairOnce(
  db: Database,
  id: string,
  pair: StoredKeyPair,
): Promise<StoredKeyPair> {
  await db
    .insert(serverKeys)
    .values({ id, ...pair })
    .onConflictDoNothing({ target: serverKeys.id });
  const kept = await findKeyPair(db, id);
  if (kept === undefined) throw new Error(`server key ${id} vanished after insert`);
  return kept;
}

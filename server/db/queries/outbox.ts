import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { outbox } from '../schema.ts';

export type OutboxChannel = 'sms' | 'mail';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  body: string;
  createdAt: Date;
}

export async function addToOutbox(
  db: Database,
  channel: OutboxChannel,
  recipient: string,
  body: string,
): Promise<void> {
  await db.insert(outbox).values({ channel, recipient, body });
}

/** Latest first; without a recipient, the latest messages of the channel. */
export async function listOutbox(
  db: Database,
  channel: OutboxChannel,
  recipient?: string,
  limit = 50,
): Promise<OutboxMessage[]> {
  const where =
    recipient === undefined
      ? eq(outbox.channel, channel)
      : and(eq(outbox.channel, channel), eq(outbox.recipient, recipient));
  return db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

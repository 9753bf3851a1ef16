import type { Database } from '../client.ts';
import { feedback } from '../schema.ts';

export async function insertFeedback(
  db: Database,
  entry: { userName: string; content: string; language: string },
): Promise<void> {
  await db.insert(feedback).values(entry);
}

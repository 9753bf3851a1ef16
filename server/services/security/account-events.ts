import type { Database } from '../../db/client.ts';
import { accountEvents } from '../../db/schema.ts';

// The member's record (requirements D4.5, D5.4): one row per change to their security or
// responsible-gaming settings, with its time. Shared by the security centre and responsible gaming.

/** What changed. New kinds are added here so the record's vocabulary stays in one place. */
export type AccountEventKind =
  | 'mobile.verified'
  | 'mobile.changed'
  | 'email.bound'
  | 'paymentPassword.set'
  | 'paymentPassword.changed'
  | 'depositLimit.set'
  | 'depositLimit.pending'
  | 'sessionReminder.set'
  | 'selfExclusion.started';

/** A support agent's details: plain values, never a secret (no password, code or whole address). */
export type AccountEventDetail = Record<string, string | number | boolean | null>;

/**
 * Writes one event. Pass the transaction that makes the change, so the record and the change are
 * committed together (or neither is).
 */
export async function recordAccountEvent(
  tx: Database,
  userName: string,
  kind: AccountEventKind,
  detail: AccountEventDetail = {},
): Promise<void> {
  await tx.insert(accountEvents).values({ userName, kind, detail });
}

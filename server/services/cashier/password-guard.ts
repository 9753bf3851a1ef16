import type { Database } from '../../db/client.ts';
import {
  clearLoginFailures,
  releaseAccountAttempt,
  settleAccountFailure,
} from '../../db/queries/login-failures.ts';
import { accountRule, reserveAccountSlot } from '../login.ts';
import { Refusal } from '../refusal.ts';

// The cashier's password checks under the login's guessing limits (requirements C4.1, C4.3;
// server/README.md "Password guessing"): five wrong passwords are free, then the counter waits 30 s
// after each failure, doubling up to 15 minutes, and checks in flight are capped the same way.

/** The refusal while a counter waits out its delay; the route turns `retryAfterSeconds` into Retry-After. */
export class PasswordWaiting extends Refusal {
  constructor(readonly retryAfterSeconds: number) {
    super('too.many.requests', 'Too many wrong passwords, please try again later');
  }
}

/** The payment password's own counter: a player shut out of withdrawals can still log in, and back. */
export function paymentPasswordCounter(accountKey: string): string {
  return `payment:${accountKey}`;
}

/**
 * Runs one password check against `counter`: reserved before the hash is compared (refused with 429
 * while the counter waits), a wrong answer counted, a right one clearing the counter.
 */
export async function guardedPasswordCheck(
  db: Database,
  counter: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await reserveAccountSlot(db, counter, accountRule);
  if (attempt.kind === 'waiting') throw new PasswordWaiting(attempt.waitSeconds);
  if (attempt.kind === 'busy') throw new PasswordWaiting(1);
  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    // No answer about the password (the hash queue was full, the database failed): no failure counted.
    await releaseAccountAttempt(db, counter);
    throw error;
  }
  if (valid) await clearLoginFailures(db, [counter]);
  else await settleAccountFailure(db, counter, new Date(), accountRule(new Date()));
  return valid;
}

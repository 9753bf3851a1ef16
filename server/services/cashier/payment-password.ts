import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentPasswordRequest } from '../../../shared/contract/calls/payment-password.ts';
import type { PaymentPasswordChangeRequest } from '../../../shared/contract/calls/payment-password-change.ts';
import type { Database } from '../../db/client.ts';
import { findMemberByUserName, type MemberRow } from '../../db/queries/members.ts';
import { members } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../password-hash.ts';
import { Refusal } from '../refusal.ts';
import { recordAccountEvent } from '../security/account-events.ts';
import { accountFailureKey } from '../user-name-key.ts';
import { guardedPasswordCheck, paymentPasswordCounter } from './password-guard.ts';

// The payment password (requirements C4.1, C4.3, D4.3): set once with the login password, changed
// with the old one, stored hashed like it (services/password-hash.ts), and asked for with every
// withdrawal. One implementation for the withdrawal and the security centre.

async function enabledMember(db: Database, userName: string): Promise<MemberRow> {
  const member = await findMemberByUserName(db, userName);
  if (member === undefined || member.status !== 'enabled')
    throw new Refusal('user.not.exist.or.disabled', 'User does not exist or is disabled');
  return member;
}

/**
 * Sets the payment password. The login password proves the player and counts on the account's login
 * counter (a wrong one is a wrong login password, under the same limits); the new hash is stored only
 * where none is, so of two parallel settings one wins and the other is told it exists.
 */
export async function setPaymentPassword(
  db: Database,
  userName: string,
  input: PaymentPasswordRequest,
): Promise<void> {
  if (input.confirmPaymentPassword !== input.paymentPassword)
    throw new Refusal('password.confirm.mismatch', 'Confirmation password not matched');
  const member = await enabledMember(db, userName);
  if (member.paymentPasswordHash !== null)
    throw new Refusal('payment.password.exists', 'The payment password is already set');
  const valid = await guardedPasswordCheck(db, accountFailureKey(member.userName), () =>
    verifyPassword(input.loginPassword, member.passwordHash),
  );
  if (!valid) throw new Refusal('user.or.token.invalid', 'The login password is incorrect');
  const hash = await hashPassword(input.paymentPassword);
  await db.transaction(async (tx) => {
    const stored = await tx
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(and(eq(members.id, member.id), isNull(members.paymentPasswordHash)))
      .returning({ id: members.id });
    if (stored.length === 0)
      throw new Refusal('payment.password.exists', 'The payment password is already set');
    // The member's record (requirements D4.5): that it was set, never the password.
    await recordAccountEvent(tx, member.userName, 'paymentPassword.set');
  });
}

/**
 * Changes the payment password (requirements D4.3): the old one proves the player on the
 * withdrawal's own counter (C4.3), so the guessing limits are the same wherever it is asked for. The
 * new hash replaces exactly the hash that was checked: of two parallel changes one wins and the
 * other is told its old password is wrong.
 */
export async function changePaymentPassword(
  db: Database,
  userName: string,
  input: PaymentPasswordChangeRequest,
): Promise<void> {
  if (input.confirmPaymentPassword !== input.paymentPassword)
    throw new Refusal('password.confirm.mismatch', 'Confirmation password not matched');
  const member = await enabledMember(db, userName);
  const stored = member.paymentPasswordHash;
  if (stored === null)
    throw new Refusal('payment.password.required', 'Set a payment password first');
  const valid = await guardedPasswordCheck(db, paymentPasswordCounter(member.userNameKey), () =>
    verifyPassword(input.oldPaymentPassword, stored),
  );
  if (!valid) throw new Refusal('payment.password.invalid', 'The payment password is incorrect');
  const hash = await hashPassword(input.paymentPassword);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(and(eq(members.id, member.id), eq(members.paymentPasswordHash, stored)))
      .returning({ id: members.id });
    if (changed.length === 0)
      throw new Refusal('payment.password.invalid', 'The payment password is incorrect');
    await recordAccountEvent(tx, member.userName, 'paymentPassword.changed');
  });
}

/** Whether the member has set one (GET setup). */
export async function hasPaymentPassword(db: Database, userName: string): Promise<boolean> {
  const member = await findMemberByUserName(db, userName);
  return member?.paymentPasswordHash != null;
}

/**
 * Checks a withdrawal's payment password on its own counter (requirements C4.3): `payment.password.required`
 * when none is set, `payment.password.invalid` when wrong, 429 while the counter waits.
 */
export async function checkPaymentPassword(
  db: Database,
  userName: string,
  paymentPassword: string,
): Promise<void> {
  const member = await enabledMember(db, userName);
  const stored = member.paymentPasswordHash;
  if (stored === null)
    throw new Refusal('payment.password.required', 'Set a payment password first');
  const valid = await guardedPasswordCheck(db, paymentPasswordCounter(member.userNameKey), () =>
    verifyPassword(paymentPassword, stored),
  );
  if (!valid) throw new Refusal('payment.password.invalid', 'The payment password is incorrect');
}

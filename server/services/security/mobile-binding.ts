import { eq } from 'drizzle-orm';
import type { MaskedContact } from '../../../shared/contract/calls/security-overview.ts';
import type { Database } from '../../db/client.ts';
import { findMemberByMobile, findMemberByUserName } from '../../db/queries/members.ts';
import { members } from '../../db/schema.ts';
import type { MobileNumber } from '../mobile-number.ts';
import { Refusal } from '../refusal.ts';
import type { SmsGateway } from '../sms-gateway.ts';
import { checkCode, sendVerificationCode, useCode, type SendResult } from '../sms-verification.ts';
import { recordAccountEvent } from './account-events.ts';
import { maskMobile } from './masking.ts';

// Verifying or changing the mobile number (requirements D4.1): an SMS code of purpose `bindMobile`
// through the registration's sender (services/sms-verification.ts: its 60 s window, daily caps and
// per-requester shares), then the number saved and marked verified. A member proves only their own
// session's number, so telling them that another member has a number is the rule (`mobile.taken`).

function refuseTaken(): Refusal {
  return new Refusal('mobile.taken', 'This mobile number is used by another member');
}

/** Refuses a number another member has. */
async function ensureFree(db: Database, userName: string, number: MobileNumber): Promise<void> {
  const owner = await findMemberByMobile(db, number.countryDialingCode, number.mobileNum);
  if (owner !== undefined && owner.userName !== userName) throw refuseTaken();
}

/** The member's current number, or undefined when they have none. */
export async function currentNumber(
  db: Database,
  userName: string,
): Promise<MobileNumber | undefined> {
  const member = await findMemberByUserName(db, userName);
  if (member?.mobileNum == null || member.mobileNum === '') return undefined;
  return { countryDialingCode: member.countryDialingCode ?? '', mobileNum: member.mobileNum };
}

export interface MobileSendOptions {
  siteName: string;
  requesters: readonly string[];
  perRequester: number;
}

/** Texts a `bindMobile` code to the number, unless another member has it. */
export async function sendMobileCode(
  db: Database,
  sms: SmsGateway,
  userName: string,
  number: MobileNumber,
  options: MobileSendOptions,
): Promise<SendResult> {
  await ensureFree(db, userName, number);
  return sendVerificationCode(
    db,
    sms,
    { purpose: 'bindMobile', ...number },
    { ...options, delivery: 'code' },
  );
}

/** Postgres' unique violation: another member took the number between our check and our write. */
function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let cause = error; cause instanceof Error && !seen.has(cause); cause = cause.cause) {
    seen.add(cause);
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Checks the code sent to the number (5 tries) and saves the number as verified, with the record's
 * event: `mobile.verified` for the number the member had, `mobile.changed` for a new one.
 */
export async function verifyMobileCode(
  db: Database,
  userName: string,
  number: MobileNumber,
  code: string,
  now = new Date(),
): Promise<MaskedContact> {
  await ensureFree(db, userName, number);
  const codeId = await checkCode(db, { purpose: 'bindMobile', ...number }, code, now);
  const before = await currentNumber(db, userName);
  const same =
    before?.mobileNum === number.mobileNum &&
    before.countryDialingCode === number.countryDialingCode;
  try {
    await db.transaction(async (tx) => {
      await useCode(tx, codeId, now);
      await tx
        .update(members)
        .set({ ...number, mobileVerifiedAt: now })
        .where(eq(members.userName, userName));
      await recordAccountEvent(tx, userName, same ? 'mobile.verified' : 'mobile.changed', {
        mobile: maskMobile(number.mobileNum),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuseTaken();
    throw error;
  }
  return { masked: maskMobile(number.mobileNum), verified: true };
}

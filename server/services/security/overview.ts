import type { SecurityOverview } from '../../../shared/contract/calls/security-overview.ts';
import type { Database } from '../../db/client.ts';
import { findMemberByUserName } from '../../db/queries/members.ts';
import { Refusal } from '../refusal.ts';
import { maskEmail, maskMobile } from './masking.ts';
import { recentSignIns } from './sign-ins.ts';

/** The security centre's hub (requirements D4.1–D4.4); responsible gaming answers its own call. */
export async function securityOverview(db: Database, userName: string): Promise<SecurityOverview> {
  const member = await findMemberByUserName(db, userName);
  if (member === undefined)
    throw new Refusal('user.not.exist.or.disabled', 'User does not exist or is disabled');
  return {
    mobile:
      member.mobileNum === null || member.mobileNum === ''
        ? null
        : { masked: maskMobile(member.mobileNum), verified: member.mobileVerifiedAt !== null },
    email:
      member.email === null || member.email === ''
        ? null
        : { masked: maskEmail(member.email), verified: member.emailVerifiedAt !== null },
    hasPaymentPassword: member.paymentPasswordHash !== null,
    signIns: await recentSignIns(db, userName),
  };
}

import type {
  SelfExclusion,
  SelfExclusionRequest,
} from '../../../shared/contract/calls/responsible-gaming.ts';
import { EXCLUSION_PERIODS } from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import { findMemberByUserName } from '../../db/queries/members.ts';
import {
  deleteMemberSessions,
  holdMember,
  insertSelfExclusion,
  runningExclusionEnd,
} from '../../db/queries/responsible-gaming.ts';
import { guardedPasswordCheck } from '../cashier/password-guard.ts';
import { verifyPassword } from '../password-hash.ts';
import { Refusal } from '../refusal.ts';
import { recordAccountEvent } from '../security/account-events.ts';
import { accountFailureKey } from '../user-name-key.ts';

// Self-exclusion (requirements D5.3): a cool-off of 24 hours, 7 days or 30 days, confirmed with the
// login password. It ends every session at once and refuses logins until its end; nothing shortens
// or cancels it.

function active(until: Date): Refusal {
  return new Refusal('self.exclusion.active', 'A self-exclusion is already running', {
    until: until.toISOString(),
  });
}

/**
 * Starts a self-exclusion. The login password counts on the account's login counter (a wrong one is
 * a wrong login password, like the payment password's setting). The exclusion, the end of every
 * session and the record (requirements D5.4) commit together, under the member's row lock so two at
 * once start one.
 */
export async function startSelfExclusion(
  db: Database,
  userName: string,
  request: SelfExclusionRequest,
  now = new Date(),
): Promise<SelfExclusion> {
  const member = await findMemberByUserName(db, userName);
  if (member === undefined || member.status !== 'enabled')
    throw new Refusal('user.not.exist.or.disabled', 'User does not exist or is disabled');
  const running = await runningExclusionEnd(db, member.userName, now);
  if (running !== undefined) throw active(running);
  const valid = await guardedPasswordCheck(db, accountFailureKey(member.userName), () =>
    verifyPassword(request.loginPassword, member.passwordHash),
  );
  if (!valid) throw new Refusal('user.or.token.invalid', 'The login password is incorrect');
  const until = new Date(now.getTime() + EXCLUSION_PERIODS[request.period]);
  await db.transaction(async (tx) => {
    await holdMember(tx, member.userName);
    const raced = await runningExclusionEnd(tx, member.userName, now);
    if (raced !== undefined) throw active(raced);
    await insertSelfExclusion(tx, { userName: member.userName, startsAt: now, endsAt: until });
    await deleteMemberSessions(tx, member.userName);
    await recordAccountEvent(tx, member.userName, 'selfExclusion.started', {
      period: request.period,
      until: until.toISOString(),
    });
  });
  return { until: until.toISOString() };
}

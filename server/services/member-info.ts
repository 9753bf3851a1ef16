import type { Database } from '../db/client.ts';
import { findMemberByUserName } from '../db/queries/members.ts';
import { agentInvitationCode, referralCodeOf } from '../db/queries/referral-codes.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { isAgentType } from './member-types.ts';

export interface MemberInfo {
  account: string;
  nickname: string;
  type: number;
  language: string;
  /** Contract addition (server/README.md): the code of the player's Invite link; absent for trial players. */
  invitationCode?: string;
}

/** Contract: `{ account, nickname, type, language }`. A trial session has no member row; it answers from the session. */
export async function memberInfo(
  db: Database,
  session: SessionRow,
  requestLanguage: string,
): Promise<MemberInfo> {
  const member = await findMemberByUserName(db, session.userName);
  if (member === undefined)
    return {
      account: session.userName,
      nickname: '',
      type: session.type,
      language: requestLanguage,
    };
  const agentCode = isAgentType(member.type)
    ? await agentInvitationCode(db, member.userName)
    : undefined;
  const invitationCode = agentCode ?? (await referralCodeOf(db, member.userName));
  return {
    account: member.userName,
    nickname: member.nickname ?? '',
    type: member.type,
    language: member.language,
    invitationCode,
  };
}

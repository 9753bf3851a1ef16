import type { Database } from '../db/client.ts';
import { findMemberByUserName } from '../db/queries/members.ts';
import type { SessionRow } from '../db/queries/sessions.ts';

export interface MemberInfo {
  account: string;
  nickname: string;
  type: number;
  language: string;
}

/** Contract: `{ account, nickname, type, language }`. A trial session has no member row; it answers from the session. */
export async function memberInfo(db: Database, session: SessionRow, requestLanguage: string): Promise<MemberInfo> {
  const member = await findMemberByUserName(db, session.userName);
  if (member === undefined) return { account: session.userName, nickname: '', type: session.type, language: requestLanguage };
  return { account: member.userName, nickname: member.nickname ?? '', type: member.type, language: member.language };
}

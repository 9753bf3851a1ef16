import type { Database } from '../db/client.ts';
import { insertSession } from '../db/queries/sessions.ts';
import { refuseWhileExcluded } from './responsible-gaming/exclusion-gate.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';
import { SESSION_TIMINGS } from '../../shared/contract/calls/session-renew.ts';
import { TRIAL_TYPE } from './member-types.ts';

// Requirements A7.4: a member's session lasts 4 h after the sign-in and slides by each renewal
// (services/session-renewal.ts) up to 24 h after the sign-in; a trial is a short look around, 2 h, not renewed.
const MEMBER_SESSION_MS = SESSION_TIMINGS.lifetimeMs;
const TRIAL_SESSION_MS = SESSION_TIMINGS.trialLifetimeMs;

export interface SessionOwner {
  userName: string;
  merchantCode: string;
  type: number;
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function openSession(
  db: Database,
  owner: SessionOwner,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  const lifetime = owner.type === TRIAL_TYPE ? TRIAL_SESSION_MS : MEMBER_SESSION_MS;
  await insertSession(db, {
    ...owner,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** The answer of login and registration (contract: `{ token, userName, type, firstTimeLogin }`). */
export interface LoginAnswer {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export async function loginAnswer(
  db: Database,
  member: { userName: string; merchantCode: string; type: number; firstTimeLogin: boolean },
): Promise<LoginAnswer> {
  // Every way in (password, SMS code, a new password by phone) ends here: none during the member's
  // self-exclusion (requirements D5.3).
  await refuseWhileExcluded(db, member.userName);
  const token = await openSession(db, {
    userName: member.userName,
    merchantCode: member.merchantCode,
    type: member.type,
  });
  return {
    token,
    userName: member.userName,
    type: member.type,
    firstTimeLogin: member.firstTimeLogin,
  };
}

import type { SiteConfig } from '../config/site-config.ts';
import type { Database } from '../db/client.ts';
import {
  findMemberByMobile,
  findMemberByUserName,
  replaceMemberPassword,
  type MemberRow,
} from '../db/queries/members.ts';
import { clearLoginFailures } from '../db/queries/login-failures.ts';
import { deleteSessionsOfUser, type SessionRow } from '../db/queries/sessions.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { loginAnswer, type LoginAnswer } from './member-session.ts';
import { refuseWhileExcluded } from './responsible-gaming/exclusion-gate.ts';
import { loginRefusal, TRIAL_TYPE, type LoginSite } from './member-types.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { fieldError } from './registration-rules.ts';
import { checkCode, useCode } from './sms-verification.ts';
import { accountFailureKey } from './user-name-key.ts';

const notExist = () =>
  new ApiError(403, 'user.not.exist.or.disabled', 'User does not exist or is disabled');
const sameAsOld = () =>
  new ApiError(
    400,
    'modify.new.old.same',
    'The new password and the old password cannot be the same',
  );

/** A new password follows the registration password rule, so no password is allowed later that sign-up refuses. */
function checkNewPassword(config: SiteConfig, field: string, password: string): void {
  const error = fieldError(config, 'password', password, true);
  if (error !== undefined) throw paramError([{ field, reason: error.reason }]);
}

export interface ChangePassword {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change by the logged-in member. Other sessions end (a stolen session dies); the caller's own goes on. */
export async function changePassword(
  db: Database,
  config: SiteConfig,
  session: SessionRow,
  input: ChangePassword,
): Promise<void> {
  if (session.type === TRIAL_TYPE)
    throw new ApiError(
      403,
      'trial.not.allowed',
      'Please login an actual account to use this function',
    );
  checkNewPassword(config, 'newPassword', input.newPassword);
  if (input.confirmNewPassword !== input.newPassword)
    throw new ApiError(400, 'password.confirm.mismatch', 'Confirmation password not matched');
  if (input.newPassword === input.oldPassword) throw sameAsOld();
  const member = await findMemberByUserName(db, session.userName);
  if (member === undefined || member.status !== 'enabled') throw notExist();
  if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
    throw new ApiError(400, 'user.or.token.invalid', 'The old password is incorrect');
  }
  await setPassword(db, member, input.newPassword, false, session.id);
}

export interface PasswordByPhone {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  /** The site the player resets from: an account that may not use it gets no session. */
  site: LoginSite;
}

/**
 * The answer of a reset by phone: the account the number belongs to and, when that account may
 * use the site it was reset from, its new session. The player proved the number with the SMS code,
 * as an SMS login does, so the site logs in with this session instead of a second login call that
 * would have to name the account (and could fail and ask for a captcha).
 */
export interface PasswordByPhoneAnswer {
  userName: string;
  session: LoginAnswer | null;
}

/** Set by phone and SMS code (no session). The code stays usable when the new password is refused. */
export async function setPasswordByPhone(
  db: Database,
  config: SiteConfig,
  merchantCode: string,
  input: PasswordByPhone,
): Promise<PasswordByPhoneAnswer> {
  checkNewPassword(config, 'newPassword', input.newPassword);
  const mobile = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
  const codeId = await checkCode(db, { purpose: 'noLogin', ...mobile }, input.verificationCode);
  const member = await findMemberByMobile(db, mobile.countryDialingCode, mobile.mobileNum);
  if (member === undefined || member.status !== 'enabled') throw notExist();
  if (await verifyPassword(input.newPassword, member.passwordHash)) throw sameAsOld();
  // Requirements D5.3: no way in during a self-exclusion, this one included. Refused before
  // anything changes, so the refusal means what it says: the password and the code are as they were
  // (the session it would open was refused only after the password had been set).
  await refuseWhileExcluded(db, member.userName);
  await useCode(db, codeId);
  await setPassword(db, member, input.newPassword, false);
  // Wrong guesses of the old password no longer say anything about this account.
  await clearLoginFailures(db, [
    accountFailureKey(member.userName),
    `mobile:${mobile.countryDialingCode}:${mobile.mobileNum}`,
  ]);
  const admitted =
    member.merchantCode === merchantCode && loginRefusal(member.type, input.site) === undefined;
  return { userName: member.userName, session: admitted ? await loginAnswer(db, member) : null };
}

/**
 * Stores the new password only over the hash that was checked: of parallel changes of one member
 * exactly one is stored, and the others are refused as their old password no longer holds.
 */
async function setPassword(
  db: Database,
  member: MemberRow,
  password: string,
  firstTimeLogin: boolean,
  keepSessionId?: string,
): Promise<void> {
  if (
    !(await replaceMemberPassword(
      db,
      member.id,
      member.passwordHash,
      await hashPassword(password),
      firstTimeLogin,
    ))
  ) {
    throw new ApiError(
      400,
      'user.or.token.invalid',
      'The password was changed meanwhile, please try again',
    );
  }
  await deleteSessionsOfUser(db, member.userName, keepSessionId);
}

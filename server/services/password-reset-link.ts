import { createHash, randomBytes } from 'node:crypto';
import type { SiteConfig } from '../config/site-config.ts';
import type { Database } from '../db/client.ts';
import { findMemberByUserName, updateMemberPassword } from '../db/queries/members.ts';
import { clearLoginFailures } from '../db/queries/login-failures.ts';
import {
  insertPasswordResetLink,
  resetLinkUsable,
  retireResetLinks,
  useResetLink,
} from '../db/queries/password-reset-links.ts';
import { deleteSessionsOfUser } from '../db/queries/sessions.ts';
import { ApiError, paramError } from '../http/errors.ts';
import type { MailGateway } from './mail-gateway.ts';
import { hashPassword } from './password-hash.ts';
import { fieldError } from './registration-rules.ts';
import { accountFailureKey } from './user-name-key.ts';

/** A link is good for an hour: long enough to open the mail, short enough that an old mailbox is no key. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The site's page that opens the set-password form; the token rides in the query. */
export const RESET_LINK_PATH = '/m/reset-password';

// 32 random bytes: unguessable; only the SHA-256 is stored, so a database leak holds no usable link.
const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ResetRequest {
  username: string;
  email: string;
  /** Origin the link points at (e.g. https://example.com). */
  origin: string;
  siteName: string;
}

/**
 * Forgot password by e-mail: mails a single-use link when user name and address belong together.
 * The password does not change here (a stranger who knows both cannot lock the owner out). Both
 * cases make a token, hash it and store a row, and the mail leaves off the request's path, so the
 * answer and its time are the same either way.
 */
export async function requestResetLink(
  db: Database,
  mail: MailGateway,
  input: ResetRequest,
  now = new Date(),
): Promise<void> {
  const member = await findMemberByUserName(db, input.username);
  const matches =
    member?.email != null &&
    member.email.toLowerCase() === input.email.toLowerCase() &&
    member.status === 'enabled';
  const token = newToken();
  await insertPasswordResetLink(db, {
    tokenHash: tokenHash(token),
    userName: matches ? member.userName : null,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    createdAt: now,
  });
  if (!matches) return;
  const link = `${input.origin}${RESET_LINK_PATH}?token=${token}`;
  await mail.send({
    to: member.email ?? input.email,
    subject: `${input.siteName}: reset your password`,
    text: `Hello ${member.userName},\n\nopen this link within ${RESET_LINK_TTL_MS / 60_000} minutes to choose a new password:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.`,
  });
}

const linkInvalid = () =>
  new ApiError(
    400,
    'reset.link.invalid',
    'This link has expired or has already been used. Please ask for a new one.',
  );

/** Whether a link can still set a password; 400 `reset.link.invalid` when not. */
export async function checkResetLink(db: Database, token: string, now = new Date()): Promise<void> {
  if (!(await resetLinkUsable(db, tokenHash(token), now))) throw linkInvalid();
}

export interface SetByLink {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Sets the password from a link: the rule is checked first (a refused password leaves the link
 * usable), then the link is used up in one statement, the account's other links end, its sessions
 * end and its failed logins are forgotten. Answers the account's user name for the login form.
 */
export async function setPasswordByLink(
  db: Database,
  config: SiteConfig,
  input: SetByLink,
  now = new Date(),
): Promise<{ userName: string }> {
  const rule = fieldError(config, 'password', input.newPassword, true);
  if (rule !== undefined) throw paramError([{ field: 'newPassword', reason: rule.reason }]);
  if (input.confirmNewPassword !== input.newPassword)
    throw new ApiError(400, 'password.confirm.mismatch', 'Confirmation password not matched');
  const userName = await useResetLink(db, tokenHash(input.token), now);
  const member = userName === undefined ? undefined : await findMemberByUserName(db, userName);
  if (member === undefined || member.status !== 'enabled') throw linkInvalid();
  await updateMemberPassword(db, member.id, await hashPassword(input.newPassword), false);
  await retireResetLinks(db, member.userName, now);
  await deleteSessionsOfUser(db, member.userName);
  await clearLoginFailures(db, [accountFailureKey(member.userName)]);
  return { userName: member.userName };
}

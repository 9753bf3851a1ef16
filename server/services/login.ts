import type { Database } from '../db/client.ts';
import {
  clearLoginFailures,
  hasRecentLoginFailure,
  recordLoginFailure,
  releaseAccountAttempt,
  reserveAccountAttempt,
  settleAccountFailure,
  type AccountAttempt,
  type AccountThrottle,
} from '../db/queries/login-failures.ts';
import {
  findMemberByMobile,
  findMemberByUserName,
  upgradePasswordHash,
  type MemberRow,
} from '../db/queries/members.ts';
import { ApiError } from '../http/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { addressBucket } from './ip-address.ts';
import { loginAnswer, type LoginAnswer } from './member-session.ts';
import { loginRefusal, type LoginSite } from './member-types.ts';
import { hashPassword, needsRehash, spendPasswordCheck, verifyPassword } from './password-hash.ts';
import { refuseWhileExcluded } from './responsible-gaming/exclusion-gate.ts';
import { checkCode, useCode } from './sms-verification.ts';
import { recordSignIn } from './security/sign-ins.ts';
import { issueDeviceCookie, verifyDeviceCookie, type TrustedDevice } from './device-cookie.ts';
import { accountFailureKey, userNameKey } from './user-name-key.ts';

// A failure keeps asking for a captcha for this long, for the account and for the caller's address.
const FAILURE_MEMORY_MS = 60 * 60 * 1000;
/**
 * Per-account throttle of password logins, whatever address the guesses come from: five wrong
 * passwords are free (each after the first needs the captcha), then the account waits 30 s after a
 * failure, doubling with each further failure up to 15 minutes. Attempts while it waits are refused
 * with 429 and not counted, so a player's account is never shut for longer than 15 minutes at a
 * time. Ways back in at once: an SMS-code login (its own counter, per number), setting a new
 * password by phone, which forgets the account's failures, or a device that logged in before (a
 * device cookie: its own counter, below); a successful login without one clears them too. The
 * counter is keyed by the account key (services/user-name-key.ts), the key the member is found by.
 * Checks in flight are capped at the failures still free (one at a time once none is): a login that
 * finds the cap full waits for a slot for up to about 1.5 s (a burst of right passwords, e.g. a
 * player on two phones), then gets 429 with Retry-After 1.
 */
export const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_BASE_DELAY_SECONDS = 30;
const ACCOUNT_MAX_DELAY_SECONDS = 15 * 60;
/** A check in flight longer than this was lost with its process; its slot is free again. */
const ATTEMPT_STALE_MS = 30_000;
/**
 * A device cookie's own counter (services/device-cookie.ts): five wrong passwords from it, then it
 * counts as no cookie until its failures are forgotten a day after the last one (the retention sweep
 * keeps failed-login counters that long), so a stolen cookie adds at most five guesses a day to the
 * account's throttle. Its checks in flight are capped the same way as the account's.
 */
const DEVICE_FREE_FAILURES = 5;
const DEVICE_LOCKOUT_SECONDS = 24 * 60 * 60;
/** Waits between tries for a slot when the account's checks in flight are at the cap. */
const BUSY_RETRY_MS = [50, 100, 200, 400, 800];

/** The refusal while an account waits out its delay; the route turns `retryAfterSeconds` into Retry-After. */
export class AccountWaiting extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'too.many.requests',
      'Too many attempts for this account, please try again later',
      CAPTCHA_FLAG,
    );
  }
}

/** Carried by every failed login so the site shows the captcha field (requirements A2, A8). */
const CAPTCHA_FLAG = { captcha: true } as const;

export interface LoginContext {
  db: Database;
  merchantCode: string;
  clientIp: string;
  captchaClient: string | undefined;
  /** The User-Agent: a sign-in's device kind (requirements D4.4). */
  userAgent?: string | undefined;
}

export interface PasswordLogin {
  username: string;
  password: string;
  captcha: string;
  site: LoginSite;
  /** The login_device cookie as sent (http/device-cookie.ts), checked here. */
  deviceCookie?: string | undefined;
}

export interface SmsLogin {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  site: LoginSite;
}

async function captchaAfterFailure(
  ctx: LoginContext,
  keys: string[],
  captcha: string,
): Promise<void> {
  const since = new Date(Date.now() - FAILURE_MEMORY_MS);
  if (await hasRecentLoginFailure(ctx.db, keys, since))
    await checkCaptcha(ctx.db, ctx.captchaClient, captcha, CAPTCHA_FLAG);
}

async function fail(ctx: LoginContext, keys: string[], error: ApiError): Promise<never> {
  if (keys.length > 0) await recordLoginFailure(ctx.db, keys, new Date());
  throw new ApiError(error.status, error.errorCode, error.message, CAPTCHA_FLAG);
}

/** The checks after the credentials: account state, merchant and which site the type may use. */
async function admit(
  ctx: LoginContext,
  member: MemberRow,
  keys: string[],
  site: LoginSite,
): Promise<LoginAnswer> {
  if (member.status !== 'enabled' || member.merchantCode !== ctx.merchantCode) {
    throw new ApiError(403, 'user.not.exist.or.disabled', 'User does not exist or is disabled');
  }
  const refusal = loginRefusal(member.type, site);
  if (refusal === 'non.member.login')
    throw new ApiError(403, refusal, 'Non-member account unable to login');
  if (refusal === 'non.agent.login') throw new ApiError(403, refusal, 'Non-agents cannot log in');
  // Refused before anything counts as a sign-in (requirements D5.3); loginAnswer asks it too.
  await refuseWhileExcluded(ctx.db, member.userName);
  await clearLoginFailures(ctx.db, keys);
  await recordSignIn(ctx.db, member.userName, ctx.userAgent, ctx.clientIp);
  return loginAnswer(ctx.db, member);
}

/** The account's guessing limits; the cashier's payment password counts under the same ones. */
export function accountRule(now: Date): AccountThrottle {
  return {
    freeFailures: ACCOUNT_FREE_FAILURES,
    baseDelaySeconds: ACCOUNT_BASE_DELAY_SECONDS,
    maxDelaySeconds: ACCOUNT_MAX_DELAY_SECONDS,
    forgetBefore: new Date(now.getTime() - FAILURE_MEMORY_MS),
    staleBefore: new Date(now.getTime() - ATTEMPT_STALE_MS),
  };
}

/**
 * A reservation of a password check against a counter (the account's, or a device cookie's), waiting
 * briefly while its checks in flight are at the cap.
 */
export async function reserveAccountSlot(
  db: Database,
  counter: string,
  rule: (now: Date) => AccountThrottle,
): Promise<AccountAttempt> {
  let attempt = await reserveAccountAttempt(db, counter, new Date(), rule(new Date()));
  for (const pause of BUSY_RETRY_MS) {
    if (attempt.kind !== 'busy') break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    attempt = await reserveAccountAttempt(db, counter, new Date(), rule(new Date()));
  }
  return attempt;
}

/** A password login that was let in, and the device cookie its browser gets for next time. */
export interface PasswordLoginResult {
  answer: LoginAnswer;
  deviceCookie: string;
}

function deviceRule(now: Date): AccountThrottle {
  return {
    freeFailures: DEVICE_FREE_FAILURES,
    baseDelaySeconds: DEVICE_LOCKOUT_SECONDS,
    maxDelaySeconds: DEVICE_LOCKOUT_SECONDS,
    forgetBefore: new Date(now.getTime() - DEVICE_LOCKOUT_SECONDS * 1000),
    staleBefore: new Date(now.getTime() - ATTEMPT_STALE_MS),
  };
}

/** The member a spelling reaches and whether the password is theirs; unknown names spend the same hash work. */
async function checkPassword(
  ctx: LoginContext,
  input: PasswordLogin,
): Promise<{ member: MemberRow | undefined; valid: boolean }> {
  const member = await findMemberByUserName(ctx.db, input.username);
  if (member === undefined) await spendPasswordCheck(input.password);
  const valid = member !== undefined && (await verifyPassword(input.password, member.passwordHash));
  return { member, valid };
}

/** What every admitted password login ends with: a stronger hash when due, the checks after it, a device cookie. */
async function admitPassword(
  ctx: LoginContext,
  member: MemberRow,
  keys: string[],
  input: PasswordLogin,
): Promise<PasswordLoginResult> {
  // Hashes of older, weaker parameters (scrypt) are replaced while the password is at hand.
  if (needsRehash(member.passwordHash))
    await upgradePasswordHash(
      ctx.db,
      member.id,
      member.passwordHash,
      await hashPassword(input.password),
    );
  const answer = await admit(ctx, member, keys, input.site);
  return { answer, deviceCookie: await issueDeviceCookie(ctx.db, member.userNameKey, new Date()) };
}

/**
 * A login from a device that logged in to this account before (a valid device cookie): counted on
 * the cookie's own counter, not the account's, so an attacker's failures elsewhere cannot keep the
 * owner out. Undefined when the cookie's five failures are used up: it then counts as no cookie.
 */
async function loginFromDevice(
  ctx: LoginContext,
  input: PasswordLogin,
  device: TrustedDevice,
  address: string,
): Promise<PasswordLoginResult | undefined> {
  const counter = device.counterKey;
  const attempt = await reserveAccountSlot(ctx.db, counter, deviceRule);
  if (attempt.kind === 'waiting') return undefined;
  if (attempt.kind === 'busy') throw new AccountWaiting(1);
  const keys = [counter, address];
  let checked: { member: MemberRow | undefined; valid: boolean };
  try {
    await captchaAfterFailure(ctx, keys, input.captcha);
    checked = await checkPassword(ctx, input);
  } catch (error) {
    // No answer about the password (no captcha, the hash queue was full, the database failed): the slot is given back.
    await releaseAccountAttempt(ctx.db, counter);
    throw error;
  }
  const { member, valid } = checked;
  if (!valid || member === undefined) {
    await settleAccountFailure(ctx.db, counter, new Date(), deviceRule(new Date()));
    return fail(
      ctx,
      [address],
      new ApiError(401, 'user.or.token.invalid', 'Incorrect username or password'),
    );
  }
  // The account's own counter is left as it is: guesses without this cookie keep waiting.
  await clearLoginFailures(ctx.db, [counter]);
  return admitPassword(ctx, member, keys, input);
}

export async function loginWithPassword(
  ctx: LoginContext,
  input: PasswordLogin,
): Promise<PasswordLoginResult> {
  const accountKey = userNameKey(input.username);
  const account = accountFailureKey(input.username);
  const address = `ip:${addressBucket(ctx.clientIp)}`;
  // A cookie that does not check out, or names another account, counts as no cookie.
  const device = await verifyDeviceCookie(ctx.db, input.deviceCookie, new Date());
  if (device?.accountKey === accountKey) {
    const fromDevice = await loginFromDevice(ctx, input, device, address);
    if (fromDevice !== undefined) return fromDevice;
  }
  const keys = [account, address];
  await captchaAfterFailure(ctx, keys, input.captcha);
  const attempt = await reserveAccountSlot(ctx.db, account, accountRule);
  if (attempt.kind === 'waiting') throw new AccountWaiting(attempt.waitSeconds);
  if (attempt.kind === 'busy') throw new AccountWaiting(1);
  let checked: { member: MemberRow | undefined; valid: boolean };
  try {
    checked = await checkPassword(ctx, input);
  } catch (error) {
    // No answer about the password (the hash queue was full, the database failed): the slot is given back.
    await releaseAccountAttempt(ctx.db, account);
    throw error;
  }
  const { member, valid } = checked;
  if (!valid || member === undefined) {
    await settleAccountFailure(ctx.db, account, new Date(), accountRule(new Date()));
    return fail(
      ctx,
      [address],
      new ApiError(401, 'user.or.token.invalid', 'Incorrect username or password'),
    );
  }
  // The right password was no guess: the account's failures and checks in flight are cleared even if
  // it may not log in here (disabled, other site), as no failure was ever recorded for those.
  await clearLoginFailures(ctx.db, [account]);
  return admitPassword(ctx, member, keys, input);
}

export async function loginWithSmsCode(ctx: LoginContext, input: SmsLogin): Promise<LoginAnswer> {
  const mobile = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
  const keys = [
    `mobile:${mobile.countryDialingCode}:${mobile.mobileNum}`,
    `ip:${addressBucket(ctx.clientIp)}`,
  ];
  await captchaAfterFailure(ctx, keys, input.captcha);
  let codeId: string;
  try {
    codeId = await checkCode(ctx.db, { purpose: 'noLogin', ...mobile }, input.verificationCode);
  } catch (error) {
    if (error instanceof ApiError) return fail(ctx, keys, error);
    throw error;
  }
  const member = await findMemberByMobile(ctx.db, mobile.countryDialingCode, mobile.mobileNum);
  if (member === undefined)
    return fail(
      ctx,
      keys,
      new ApiError(403, 'user.not.exist.or.disabled', 'User does not exist or is disabled'),
    );
  await useCode(ctx.db, codeId);
  return admit(ctx, member, keys, input.site);
}

import type { SiteConfig } from '../config/site-config.ts';
import type { Database } from '../db/client.ts';
import { findMemberByMobile, findMemberByUserName, insertMember } from '../db/queries/members.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { affiliateReferrer } from './affiliate.ts';
import { checkCaptcha } from './captcha.ts';
import { loginAnswer, type LoginAnswer } from './member-session.ts';
import { MEMBER_TYPE } from './member-types.ts';
import { hashPassword, unguessablePassword } from './password-hash.ts';
import {
  ageOn,
  checkFields,
  planFields,
  type FieldValues,
  type RegistrationVariant,
} from './registration-rules.ts';
import { checkCode, useCode } from './sms-verification.ts';
import { isPlainUserName } from './user-name-key.ts';

export interface RegistrationInput extends FieldValues {
  confirmPassword: string;
  countryDialingCode: string;
  registerMethod: string;
  registerUrl: string;
  domain: string;
}

export interface RegistrationContext {
  db: Database;
  config: SiteConfig;
  merchantCode: string;
  language: string;
  captchaClient: string | undefined;
}

const usernameExists = () => new ApiError(409, 'username.exists', 'Username already exists');
const mobileRegistered = () =>
  paramError([{ field: 'mobileNum', reason: 'This mobile number is already registered' }]);

/** Checks everything the rules and flags ask for, creates the member and logs the player in. */
export async function registerMember(
  ctx: RegistrationContext,
  variant: RegistrationVariant,
  input: RegistrationInput,
): Promise<LoginAnswer> {
  const { db, config } = ctx;
  const plan = planFields(config, variant);
  const fieldErrors = checkFields(config, plan, input);
  const age =
    plan.active.has('birthday') && input.birthday !== ''
      ? ageOn(input.birthday, new Date())
      : undefined;
  if (age !== undefined && age < config.registration.ageLimit) {
    fieldErrors.push({
      field: 'birthday',
      reason: `You must be at least ${config.registration.ageLimit} years old`,
    });
  }
  // A name is stored as written and found by its key (services/user-name-key.ts): one NFKC would
  // rewrite (full-width letters, ligatures, uncomposed accents) would read as another account's name.
  if (input.username !== '' && !isPlainUserName(input.username)) {
    fieldErrors.push({
      field: 'username',
      reason: 'Username must be written in plain characters (no full-width or compatibility forms)',
    });
  }
  if (fieldErrors.length > 0) throw paramError(fieldErrors);
  if (plan.takesPassword && input.confirmPassword !== input.password) {
    throw new ApiError(400, 'password.confirm.mismatch', 'Confirmation password not matched');
  }
  if (config.registration.fields.captcha.enabled)
    await checkCaptcha(db, ctx.captchaClient, input.captcha);

  const active = (field: keyof FieldValues) =>
    plan.active.has(field) && input[field] !== '' ? input[field] : null;
  const mobileNum = active('mobileNum');
  const userName = input.username !== '' ? input.username : (mobileNum ?? '');
  // Taken means the same key (any case, any spelling that folds to it), as the login finds accounts.
  if ((await findMemberByUserName(db, userName)) !== undefined) throw usernameExists();
  if (
    mobileNum !== null &&
    (await findMemberByMobile(db, input.countryDialingCode, mobileNum)) !== undefined
  ) {
    throw mobileRegistered();
  }
  const affiliateCode = active('affiliateCode');
  const referrerUserName =
    affiliateCode === null
      ? null
      : ((await affiliateReferrer(db, affiliateCode, input.domain)) ?? null);
  if (affiliateCode !== null && referrerUserName === null) {
    throw new ApiError(400, 'affiliate.invalid', 'Invalid invitation code');
  }
  const purpose = 'register' as const;
  const codeId =
    plan.smsRequired && mobileNum !== null
      ? await checkCode(
          db,
          { purpose, countryDialingCode: input.countryDialingCode, mobileNum },
          input.verificationCode,
        )
      : undefined;

  const paymentPassword = active('paymentPassword');
  const contacts = Object.fromEntries(
    (['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const).flatMap((field) =>
      active(field) === null ? [] : [[field, input[field]]],
    ),
  );
  const member = await insertMember(db, {
    userName,
    passwordHash: await hashPassword(plan.takesPassword ? input.password : unguessablePassword()),
    merchantCode: ctx.merchantCode,
    type: MEMBER_TYPE,
    countryDialingCode: mobileNum === null ? null : input.countryDialingCode,
    mobileNum,
    email: active('email'),
    nickname: active('nickname'),
    payeeName: active('payeeName'),
    paymentPasswordHash: paymentPassword === null ? null : await hashPassword(paymentPassword),
    idNumber: active('idNumber'),
    recommenderId: active('recommenderId'),
    birthday: active('birthday'),
    contacts,
    affiliateCode,
    referrerUserName,
    registerMethod: input.registerMethod,
    registerUrl: input.registerUrl || null,
    language: ctx.language,
  });
  // The insert lost a race to another registration of the same name or number: name the one it was.
  if (member === undefined) {
    if ((await findMemberByUserName(db, userName)) === undefined && mobileNum !== null)
      throw mobileRegistered();
    throw usernameExists();
  }
  if (codeId !== undefined) await useCode(db, codeId);
  return loginAnswer(db, member);
}

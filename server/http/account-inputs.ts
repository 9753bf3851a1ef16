import { z } from 'zod';
import {
  CAPTCHA_RULE_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../../shared/contract/account.ts';

// Input shapes of the account calls (requirements A3). Optional text defaults to "" as the site sends it;
// unknown keys (human-verification data, firebase fields) are ignored. Bounds are generous outer
// limits: the configured field rules are applied by the services on top.
const text = (max: number) => z.string().max(max).default('');
const dialingCode = z
  .string()
  .regex(/^\+?\d{1,4}$/, 'expected a dialling code such as 880')
  .transform((code) => code.replace('+', ''))
  .optional();
const mobile = z.string().trim().max(MOBILE_MAX_LENGTH, `at most ${MOBILE_MAX_LENGTH} characters`);

export const loginInput = z
  .object({
    type: z.enum(['username', 'sms', 'firebase']).default('username'),
    username: z.string().trim().max(USERNAME_MAX_LENGTH).default(''),
    password: text(128),
    captcha: z.string().trim().max(CAPTCHA_RULE_MAX_LENGTH).default(''),
    mobileNum: mobile.optional(),
    mobileNo: mobile.optional(),
    countryDialingCode: dialingCode,
    verificationCode: z.string().trim().max(SMS_CODE_MAX_LENGTH).default(''),
    /** Which site the player logs in to: the agent pages send "agent" (contract addition). */
    site: z.enum(['member', 'agent']).default('member'),
  })
  .superRefine((input, ctx) => {
    const missing = (field: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    if (input.type === 'username' && input.username === '') missing('username');
    if (input.type === 'username' && input.password === '') missing('password');
    if (input.type === 'sms' && (input.mobileNum ?? input.mobileNo ?? '') === '')
      missing('mobileNum');
    if (input.type === 'sms' && input.verificationCode === '') missing('verificationCode');
  });

const registrationText = {
  username: z.string().trim().max(USERNAME_MAX_LENGTH).default(''),
  password: text(128),
  confirmPassword: text(128),
  paymentPassword: text(64),
  recommenderId: text(64),
  nickname: z.string().trim().max(64).default(''),
  payeeName: z.string().trim().max(128).default(''),
  email: z.string().trim().max(254).default(''),
  mobileNum: z.string().trim().max(MOBILE_MAX_LENGTH).default(''),
  idNumber: text(64),
  qqNum: text(64),
  facebook: text(128),
  wechat: text(128),
  line: text(128),
  whatsapp: text(64),
  zalo: text(64),
  birthday: text(10),
  captcha: z.string().trim().max(CAPTCHA_RULE_MAX_LENGTH).default(''),
  verificationCode: z.string().trim().max(SMS_CODE_MAX_LENGTH).default(''),
  affiliateCode: z.string().trim().max(64).default(''),
};

export const registrationInput = z.object({
  ...registrationText,
  countryDialingCode: dialingCode,
  registerUrl: text(253),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5'),
  domain: text(253),
  /** Always 0 (requirements A9): a registration cannot choose its own member type. */
  type: z.union([z.literal(0), z.literal('0')]).optional(),
});

export const smsCodeInput = z
  .object({
    mobileNum: mobile.optional(),
    mobileNo: mobile.optional(),
    countryDialingCode: dialingCode,
  })
  .refine((input) => (input.mobileNum ?? input.mobileNo ?? '') !== '', {
    message: 'required',
    path: ['mobileNum'],
  });

export const changePasswordInput = z.object({
  oldPassword: z.string().min(1, 'required').max(128),
  newPassword: z.string().min(1, 'required').max(128),
  confirmNewPassword: z.string().min(1, 'required').max(128),
});

export const passwordByPhoneInput = z.object({
  newPassword: z.string().min(1, 'required').max(128),
  mobileNum: mobile.min(1, 'required'),
  countryDialingCode: dialingCode,
  verificationCode: z.string().trim().min(1, 'required').max(SMS_CODE_MAX_LENGTH),
  /** The site the reset comes from (as at login): only an account that may use it gets a session. */
  site: z.enum(['member', 'agent']).default('member'),
});

export const passwordByEmailInput = z.object({
  username: z.string().trim().min(1, 'required').max(USERNAME_MAX_LENGTH),
  email: z.string().trim().min(1, 'required').max(254).email('incorrect e-mail'),
});

export const usernameQuery = z.object({
  username: z.string().trim().min(1, 'required').max(USERNAME_MAX_LENGTH),
});

export const affiliateQuery = z.object({
  code: z.string().trim().min(1, 'required').max(64),
  domain: z.string().trim().max(253).default(''),
});

import type { RegisterMethod as FormMethod } from '../../../machines/account/registration-form.ts';
import type { RegistrationPayload } from '../../api/endpoints/register';
import type { RegisterMethod } from '../../lib/device';
import type { PlannedField } from './registration-plan';
import { valueOf } from './registration-plan';

/**
 * Affiliate state from the address (requirements A3): `?affiliateCode=` makes an affiliate link, so no
 * invitation field is shown and that code is sent; `?domain=` names the affiliate domain, else the
 * host the player arrived on.
 */
export interface AffiliateLink {
  /** True when the address carries a code: no invitation code is needed. */
  linked: boolean;
  code: string;
  domain: string;
}

export function affiliateLinkOf(search: string, hostname: string): AffiliateLink {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? '').trim();
  const domain = (params.get('domain') ?? '').trim() || hostname;
  return { linked: code !== '', code, domain };
}

export interface PayloadContext {
  method: FormMethod;
  plan: readonly PlannedField[];
  values: Readonly<Record<string, string>>;
  registerMethod: RegisterMethod;
  hostname: string;
  affiliate: AffiliateLink;
  firebaseIdToken: string | null;
}

/** Requirements A3, key for key: fields this form does not show go out as empty strings. */
export function registrationPayload(ctx: PayloadContext): RegistrationPayload {
  const shown = new Set(ctx.plan.map((field) => field.name));
  const v = (field: string) =>
    shown.has(field as PlannedField['name']) ? valueOf(ctx.values, field) : '';
  const password = v('password');
  const payload: RegistrationPayload = {
    countryDialingCode: ctx.values.countryDialingCode ?? '',
    registerUrl: ctx.hostname,
    registerMethod: ctx.registerMethod,
    username: v('username'),
    password,
    confirmPassword: password,
    // The form value when the field is shown, else the one from the address.
    affiliateCode: v('affiliateCode') || ctx.affiliate.code,
    paymentPassword: v('paymentPassword'),
    recommenderId: v('recommenderId'),
    nickname: v('nickname'),
    payeeName: v('payeeName'),
    email: v('email'),
    mobileNum: v('mobileNum'),
    idNumber: v('idNumber'),
    qqNum: v('qqNum'),
    facebook: v('facebook'),
    wechat: v('wechat'),
    line: v('line'),
    whatsapp: v('whatsapp'),
    zalo: v('zalo'),
    birthday: v('birthday'),
    captcha: v('captcha'),
    type: 0,
    domain: ctx.affiliate.domain,
    verificationCode: v('verificationCode'),
  };
  if (ctx.firebaseIdToken) {
    payload.firebaseChannel = 'sms';
    payload.firebaseIdToken = ctx.firebaseIdToken;
  }
  return payload;
}

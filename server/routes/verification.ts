import { Hono, type Context } from 'hono';
import type { AppServices } from '../app-services.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import { findMemberByMobile } from '../db/queries/members.ts';
import type { VerificationPurpose } from '../db/queries/verification-codes.ts';
import { smsCodeInput } from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { moduleGuard, type MerchantVariables } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { mobileOf } from '../services/mobile-number.ts';
import { fieldError } from '../services/registration-rules.ts';
import { sendVerificationCode } from '../services/sms-verification.ts';

// Messages cost money and can be used to pester a number; the per-number 60 s window comes on top.
const SMS_LIMIT = { name: 'sms', limit: 10, windowSeconds: 3600 };

/** SMS codes for registration and for calls without a session (SMS login, password set by phone). */
export function verificationRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);

  async function send(c: Context<AppEnv & MerchantVariables>, purpose: VerificationPurpose, input: Parameters<typeof mobileOf>[2]) {
    const config = await services.site.current();
    const mobile = mobileOf(config, c.get('merchantCode'), input);
    const invalid = fieldError(config, 'mobileNum', mobile.mobileNum, true);
    if (invalid !== undefined) throw paramError([invalid]);
    const member = await findMemberByMobile(services.db, mobile.countryDialingCode, mobile.mobileNum);
    if (purpose === 'register' && member !== undefined) throw paramError([{ field: 'mobileNum', reason: 'This mobile number is already registered' }]);
    // Without an account nothing is sent, but every other step runs alike, so numbers cannot be tested here.
    const deliver = purpose === 'register' || member !== undefined;
    const result = await sendVerificationCode(services.db, services.sms, { purpose, ...mobile }, config.siteName, deliver);
    if ('expirationTime' in result) return result;
    c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
    throw new ApiError(429, 'too.many.requests', 'Please wait before requesting another code', { expirationTime: Date.now() + result.retryAfterMs });
  }

  return new Hono<AppEnv>()
    .post('/register', guard('REG3'), rateLimit(services, SMS_LIMIT), validate('json', smsCodeInput), async (c) => {
      const { whitelabel } = await services.site.current();
      if (!isModuleEnabled(whitelabel, 'REGMOBVERF3') && !isModuleEnabled(whitelabel, 'MOBILENUMREG3')) {
        throw new ApiError(400, 'function.not.available', 'This function is not available (REGMOBVERF3)');
      }
      return ok(c, await send(c, 'register', c.req.valid('json')));
    })
    .post('/noLogin', guard('VERIFICATION3'), rateLimit(services, SMS_LIMIT), validate('json', smsCodeInput), async (c) => {
      return ok(c, await send(c, 'noLogin', c.req.valid('json')));
    });
}

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
import { addressBucket } from '../services/ip-address.ts';
import { hashSessionToken } from '../services/session-token.ts';
import {
  sendVerificationCode,
  SMS_PER_NUMBER_PER_REQUESTER_PER_DAY,
  type Delivery,
} from '../services/sms-verification.ts';
import { findLiveSession } from '../db/queries/sessions.ts';

// Messages cost money and can be used to pester a number; the per-number 60 s window comes on top.
const SMS_LIMIT = { name: 'sms', limit: 10, windowSeconds: 3600 };

/** SMS codes for registration and for calls without a session (SMS login, password set by phone). */
export function verificationRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);

  /** The caller's address bucket, and its session when a live one is sent (a stale token is no error here). */
  async function requesters(c: Context<AppEnv & MerchantVariables>): Promise<string[]> {
    const token = c.req
      .header('Authorization')
      ?.trim()
      .replace(/^Bearer\s*/i, '');
    const session =
      token === undefined || token === ''
        ? undefined
        : await findLiveSession(services.db, hashSessionToken(token), new Date());
    return [
      `address:${addressBucket(services.clientIp(c))}`,
      ...(session === undefined ? [] : [`session:${session.id}`]),
    ];
  }

  async function send(
    c: Context<AppEnv & MerchantVariables>,
    purpose: VerificationPurpose,
    input: Parameters<typeof mobileOf>[2],
  ) {
    const config = await services.site.current();
    const mobile = mobileOf(config, c.get('merchantCode'), input);
    const invalid = fieldError(config, 'mobileNum', mobile.mobileNum, true);
    if (invalid !== undefined) throw paramError([invalid]);
    const member = await findMemberByMobile(
      services.db,
      mobile.countryDialingCode,
      mobile.mobileNum,
    );
    // Every step runs alike whether the number has an account or not, so numbers cannot be tested
    // here: noLogin texts only an account's number, register texts a taken number a notice instead
    // of a code (registration itself then refuses the number, server/README.md).
    const delivery: Delivery =
      purpose === 'register'
        ? member === undefined
          ? 'code'
          : 'registeredNotice'
        : member === undefined
          ? 'nothing'
          : 'code';
    const result = await sendVerificationCode(
      services.db,
      services.sms,
      { purpose, ...mobile },
      {
        siteName: config.siteName,
        delivery,
        requesters: await requesters(c),
        perRequester: SMS_PER_NUMBER_PER_REQUESTER_PER_DAY * services.rateLimitMultiplier,
      },
    );
    if ('expirationTime' in result) return result;
    c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
    throw new ApiError(429, 'too.many.requests', 'Please wait before requesting another code', {
      expirationTime: Date.now() + result.retryAfterMs,
    });
  }

  return new Hono<AppEnv>()
    .post(
      '/register',
      guard('REG3'),
      rateLimit(services, SMS_LIMIT),
      validate('json', smsCodeInput),
      async (c) => {
        const { whitelabel } = await services.site.current();
        if (
          !isModuleEnabled(whitelabel, 'REGMOBVERF3') &&
          !isModuleEnabled(whitelabel, 'MOBILENUMREG3')
        ) {
          throw new ApiError(
            400,
            'function.not.available',
            'This function is not available (REGMOBVERF3)',
          );
        }
        return ok(c, await send(c, 'register', c.req.valid('json')));
      },
    )
    .post(
      '/noLogin',
      guard('VERIFICATION3'),
      rateLimit(services, SMS_LIMIT),
      validate('json', smsCodeInput),
      async (c) => {
        return ok(c, await send(c, 'noLogin', c.req.valid('json')));
      },
    );
}

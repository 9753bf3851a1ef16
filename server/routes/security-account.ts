import { Hono, type Context } from 'hono';
import {
  emailCodeRequestSchema,
  emailVerifyRequestSchema,
  mobileCodeRequestSchema,
  mobileVerifyRequestSchema,
  paymentPasswordChangeRequestSchema,
} from '../../shared/contract/calls/security-requests.ts';
import { SECURITY_MODULE } from '../../shared/contract/calls/security-overview.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { PasswordWaiting } from '../services/cashier/password-guard.ts';
import { changePaymentPassword } from '../services/cashier/payment-password.ts';
import { addressBucket } from '../services/ip-address.ts';
import { mobileOf, type MobileNumber } from '../services/mobile-number.ts';
import { fieldError } from '../services/registration-rules.ts';
import { sendEmailCode, verifyEmailCode } from '../services/security/email-binding.ts';
import {
  currentNumber,
  sendMobileCode,
  verifyMobileCode,
} from '../services/security/mobile-binding.ts';
import { securityOverview } from '../services/security/overview.ts';
import {
  SMS_PER_NUMBER_PER_REQUESTER_PER_DAY,
  type SendResult,
} from '../services/sms-verification.ts';

// Per address, on top of the per-number and per-member windows of the codes themselves.
const CODE_LIMIT = { name: 'security-code', limit: 10, windowSeconds: 3600 };
const VERIFY_LIMIT = { name: 'security-verify', limit: 30, windowSeconds: 300 };
const PASSWORD_LIMIT = { name: 'security-password', limit: 20, windowSeconds: 300 };

/** A code's answer, or 429 with Retry-After and the moment the site may ask again. */
function codeAnswer(c: Context, result: SendResult) {
  if ('expirationTime' in result) return ok(c, result);
  c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
  throw new ApiError(429, 'too.many.requests', 'Please wait before requesting another code', {
    expirationTime: Date.now() + result.retryAfterMs,
  });
}

/**
 * The security centre's own calls (requirements D4; docs/api.md "Rewards and security"), under
 * /wps/security. Responsible gaming mounts its calls beside these (security-limits.ts).
 */
export function securityAccountRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const member = [guard(SECURITY_MODULE), requireSession(services.db), refuseTrial] as const;

  /** The number a request names, checked by the site's field rule, or the member's current one. */
  async function numberOf(
    userName: string,
    merchantCode: string,
    input: { mobileNum?: string | undefined; countryDialingCode?: string | undefined },
  ): Promise<MobileNumber> {
    if (input.mobileNum === undefined || input.mobileNum === '') {
      const current = await currentNumber(services.db, userName);
      if (current === undefined) throw paramError([{ field: 'mobileNum', reason: 'required' }]);
      return current;
    }
    const config = await services.site.current();
    const number = mobileOf(config, merchantCode, {
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode?.replace('+', ''),
    });
    const invalid = fieldError(config, 'mobileNum', number.mobileNum, true);
    if (invalid !== undefined) throw paramError([invalid]);
    return number;
  }

  return new Hono<AppEnv>()
    .get('/overview', ...member, async (c) =>
      ok(c, await securityOverview(services.db, c.get('session').userName)),
    )
    .post(
      '/mobile/code',
      ...member,
      rateLimit(services, CODE_LIMIT),
      validate('json', mobileCodeRequestSchema),
      async (c) => {
        const session = c.get('session');
        const number = await numberOf(session.userName, c.get('merchantCode'), c.req.valid('json'));
        const config = await services.site.current();
        const result = await sendMobileCode(services.db, services.sms, session.userName, number, {
          siteName: config.siteName,
          requesters: [`address:${addressBucket(services.clientIp(c))}`, `session:${session.id}`],
          perRequester: SMS_PER_NUMBER_PER_REQUESTER_PER_DAY * services.rateLimitMultiplier,
        });
        return codeAnswer(c, result);
      },
    )
    .post(
      '/mobile/verify',
      ...member,
      rateLimit(services, VERIFY_LIMIT),
      validate('json', mobileVerifyRequestSchema),
      async (c) => {
        const input = c.req.valid('json');
        const number = await numberOf(c.get('session').userName, c.get('merchantCode'), input);
        return ok(
          c,
          await verifyMobileCode(
            services.db,
            c.get('session').userName,
            number,
            input.verificationCode,
          ),
        );
      },
    )
    .post(
      '/email/code',
      ...member,
      rateLimit(services, CODE_LIMIT),
      validate('json', emailCodeRequestSchema),
      async (c) => {
        const config = await services.site.current();
        const result = await sendEmailCode(
          services.db,
          services.mail,
          c.get('session').userName,
          c.req.valid('json').email,
          config.siteName,
        );
        return codeAnswer(c, result);
      },
    )
    .post(
      '/email/verify',
      ...member,
      rateLimit(services, VERIFY_LIMIT),
      validate('json', emailVerifyRequestSchema),
      async (c) =>
        ok(
          c,
          await verifyEmailCode(
            services.db,
            c.get('session').userName,
            c.req.valid('json').verificationCode,
          ),
        ),
    )
    .post(
      '/payment-password',
      ...member,
      rateLimit(services, PASSWORD_LIMIT),
      encryptedInput(services.keys, paymentPasswordChangeRequestSchema),
      async (c) => {
        try {
          await changePaymentPassword(services.db, c.get('session').userName, c.req.valid('json'));
        } catch (error) {
          if (error instanceof PasswordWaiting)
            c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
        return ok(c, null);
      },
    );
}

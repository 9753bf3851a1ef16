import type { z } from 'zod';
import { Hono, type Context } from 'hono';
import type { AppServices } from '../app-services.ts';
import { findMemberByUserName } from '../db/queries/members.ts';
import { registrationInput, usernameQuery } from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readCaptchaClient } from '../http/captcha-cookie.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard, type MerchantVariables } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { memberInfo } from '../services/member-info.ts';
import { mobileOf } from '../services/mobile-number.ts';
import { registerMember } from '../services/registration.ts';
import type { RegistrationVariant } from '../services/registration-rules.ts';

// Sign-ups and name look-ups per address: enough for a family behind one router, not for a script.
const REGISTER_LIMIT = { name: 'register', limit: 10, windowSeconds: 3600 };
const USERNAME_LIMIT = { name: 'username-check', limit: 60, windowSeconds: 300 };

/** Member calls: registration (by user name or mobile number), the user-name check and member info. */
export function memberRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);

  const registration = encryptedInput(services.keys, registrationInput);

  async function register(
    c: Context<AppEnv & MerchantVariables>,
    input: z.output<typeof registrationInput>,
    variant: RegistrationVariant,
  ) {
    const merchantCode = c.get('merchantCode');
    const config = await services.site.current();
    const { countryDialingCode } = mobileOf(config, merchantCode, input);
    const ctx = {
      db: services.db,
      config,
      merchantCode,
      language: c.get('language'),
      captchaClient: readCaptchaClient(c),
    };
    return registerMember(ctx, variant, { ...input, countryDialingCode });
  }

  return new Hono<AppEnv>()
    .put(
      '/register',
      guard('USERNAMEREG3'),
      rateLimit(services, REGISTER_LIMIT),
      registration,
      async (c) => {
        return ok(c, await register(c, c.req.valid('json'), 'username'));
      },
    )
    .put(
      '/register/mobile',
      guard('MOBILENUMREG3'),
      rateLimit(services, REGISTER_LIMIT),
      registration,
      async (c) => {
        return ok(c, await register(c, c.req.valid('json'), 'mobile'));
      },
    )
    .get(
      '/username',
      guard('REG3'),
      rateLimit(services, USERNAME_LIMIT),
      validate('query', usernameQuery),
      async (c) => {
        const taken = await findMemberByUserName(services.db, c.req.valid('query').username);
        return ok(c, { available: taken === undefined });
      },
    )
    .get('/info', guard('COMM3'), requireSession(services.db), async (c) => {
      return ok(c, await memberInfo(services.db, c.get('session'), c.get('language')));
    });
}

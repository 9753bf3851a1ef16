import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import {
  changePasswordInput,
  passwordByEmailInput,
  passwordByPhoneInput,
} from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { mobileOf } from '../services/mobile-number.ts';
import { changePassword, setPasswordByPhone } from '../services/password-change.ts';
import {
  checkResetLink,
  requestResetLink,
  setPasswordByLink,
} from '../services/password-reset-link.ts';
import { resetLinkQuery, setByLinkInput } from '../http/reset-link-inputs.ts';

// Each of these can be used to guess (an old password, a code) or to send mail: kept low per address.
const CHANGE_LIMIT = { name: 'password-change', limit: 20, windowSeconds: 300 };
const RESET_LIMIT = { name: 'password-reset', limit: 10, windowSeconds: 3600 };
// Opening a reset link checks it once; a token has 256 bits, so this only keeps the call cheap.
const LINK_CHECK_LIMIT = { name: 'reset-link-check', limit: 30, windowSeconds: 300 };

/** Password calls: change (session), set by phone and SMS code, forgot by e-mail. */
export function memberPasswordRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .post(
      '/',
      guard('PASS3'),
      requireSession(services.db),
      rateLimit(services, CHANGE_LIMIT),
      encryptedInput(services.keys, changePasswordInput),
      async (c) => {
        const input = c.req.valid('json');
        await changePassword(services.db, await services.site.current(), c.get('session'), input);
        return ok(c, null);
      },
    )
    .post(
      '/verification',
      guard('CHNGPASSVERIF3'),
      rateLimit(services, RESET_LIMIT),
      encryptedInput(services.keys, passwordByPhoneInput),
      async (c) => {
        const input = c.req.valid('json');
        const config = await services.site.current();
        const merchantCode = c.get('merchantCode');
        return ok(
          c,
          await setPasswordByPhone(services.db, config, merchantCode, {
            ...input,
            ...mobileOf(config, merchantCode, input),
          }),
        );
      },
    )
    .post(
      '/email',
      guard('COMM3'),
      rateLimit(services, RESET_LIMIT),
      validate('form', passwordByEmailInput),
      async (c) => {
        const { username, email } = c.req.valid('form');
        // Only a configured origin (PUBLIC_ORIGIN): a Host header chosen by a caller must not steer the link.
        const origin = linkOrigin(services.publicOrigins, c.req.url);
        await requestResetLink(services.db, services.mail, {
          username,
          email,
          origin,
          siteName: (await services.site.current()).siteName,
        });
        return ok(c, null);
      },
    )
    .get(
      '/email/link',
      guard('COMM3'),
      rateLimit(services, LINK_CHECK_LIMIT),
      validate('query', resetLinkQuery),
      async (c) => {
        await checkResetLink(services.db, c.req.valid('query').token);
        return ok(c, null);
      },
    )
    .post(
      '/email/link',
      guard('COMM3'),
      rateLimit(services, RESET_LIMIT),
      encryptedInput(services.keys, setByLinkInput),
      async (c) => {
        return ok(
          c,
          await setPasswordByLink(services.db, await services.site.current(), c.req.valid('json')),
        );
      },
    );
}

import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { changePasswordInput, passwordByEmailInput, passwordByPhoneInput } from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { mobileOf } from '../services/mobile-number.ts';
import { changePassword, resetPasswordByEmail, setPasswordByPhone } from '../services/password-change.ts';

// Each of these can be used to guess (an old password, a code) or to send mail: kept low per address.
const CHANGE_LIMIT = { name: 'password-change', limit: 20, windowSeconds: 300 };
const RESET_LIMIT = { name: 'password-reset', limit: 10, windowSeconds: 3600 };

/** Password calls: change (session), set by phone and SMS code, forgot by e-mail. */
export function memberPasswordRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .post('/', guard('PASS3'), requireSession(services.db), rateLimit(services, CHANGE_LIMIT), encryptedInput(services.keys, changePasswordInput), async (c) => {
      const input = c.req.valid('json');
      await changePassword(services.db, await services.site.current(), c.get('session'), input);
      return ok(c, null);
    })
    .post('/verification', guard('CHNGPASSVERIF3'), rateLimit(services, RESET_LIMIT), encryptedInput(services.keys, passwordByPhoneInput), async (c) => {
      const input = c.req.valid('json');
      const config = await services.site.current();
      const merchantCode = c.get('merchantCode');
      return ok(c, await setPasswordByPhone(services.db, config, merchantCode, { ...input, ...mobileOf(config, merchantCode, input) }));
    })
    .post('/email', guard('COMM3'), rateLimit(services, RESET_LIMIT), validate('form', passwordByEmailInput), async (c) => {
      const { username, email } = c.req.valid('form');
      await resetPasswordByEmail(services.db, services.mail, (await services.site.current()).siteName, username, email);
      return ok(c, null);
    });
}

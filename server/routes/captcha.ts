import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ensureCaptchaClient } from '../http/captcha-cookie.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { issueCaptcha } from '../services/captcha.ts';

const CAPTCHA_LIMIT = { name: 'captcha', limit: 60, windowSeconds: 300 };

/** GET /wps/captcha: a new image captcha; its answer is bound to the caller's httpOnly captcha cookie. */
export function captchaRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/',
    guard('CAPTCHA3'),
    rateLimit(services, CAPTCHA_LIMIT),
    async (c) => {
      const clientId = ensureCaptchaClient(c, services.trustProxy);
      // Every call is a new challenge: a cached image would no longer match the stored answer.
      c.header('Cache-Control', 'no-store');
      return ok(c, await issueCaptcha(services.db, clientId, services.devTools));
    },
  );
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { siteOverridesSchema } from '../config/site-overrides.schema.ts';
import { listOutbox } from '../db/queries/outbox.ts';
import { resetChangedToSeed } from '../db/seed/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { readCaptchaClient } from '../http/captcha-cookie.ts';
import { ApiError } from '../http/errors.ts';
import { lastCaptchaAnswer } from '../services/captcha.ts';
import { devCashierRoutes } from './dev-cashier.ts';
import { devRewardRoutes } from './dev-rewards.ts';
import { devPromoCodeRoutes } from './dev-promo-codes.ts';

const smsQuery = z.object({ mobile: z.string().min(1).max(40).optional() });
const mailQuery = z.object({ to: z.string().min(1).max(320).optional() });

/**
 * Development and test controls (contract: "Development and test controls"). Mounted only with
 * DEV_TOOLS=1 outside production, so elsewhere these paths do not exist at all.
 */
export function devRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .get('/site', async (c) => ok(c, await services.site.current()))
    .put('/site', validate('json', siteOverridesSchema), async (c) => {
      const config = await services.site.apply(c.req.valid('json'));
      services.logger.info('site configuration overridden through /dev/site');
      return ok(c, config);
    })
    .post('/reset', async (c) => {
      const seeded = await resetChangedToSeed(services.db, services.seeders, services.logger);
      services.site.invalidate();
      services.catalogue.invalidate();
      services.logger.info({ seeded }, 'reset to seed data through /dev/reset');
      return ok(c, { seeded });
    })
    .get('/sms-outbox', validate('query', smsQuery), async (c) => {
      await services.sms.settled();
      return ok(c, await listOutbox(services.db, 'sms', c.req.valid('query').mobile));
    })
    .get('/mail-outbox', validate('query', mailQuery), async (c) => {
      await services.mail.settled();
      return ok(c, await listOutbox(services.db, 'mail', c.req.valid('query').to));
    })
    .get('/captcha', async (c) => {
      const client = readCaptchaClient(c);
      const answer =
        client === undefined ? undefined : await lastCaptchaAnswer(services.db, client);
      if (answer === undefined)
        throw new ApiError(404, 'not.found', 'No captcha was issued to this client');
      return ok(c, { answer });
    })
    .route('/rewards/promo-codes', devPromoCodeRoutes(services))
    .route('/rewards', devRewardRoutes(services))
    .route('/cashier', devCashierRoutes(services));
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { validate } from '../http/validate.ts';
import { systemStatus } from '../services/system-status.ts';

const domainRouteQuery = z.object({
  device: z
    .string()
    .regex(/^\d{1,3}$/, 'expected a whole number')
    .transform(Number),
});

/** Start-up calls of the site (module COMM3): status, regions, templates and domain routes. */
export function systemRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get('/status', guard('COMM3'), async (c) => {
      const config = await services.site.current();
      return ok(c, systemStatus(config, services.clientIp(c)));
    })
    .get('/country', guard('COMM3'), async (c) => ok(c, (await services.site.current()).regions))
    .get('/templates', guard('COMM3'), async (c) =>
      ok(c, (await services.site.current()).templates),
    )
    .get('/domainRoute', guard('COMM3'), validate('query', domainRouteQuery), async (c) => {
      const { device } = c.req.valid('query');
      const routes = (await services.site.current()).domainRoutes;
      return ok(
        c,
        routes.filter((route) => route.device === device),
      );
    });
}

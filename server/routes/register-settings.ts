import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';

/** GET /wps/system/setting/register: the field rules of the site configuration, the same ones the server enforces. */
export function registerSettingRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get('/register', guard('REG3'), async (c) => {
    const { fields, patterns } = (await services.site.current()).registration;
    return ok(c, { fields, patterns });
  });
}

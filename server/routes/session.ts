import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';

/** Session calls of the core; login and logout join this resource in later work. */
export function sessionRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get('/key/rsa', guard('COMM3'), async (c) => {
    const { publicKeyBase64 } = await services.keys.requestKey();
    return ok(c, { publicKey: publicKeyBase64 });
  });
}

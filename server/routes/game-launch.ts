import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { launchQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage } from '../services/game-dto.ts';
import { launchGame } from '../services/game-launch.ts';

/** GET /wps/game/launchGame (module GAMELO3, session required): `{ gameUrl }` of the demo game page. */
export function gameLaunchRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/launchGame',
    guard('GAMELO3'),
    requireSession(services.db),
    validate('query', launchQuery),
    async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      return ok(c, await launchGame(services.db, c.get('session'), input, language));
    },
  );
}

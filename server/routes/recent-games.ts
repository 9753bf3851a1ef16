import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { listRecent } from '../db/queries/recent-games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { recentGamesQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage, gameDto, pageCount } from '../services/game-dto.ts';
import { filterOf } from '../services/game-filters.ts';

/** The player's recently launched games (module GAMELOREC3), newest first; launches record them. */
export function recentGameRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/GCS_recentGame',
    guard('GAMELOREC3'),
    requireSession(services.db),
    validate('query', recentGamesQuery),
    async (c) => {
      const input = c.req.valid('query');
      const { rows, total } = await listRecent(
        services.db,
        c.get('session').userName,
        filterOf({
          gameType: input.gameType,
          vassalage: input.vendor === undefined ? undefined : [input.vendor],
        }),
        input,
      );
      const language = catalogueLanguage(input.language, c.get('language'));
      return ok(c, {
        list: rows.map((row) => gameDto(row, language)),
        pageNum: input.pageNo,
        totalPages: pageCount(total, input.pageSize),
        totalCount: total,
      });
    },
  );
}

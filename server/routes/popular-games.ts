import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { listGames, type GameRow } from '../db/queries/games.ts';
import { listLaunchedGames } from '../db/queries/popular-games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { gameTypeParam, languageParam, pageParams } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage, gameDto } from '../services/game-dto.ts';
import { filterOf } from '../services/game-filters.ts';

/** Launches count towards popularity for this long (server/README.md "Popular games"). */
export const POPULAR_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;

const { pageSize } = pageParams(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
export const popularGamesQuery = z.object({
  gameType: gameTypeParam,
  pageSize,
  language: languageParam,
});

/**
 * Popular games (module GAMELO3, no session): the games launched most over the last 7 days, then the
 * catalogue's order, so the list is full even before anyone has played.
 */
export function popularGameRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const { db, catalogue } = services;
  return new Hono<AppEnv>().get(
    '/GCSGAME_popularGames',
    guard('GAMELO3'),
    validate('query', popularGamesQuery),
    async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      const filter = filterOf({ gameType: input.gameType });
      const launched = await listLaunchedGames(
        db,
        filter,
        new Date(Date.now() - POPULAR_PERIOD_MS),
        input.pageSize,
      );
      let rows: readonly GameRow[] = launched;
      if (launched.length < input.pageSize) {
        // Fill with the catalogue's first games, skipping the launched ones (at most pageSize of them).
        const page = { pageNo: 1, pageSize: 2 * input.pageSize };
        const snapshot = await catalogue.snapshot();
        const first =
          snapshot === null
            ? (await listGames(db, filter, page)).rows
            : snapshot.list(filter, page).rows;
        const taken = new Set(launched.map((row) => row.id));
        rows = [...launched, ...first.filter((row) => !taken.has(row.id))].slice(0, input.pageSize);
      }
      return ok(c, { list: rows.map((row) => gameDto(row, language)) });
    },
  );
}

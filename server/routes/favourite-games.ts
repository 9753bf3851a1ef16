import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import {
  addFavourite,
  favouriteIds,
  listFavourites,
  removeFavourite,
} from '../db/queries/favourite-games.ts';
import { findGameById } from '../db/queries/games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { favouriteBody, playerGamesQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage, gameDto, pageCount } from '../services/game-dto.ts';
import { filterOf } from '../services/game-filters.ts';
import { TRIAL_TYPE } from '../services/member-types.ts';

/**
 * The most favourites a player keeps (requirements state no number). A trial player: 200, the
 * largest favourites page (requirements B9.1), so one page shows them all; a trial lasts two hours
 * and its lists go when its session does (services/retention.ts). A member: 1,000, five such pages,
 * a third of the demo catalogue; no one favourites that many by hand, and the list of ids
 * (MCSFE_getFavoriteGames, every id at once) stays about 7 KB.
 */
export const FAVOURITE_LIMIT = { member: 1000, trial: 200 } as const;

/** The player's favourites (module GAMELOFAV3, session required): ids, a paged list, add and remove. */
export function favouriteGameRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const session = requireSession(services.db);
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/MCSFE_getFavoriteGames', guard('GAMELOFAV3'), session, async (c) => {
      return ok(c, await favouriteIds(db, c.get('session').userName));
    })
    .get(
      '/MCSFE_getFavoriteGamesList',
      guard('GAMELOFAV3'),
      session,
      validate('query', playerGamesQuery(24)),
      async (c) => {
        const input = c.req.valid('query');
        const { rows, total } = await listFavourites(
          db,
          c.get('session').userName,
          filterOf({
            gameType: input.gameType,
            vassalage: input.vendor === undefined ? undefined : [input.vendor],
          }),
          input,
        );
        const language = catalogueLanguage(input.language, c.get('language'));
        return ok(c, {
          content: rows.map((row) => gameDto(row, language)),
          pageNum: input.pageNo,
          totalPages: pageCount(total, input.pageSize),
          totalCount: total,
        });
      },
    )
    .post(
      '/MCSFE_addFavoriteGameV2',
      guard('GAMELOFAV3'),
      session,
      validate('json', favouriteBody),
      async (c) => {
        const { nodeId, vendor } = c.req.valid('json');
        const game = await findGameById(db, nodeId);
        // The vendor, when sent, must be the game's: a mismatch means the client holds a stale tile.
        if (game === undefined || (vendor !== undefined && vendor !== game.vendorCode))
          throw new ApiError(404, 'not.found', 'No such game');
        const { userName, type } = c.get('session');
        const limit = type === TRIAL_TYPE ? FAVOURITE_LIMIT.trial : FAVOURITE_LIMIT.member;
        if ((await addFavourite(db, userName, game.id, limit)) === 'full') {
          throw new ApiError(
            409,
            'favourite.limit.reached',
            `At most ${limit} favourite games; remove one to add another`,
            { limit },
          );
        }
        return ok(c, null);
      },
    )
    .delete(
      '/MCSFE_removeFavoriteGameV2',
      guard('GAMELOFAV3'),
      session,
      validate('json', favouriteBody),
      async (c) => {
        // Removing what is not there is success: the site updates its list before the call returns.
        await removeFavourite(db, c.get('session').userName, c.req.valid('json').nodeId);
        return ok(c, null);
      },
    );
}

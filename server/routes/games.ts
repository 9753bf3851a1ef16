import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { listGames, listHotGames, type GameRow } from '../db/queries/games.ts';
import { listWinners } from '../db/queries/winner-board.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { gameListQuery, languageQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rememberedAnswer } from '../http/remembered-answer.ts';
import { validate } from '../http/validate.ts';
import { filterKey } from '../services/catalogue-snapshot.ts';
import { catalogueLanguage, gameDto, pageCount } from '../services/game-dto.ts';
import { filterOf } from '../services/game-filters.ts';
import { vendorMap } from '../services/game-vendors.ts';

// The board shows a short list; the seed holds 50 entries.
const WINNER_BOARD_SIZE = 50;

/** Catalogue reads under /wps/relay: game list and search, hot list, vendors, winner board. */
export function gameRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const { db, catalogue } = services;
  // The list and hot calls answer from memory (services/catalogue-cache.ts); SQL only for huge catalogues.
  return new Hono<AppEnv>()
    .get('/GCSGAME_gameList', guard('GAMELO3'), validate('query', gameListQuery), async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      const filter = filterOf(input);
      const page = ({ rows, total }: { rows: readonly GameRow[]; total: number }) => ({
        games: rows.map((row) => gameDto(row, language)),
        pageNum: input.pageNo,
        totalPages: pageCount(total, input.pageSize),
        totalCount: total,
      });
      const snapshot = await catalogue.snapshot();
      if (snapshot === null) return ok(c, page(await listGames(db, filter, input)));
      const key = `list ${language} ${input.pageNo} ${input.pageSize} ${filterKey(filter)}`;
      return rememberedAnswer(c, snapshot, key, () => page(snapshot.list(filter, input)));
    })
    .get(
      '/GCSGAME_hotGamesV2',
      guard('GAMELOHOT3'),
      validate('query', languageQuery),
      async (c) => {
        const language = catalogueLanguage(c.req.valid('query').language, c.get('language'));
        const answer = (hot: readonly GameRow[]) => ({
          list: hot.map((row) => gameDto(row, language)),
        });
        const snapshot = await catalogue.snapshot();
        if (snapshot === null) return ok(c, answer(await listHotGames(db)));
        return rememberedAnswer(c, snapshot, `hot ${language}`, () => answer(snapshot.hot()));
      },
    )
    .get('/GCSGAME_newGameVendor', guard('COMM3'), validate('query', languageQuery), async (c) => {
      return ok(
        c,
        await vendorMap(db, catalogueLanguage(c.req.valid('query').language, c.get('language'))),
      );
    })
    .get('/ODSFE2_getWinnerBoard', guard('COMM3'), validate('query', languageQuery), async (c) => {
      const language = catalogueLanguage(c.req.valid('query').language, c.get('language'));
      const winners = await listWinners(db, WINNER_BOARD_SIZE);
      return ok(c, {
        list: winners.map((winner) => ({
          vo: {
            customerName: winner.customerName,
            winAmount: winner.winAmount,
            gameName: language === 'BN' ? winner.nameBn : winner.nameEn,
            vassalage: winner.vendor,
          },
        })),
      });
    });
}

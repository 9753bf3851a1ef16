import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage } from '../services/game-dto.ts';
import { drawsOf, loadLotteryGames } from '../services/lottery-games.ts';
import {
  lotteryCenterQuery,
  lotteryListQuery,
  lotteryMenuQuery,
  numeroQuery,
  vnLotteryListQuery,
} from '../services/lottery-inputs.ts';

/**
 * The lottery calls under /wps/relay (module LOTT3, no session: visitors see the lottery centre). Draws
 * follow from each game and the clock (services/lottery-draws.ts); every timed answer carries
 * `serverTime` so the site counts down against this clock, not the phone's.
 */
export function lotteryRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const lotteries = () => loadLotteryGames(services.db, services.catalogue);
  return new Hono<AppEnv>()
    .get('/LOTTFE_lotteryList', guard('LOTT3'), validate('query', lotteryListQuery), async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      const catalogue = await lotteries();
      const serverTime = Date.now();
      return ok(c, {
        serverTime,
        list: catalogue
          .games(input.category, input.vendor)
          .map((row) => catalogue.listEntry(row, language)),
      });
    })
    .get('/LOTTFE_lotteryMenu', guard('LOTT3'), validate('query', lotteryMenuQuery), async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      return ok(c, {
        vendor: input.vendor,
        menus: (await lotteries()).menus(input.vendor, language),
      });
    })
    .get('/LOTTFE_numero', guard('LOTT3'), validate('query', numeroQuery), async (c) => {
      const input = c.req.valid('query');
      const game = (await lotteries()).game(input.vendor, input.gameCode);
      const serverTime = Date.now();
      return ok(c, { serverTime, ...drawsOf(game, serverTime) });
    })
    .get(
      '/LOTTFE_vnLotteryList',
      guard('LOTT3'),
      validate('query', vnLotteryListQuery),
      async (c) => {
        const language = catalogueLanguage(c.req.valid('query').language, c.get('language'));
        const catalogue = await lotteries();
        const serverTime = Date.now();
        return ok(c, { serverTime, regions: catalogue.vnRegions(language, serverTime) });
      },
    )
    .get(
      '/LOTTFE_lotteryCenter',
      guard('LOTT3'),
      validate('query', lotteryCenterQuery),
      async (c) => {
        const input = c.req.valid('query');
        const language = catalogueLanguage(input.language, c.get('language'));
        const catalogue = await lotteries();
        const serverTime = Date.now();
        return ok(c, {
          serverTime,
          list: catalogue
            .games(input.category)
            .map((row) => catalogue.centreEntry(row, language, serverTime)),
        });
      },
    );
}

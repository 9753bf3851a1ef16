import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { listVendors } from '../db/queries/game-vendors.ts';
import { findVendorGame } from '../db/queries/games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { DEMO_PAGE_CSS, demoGamePage } from '../services/demo-game-page.ts';

const pageQuery = z.object({
  mode: z.enum(['free', 'real']).default('real'),
  lang: z.enum(['bn', 'en']).default('bn'),
  prizeMode: z.enum(['lottery', 'elottery', 'SEA']).optional(),
  playType: z.enum(['Tradition', 'Entertainment']).optional(),
});

const GAME_CODE = /^([A-Za-z0-9_]{1,32})-\d{1,6}$/;

/**
 * The demo game pages launches point at (/games/play/<code>). They are opened by navigation, which
 * carries no Authorization header, so they show a game and take no session: launching (and its
 * checks) happened in GET /wps/game/launchGame.
 */
export function gamePlayRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .get('/play.css', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(DEMO_PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    })
    .get('/play/:code', validate('query', pageQuery), async (c) => {
      const code = c.req.param('code');
      const vendor = GAME_CODE.exec(code)?.[1];
      const game =
        vendor === undefined
          ? undefined
          : await findVendorGame(services.db, vendor, { gameId: code });
      if (game === undefined) throw new ApiError(404, 'not.found', 'No such game');
      const query = c.req.valid('query');
      const vendorName =
        (await listVendors(services.db)).find((row) => row.code === game.vendorCode)?.displayName ??
        game.vendorCode;
      // Free play is shown only where the game has it, whatever the address says.
      const page = demoGamePage(game, vendorName, {
        free: query.mode === 'free' && game.supportsFreePlay,
        language: query.lang,
        prizeMode: query.prizeMode,
        playType: query.playType,
      });
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    });
}

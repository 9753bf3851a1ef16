import { Hono } from 'hono';
import { gameRoundRequestSchema } from '../../shared/contract/calls/cashier-requests.ts';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { listVendors } from '../db/queries/game-vendors.ts';
import { findVendorGame } from '../db/queries/games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonNestingGuard } from '../http/json-nesting.ts';
import { inputFieldErrors, validate } from '../http/validate.ts';
import { playRound } from '../services/cashier/rounds.ts';
import { Refusal } from '../services/refusal.ts';
import { slotOf } from '../services/cashier/rounds.ts';
import { DEMO_PAGE_CSS, DEMO_PAGE_SCRIPT, demoGamePage } from '../services/demo-game-page.ts';

const pageQuery = z.object({
  mode: z.enum(['free', 'real']).default('real'),
  lang: z.enum(['bn', 'en']).default('bn'),
  prizeMode: z.enum(['lottery', 'elottery', 'SEA']).optional(),
  playType: z.enum(['Tradition', 'Entertainment']).optional(),
  // The launch's play ticket (docs/api.md "Cashier" → Rounds); the page's script sends it back.
  ticket: z.string().max(512).optional(),
});

const GAME_CODE = /^([A-Za-z0-9_]{1,32})-\d{1,6}$/;

// A round's body is a ticket and a stake: a few hundred bytes. The page is outside /wps, so the API's
// body limit does not cover it and it sets its own, answered with the envelope like the API's; 64 KB
// leaves a deeply nested body to the nesting guard's own answer (server/http/json-nesting.ts).
const ROUND_BODY_BYTES = 64 * 1024;
const roundBodyLimit = bodyLimit({
  maxSize: ROUND_BODY_BYTES,
  onError: () => {
    throw new ApiError(400, 'request_param_err', 'Request body too large', {
      fields: [{ field: 'body', reason: 'too large' }],
    });
  },
});

/**
 * A round without its ticket is refused like a forged one, 401 `play.ticket.invalid` (docs/api.md
 * "Cashier", error codes), rather than as a missing field. Only a body that is otherwise good: any
 * other fault (a bad stake, a control character, not a JSON object) is left to the contract's schema.
 */
const requireTicket = createMiddleware(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const ticket = (body as { ticket?: unknown }).ticket;
    const rest = { ...body, ticket: 'present' };
    if (
      (ticket === undefined || ticket === null || ticket === '') &&
      inputFieldErrors(rest, z.safeParse(gameRoundRequestSchema, rest)).length === 0
    )
      throw new Refusal('play.ticket.invalid', 'A round needs the play ticket of its launch');
  }
  await next();
});

/**
 * The demo game pages launches point at (/games/play/<code>). They are opened by navigation, which
 * carries no Authorization header, so they show a game and take no session: launching (and its
 * checks) happened in GET /wps/game/launchGame. Its spins post to /games/play/<code>/rounds with the
 * launch's play ticket instead (docs/api.md "Cashier" → Rounds): outside /wps, so no Merchant header
 * or module, but answered with the envelope and validated with the contract's schema.
 */
export function gamePlayRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .get('/play.css', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(DEMO_PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    })
    .get('/play.js', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(DEMO_PAGE_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
      });
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
      const slot = await slotOf(services.db, game, query.ticket, new Date());
      // Free play is shown only where the game has it, whatever the address says; with a ticket, the
      // ticket says which money the slot plays with.
      const page = demoGamePage(game, vendorName, {
        free:
          slot === undefined
            ? query.mode === 'free' && game.supportsFreePlay
            : slot.balance === null,
        language: query.lang,
        prizeMode: query.prizeMode,
        playType: query.playType,
        slot,
      });
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    })
    .post(
      '/play/:code/rounds',
      roundBodyLimit,
      jsonNestingGuard,
      requireTicket,
      validate('json', gameRoundRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const round = await playRound(services.db, {
          gameCode: c.req.param('code'),
          ticket: body.ticket,
          stake: body.stake,
          idempotencyKey: idempotencyKeyOf(c),
          now: new Date(),
        });
        // A member's balance: never kept by a cache.
        c.header('Cache-Control', 'no-store');
        return ok(c, round);
      },
    );
}

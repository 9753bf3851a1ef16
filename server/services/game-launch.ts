import type { Database } from '../db/client.ts';
import { findGameById, findVendorGame, type GameRow } from '../db/queries/games.ts';
import { recordLaunch } from '../db/queries/recent-games.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { issuePlayTicket } from './cashier/play-ticket.ts';
import { playTypesOf } from './lottery-games.ts';
import { TRIAL_TYPE } from './member-types.ts';

export interface LaunchInput {
  nodeId?: number | undefined;
  gameId?: string | undefined;
  vendor?: string | undefined;
  gameCode?: string | undefined;
  freeplay?: boolean | undefined;
  prizeMode?: string | undefined;
  playType?: string | undefined;
  language?: string | undefined;
}

async function gameOf(db: Database, input: LaunchInput): Promise<GameRow | undefined> {
  if (input.nodeId !== undefined) {
    const game = await findGameById(db, input.nodeId);
    return input.vendor === undefined || game?.vendorCode === input.vendor ? game : undefined;
  }
  if (input.vendor === undefined) return undefined;
  return findVendorGame(db, input.vendor, { gameId: input.gameId, gameCode: input.gameCode });
}

/**
 * Requirements B4.10 "Game launch": finds the game (generic launch by nodeId, lotteries by vendor and game
 * code), records it as recent and answers the URL of this server's demo game page. A play type the
 * game is not offered in is refused (400 on `playType`). A trial session plays for free, so it may
 * launch only games that support free play; a member plays for free when asking for it on such a game.
 */
export async function launchGame(
  db: Database,
  session: SessionRow,
  input: LaunchInput,
  language: string,
): Promise<{ gameUrl: string }> {
  const game = await gameOf(db, input);
  if (game === undefined) throw new ApiError(404, 'not.found', 'No such game');
  // Requirements B4.10: a LOTT or ELOTT game launches only in a play type it is offered in (its lottery
  // list's playTypes); a game without play types has none to ask for.
  const offered = playTypesOf(game);
  if (input.playType !== undefined && !offered.includes(input.playType)) {
    const reason =
      offered.length === 0
        ? 'this game has no play types'
        : `this game is offered in ${offered.join(' and ')} only`;
    throw paramError([{ field: 'playType', reason }]);
  }
  const trial = session.type === TRIAL_TYPE;
  if (trial && !game.supportsFreePlay)
    throw new ApiError(
      403,
      'trial.not.allowed',
      'Please login an actual account to use this function',
    );
  const freePlay = game.supportsFreePlay && (trial || input.freeplay === true);
  await recordLaunch(db, session.userName, game.id);
  const params = new URLSearchParams({
    mode: freePlay ? 'free' : 'real',
    lang: language === 'BN' ? 'bn' : 'en',
  });
  // Requirements B4: TCG_SEA launches with prize mode SEA; LOTT and ELOTT pass their play type. Every
  // lottery (a lotto mode or a play type) keeps the prize mode asked for (B4.8: LOTT's lottery/elottery).
  const prizeMode = input.prizeMode ?? (game.lottoMode === 'SEA' ? 'SEA' : undefined);
  if (prizeMode !== undefined && (game.lottoMode !== null || game.playType !== null))
    params.set('prizeMode', prizeMode);
  const playType = input.playType ?? game.playType;
  if (playType !== null && playType !== undefined && game.playType !== null)
    params.set('playType', playType);
  // Docs/api.md "Cashier" → Rounds: the page's spins carry this ticket back, bound to the session,
  // the game, the money (free or real) and an expiry; the page has no session header of its own.
  params.set(
    'ticket',
    await issuePlayTicket(
      db,
      { sessionId: session.id, userName: session.userName, gameCode: game.code, free: freePlay },
      new Date(),
    ),
  );
  return { gameUrl: `/games/play/${encodeURIComponent(game.code)}?${params.toString()}` };
}

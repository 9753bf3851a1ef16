import type { Game } from '../../../api/endpoints/game-entry';
import { prizeModeFor, type GameVendors } from '../../../api/endpoints/game-vendors';
import type { LaunchGameQuery } from '../../../api/endpoints/launch-game';
import { canFreePlay, freePlayVerdict, offersFreePlay } from '../../../lib/free-play';

/** Spec 000 §9: the trial (guest) session type. */
export const TRIAL_TYPE = 4;

export interface LaunchSession {
  type: number;
}

export type LaunchPlan =
  | { kind: 'login' }
  /**
   * A trial player may open only games with free play (spec §6: "Please login an actual account");
   * free play itself is for members of types 0, 1 and 2 with a session (free_reject otherwise).
   */
  | { kind: 'refused'; code: 'trial.not.allowed' | 'free_reject' }
  | { kind: 'launch'; query: LaunchGameQuery };

const supportsFreePlay = offersFreePlay;

/**
 * Spec §4 "Game launch": no session goes to the login; TCG_LOTTO_VN and TCG_SEA launch a lottery
 * with vendor, gameCode and prize mode (SEA for TCG_SEA); LOTT and ELOTT a lottery with their play
 * type; everything else the generic launch with category, vendor, gameId, nodeId and free-play flag.
 * A trial player plays for free, so only games that offer free play.
 */
export function launchPlan(
  game: Game,
  session: LaunchSession | null,
  vendors: GameVendors | undefined,
  options: { freePlay?: boolean; language?: string } = {},
): LaunchPlan {
  // Asking for free play: anyone but a member of types 0, 1 or 2 is refused where they stand (a
  // visitor too, instead of the login).
  if (options.freePlay === true && !freePlayVerdict(session).allowed) return { kind: 'refused', code: 'free_reject' };
  if (session === null) return { kind: 'login' };
  const trial = session.type === TRIAL_TYPE;
  if (trial && !supportsFreePlay(game)) return { kind: 'refused', code: 'trial.not.allowed' };
  const language = options.language ? { language: options.language } : {};
  const vendor = game.vassalage;
  if (vendor === 'TCG_SEA' || vendor === 'TCG_LOTTO_VN') {
    const prizeMode = vendor === 'TCG_SEA' ? 'SEA' : prizeModeFor(vendors, vendor);
    return { kind: 'launch', query: { vendor, gameCode: game.gameCode, prizeMode, ...language } };
  }
  if (vendor === 'LOTT' || vendor === 'ELOTT') {
    return {
      kind: 'launch',
      query: {
        vendor,
        gameCode: game.gameCode,
        ...(game.playType ? { playType: game.playType } : {}),
        ...(vendor === 'LOTT' ? { prizeMode: prizeModeFor(vendors, vendor) } : {}),
        ...language,
      },
    };
  }
  // A member asks for free play only where offered and allowed (spec §5, lib/free-play); a trial
  // player always plays free.
  const freeplay = supportsFreePlay(game) && (trial || (options.freePlay === true && canFreePlay(session)));
  return {
    kind: 'launch',
    query: {
      category: game.gameCategory ?? game.gameType,
      vendor,
      gameId: game.gameId,
      nodeId: game.nodeId,
      freeplay,
      ...language,
    },
  };
}

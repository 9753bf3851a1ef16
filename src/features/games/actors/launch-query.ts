import type { Game } from '../../../api/endpoints/game-entry';
import { prizeModeFor, type GameVendors } from '../../../api/endpoints/game-vendors';
import type { LaunchGameQuery } from '../../../api/endpoints/launch-game';

/**
 * The launch call of a game the game launch chart (machines/game-launch.machine.ts) decided to
 * launch: TCG_LOTTO_VN and TCG_SEA launch a lottery with vendor, game code and prize mode (SEA for
 * TCG_SEA, the vendor's own otherwise); LOTT and ELOTT a lottery with their play type (and LOTT its
 * prize mode); every other game the generic launch with category, vendor, game id, node id and the
 * free-play flag the chart chose.
 */
export function launchQuery(
  game: Game,
  vendors: GameVendors | undefined,
  options: { freePlay: boolean; language?: string },
): LaunchGameQuery {
  const language = options.language ? { language: options.language } : {};
  const vendor = game.vassalage;
  if (vendor === 'TCG_SEA' || vendor === 'TCG_LOTTO_VN') {
    const prizeMode = vendor === 'TCG_SEA' ? 'SEA' : prizeModeFor(vendors, vendor);
    return { vendor, gameCode: game.gameCode, prizeMode, ...language };
  }
  if (vendor === 'LOTT' || vendor === 'ELOTT') {
    return {
      vendor,
      gameCode: game.gameCode,
      ...(game.playType ? { playType: game.playType } : {}),
      ...(vendor === 'LOTT' ? { prizeMode: prizeModeFor(vendors, vendor) } : {}),
      ...language,
    };
  }
  return {
    category: game.gameCategory ?? game.gameType,
    vendor,
    gameId: game.gameId,
    nodeId: game.nodeId,
    freeplay: options.freePlay,
    ...language,
  };
}

import type { Game } from '../../../api/endpoints/game-entry';
import type { LotteryCenterEntry } from '../../../api/endpoints/lottery-center';

/** The Vietnam lotteries draw once a day per region. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * A lottery of the lottery centre as the game launch path takes it (src/features/games/actors/
 * launch-query.ts): vendor, game code and play type from the answer; lotteries offer no free play.
 */
export function lotteryGame(entry: LotteryCenterEntry, category: string): Game {
  return {
    nodeId: entry.nodeId,
    gameId: entry.gameId,
    roomId: null,
    gameType: category,
    gameCategory: category,
    gameName: entry.gameName,
    displayName: entry.gameName,
    vassalage: entry.vendor,
    gameClassify: null,
    showIcon: 1,
    iconUrl: entry.iconUrl,
    supportPlay: 1,
    freeplay: 0,
    isGameH5: 1,
    gameCode: entry.gameCode,
    lottoMode: entry.prizeMode,
    playType: entry.playType,
    minBet: null,
    minLine: null,
    isNew: 0,
    jackpot: null,
  };
}

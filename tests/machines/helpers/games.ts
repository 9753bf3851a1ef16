import type { Game } from '../../../src/api/endpoints/game-entry.ts';

/** A catalogue game as the charts see it; only the fields a test cares about vary. */
export function game(nodeId: number, patch: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `JILI-${String(nodeId).padStart(4, '0')}`,
    roomId: null,
    gameType: 'RNG',
    gameCategory: 'RNG',
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'JILI',
    gameClassify: 'SLOT',
    showIcon: 1,
    iconUrl: `/games/art/game/JILI-${nodeId}.png`,
    supportPlay: 0,
    freeplay: 1,
    isGameH5: 1,
    gameCode: String(1000 + nodeId),
    lottoMode: null,
    playType: null,
    minBet: '0.50',
    minLine: 1,
    isNew: 0,
    jackpot: null,
    ...patch,
  };
}

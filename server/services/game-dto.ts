import type { GameRow } from '../db/queries/games.ts';

export type CatalogueLanguage = 'BN' | 'EN';

/** Names exist in Bengali and English; every other language reads the English ones. */
export function catalogueLanguage(
  requested: string | undefined,
  header: string,
): CatalogueLanguage {
  return (requested ?? header).toUpperCase() === 'BN' ? 'BN' : 'EN';
}

/** Art is served by this server (routes/game-art.ts), so the paths are origin-relative. */
export const gameIconPath = (code: string) => `/games/art/game/${code}.png`;
export const vendorIconPath = (vendor: string, white: boolean) =>
  `/games/art/vendor/${vendor}${white ? '-WHITE' : ''}.png`;

/** A game as the site reads it (requirements B3.1 "Game"), plus the catalogue facts its filters show. */
export function gameDto(row: GameRow, language: CatalogueLanguage) {
  return {
    nodeId: row.id,
    gameId: row.code,
    roomId: row.roomId,
    gameType: row.gameType,
    gameCategory: row.gameCategory,
    gameName: row.nameEn,
    displayName: language === 'BN' ? row.nameBn : row.nameEn,
    vassalage: row.vendorCode,
    gameClassify: row.classify,
    showIcon: 1,
    iconUrl: gameIconPath(row.code),
    // Spec: supportPlay 0 means free play is available; freeplay 1 means the same from the other side.
    supportPlay: row.supportsFreePlay ? 0 : 1,
    freeplay: row.supportsFreePlay ? 1 : 0,
    isGameH5: 1,
    gameCode: row.launchCode,
    lottoMode: row.lottoMode,
    playType: row.playType,
    minBet: row.minBet,
    minLine: row.minLine,
    isNew: row.isNew ? 1 : 0,
    hotRank: row.hotRank,
    jackpot: row.jackpot,
  };
}

export type GameDto = ReturnType<typeof gameDto>;

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

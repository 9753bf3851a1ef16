import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { addFavourite } from '../../src/api/endpoints/add-favourite';
import { favouriteIdsQueryOptions, fetchFavouriteIds } from '../../src/api/endpoints/favourite-ids';
import { fetchFavouriteList } from '../../src/api/endpoints/favourite-list';
import { gameSchema } from '../../src/api/endpoints/game-entry';
import {
  fetchGameList,
  gameListQueryOptions,
  gameListSchema,
} from '../../src/api/endpoints/game-list';
import {
  fetchGameVendors,
  gameVendorsSchema,
  inHouseVendors,
  prizeModeFor,
  sortedCategories,
  type GameVendors,
} from '../../src/api/endpoints/game-vendors';
import { fetchHotGames } from '../../src/api/endpoints/hot-games';
import { launchGame } from '../../src/api/endpoints/launch-game';
import { fetchRecentGames } from '../../src/api/endpoints/recent-games';
import { removeFavourite } from '../../src/api/endpoints/remove-favourite';
import { compareAmounts, fetchWinnerBoard } from '../../src/api/endpoints/winner-board';
import { fail, fakeAdapter, header, ok } from './helpers/fake-adapter';

// A game exactly as the reference server answers it (server/README.md "Game fields").
const serverGame = {
  nodeId: 871,
  gameId: 'JDB-0071',
  roomId: null,
  gameType: 'RNG',
  gameCategory: 'RNG',
  gameName: 'Ancient Pirates Gold Edition',
  displayName: 'প্রাচীন জলদস্যু গোল্ড সংস্করণ',
  vassalage: 'JDB',
  gameClassify: 'SLOT',
  showIcon: 1,
  iconUrl: '/games/art/game/JDB-0071.png',
  supportPlay: 0,
  freeplay: 1,
  isGameH5: 1,
  gameCode: '1071',
  lottoMode: null,
  playType: null,
  minBet: '0.50',
  minLine: 25,
  isNew: 0,
  hotRank: 26,
  jackpot: null,
};
const vendor = (vassalage: string, gameCategory: string, inHouse = 0) => ({
  vassalage,
  displayName: vassalage,
  gameType: gameCategory === 'INHOUSE' ? 'RNG' : gameCategory,
  gameCategory,
  mobileLargeIcon: `/games/art/vendor/${vassalage}-WHITE.png`,
  img: `/games/art/vendor/${vassalage}.png`,
  isHot: 0,
  inHouse,
  gameCount: 3,
});
const vendorsAnswer = {
  sorting: ['RNG', 'SPORTS', 'LOTT', 'ELOTT'].map((gameCategory, i) => ({
    gameCategory,
    vendorNames: [],
    sort: i + 1,
  })),
  vendors: {
    RNG: [vendor('JILI', 'RNG')],
    SPORTS: [vendor('ARENA', 'SPORTS')],
    ESPORTS: [vendor('AV', 'ESPORTS')],
    COCKFIGHT: [vendor('SV3', 'COCKFIGHT')],
    INHOUSE: [vendor('HOUSE', 'INHOUSE', 1)],
    LOTT: [vendor('LOTT', 'LOTT')],
    ELOTT: [vendor('TCG_LOTTO_VN', 'ELOTT')],
  },
  gameTypes: {
    RNG: {
      gameType: 'RNG',
      gameClassify: [{ key: 'SLOT', displayName: 'Slots', vendors: ['JILI'] }],
      gameCount: 3,
    },
  },
};

const answers: Record<string, unknown> = {
  '/wps/relay/GCSGAME_gameList': { games: [serverGame], pageNum: 1, totalPages: 3, totalCount: 61 },
  '/wps/relay/GCSGAME_hotGamesV2': { list: [serverGame] },
  '/wps/relay/GCSGAME_newGameVendor': vendorsAnswer,
  '/wps/relay/MCSFE_getFavoriteGames': [871, 12],
  '/wps/relay/MCSFE_getFavoriteGamesList': {
    content: [serverGame],
    pageNum: 1,
    totalPages: 1,
    totalCount: 1,
  },
  '/wps/relay/MCSFE_addFavoriteGameV2': null,
  '/wps/relay/MCSFE_removeFavoriteGameV2': null,
  '/wps/relay/GCS_recentGame': { list: [serverGame], totalPages: 1 },
  '/wps/game/launchGame': { gameUrl: '/games/play/JDB-0071?mode=real&lang=en' },
  '/wps/relay/ODSFE2_getWinnerBoard': {
    list: [
      { vo: { customerName: 'a***1', winAmount: '99.90', gameName: 'A', vassalage: 'JILI' } },
      { vo: { customerName: 'b***2', winAmount: '1200.5', gameName: 'B', vassalage: 'PG' } },
      { vo: { customerName: 'c***3', winAmount: '1200.45', gameName: 'C', vassalage: 'PG' } },
    ],
  },
};

function setup() {
  const server = fakeAdapter((config) => ok(answers[config.url ?? '']));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}

describe('game endpoints', () => {
  it('list and search send every filter of requirements B7, blank when unset, and read the page', async () => {
    const { client, requests } = setup();
    const page = await fetchGameList(
      { gameName: ' dragon ', gameType: 'RNG', vassalage: 'JILI,PG', pageNo: 2, pageSize: 9 },
      client,
    );
    expect(page).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 61 });
    expect(page.games[0]?.displayName).toBe('প্রাচীন জলদস্যু গোল্ড সংস্করণ');
    expect(header(requests[0], 'ModuleId')).toBe('GAMELO3');
    expect(requests[0]?.params).toEqual({
      platform: 'html5',
      clientType: 2,
      gameName: 'dragon',
      gameType: 'RNG',
      vassalage: 'JILI,PG',
      gameClassify: '',
      minBet: '',
      minLine: '',
      isNew: '',
      language: '',
      pageNo: 2,
      pageSize: 9,
    });
  });

  it('each call names its path and module, and reads its answer', async () => {
    const { client, requests } = setup();
    expect(await fetchHotGames('EN', client)).toHaveLength(1);
    expect((await fetchGameVendors('EN', client)).vendors['RNG']?.[0]?.vassalage).toBe('JILI');
    expect(await fetchFavouriteIds(client)).toEqual([871, 12]);
    expect(
      (await fetchFavouriteList({ pageNo: 1, pageSize: 100, vendor: 'JDB' }, client)).games[0]
        ?.nodeId,
    ).toBe(871);
    expect(await fetchRecentGames({ pageNo: 2, pageSize: 24 }, client)).toMatchObject({
      pageNum: 2,
      totalPages: 1,
      totalCount: 1,
    });
    await addFavourite({ nodeId: 871, vassalage: 'JDB' }, client);
    await removeFavourite({ nodeId: 871, vassalage: 'JDB' }, client);
    expect(
      await launchGame({ nodeId: 871, vendor: 'JDB', freeplay: false, category: 'RNG' }, client),
    ).toEqual({
      gameUrl: '/games/play/JDB-0071?mode=real&lang=en',
    });
    const modules = requests.map((r) => [r.method, r.url, header(r, 'ModuleId')]);
    expect(modules).toEqual([
      ['get', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3'],
      ['get', '/wps/relay/GCSGAME_newGameVendor', 'COMM3'],
      ['get', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3'],
      ['get', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3'],
      ['get', '/wps/relay/GCS_recentGame', 'GAMELOREC3'],
      ['post', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3'],
      ['delete', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3'],
      ['get', '/wps/game/launchGame', 'GAMELO3'],
    ]);
    expect(requests[0]?.params).toEqual({ isPlatform: 2, language: 'EN', platform: 'html5' });
    expect(requests[3]?.params).toEqual({
      pageNo: 1,
      pageSize: 100,
      gameType: '',
      vendor: 'JDB',
      language: '',
    });
    expect(requests[4]?.params).toMatchObject({ page: 2, pageSize: 24, clientType: 2 });
    expect(JSON.parse(String(requests[5]?.data))).toEqual({ nodeId: 871, vendor: 'JDB' });
    expect(JSON.parse(String(requests[6]?.data))).toEqual({ nodeId: 871, vendor: 'JDB' });
    expect(requests[7]?.params).toEqual({
      nodeId: 871,
      vendor: 'JDB',
      freeplay: 0,
      category: 'RNG',
    });
  });

  it('the winner board is sorted by winAmount, biggest first, compared exactly', async () => {
    const { client } = setup();
    expect((await fetchWinnerBoard('BN', client)).map((w) => w.winAmount)).toEqual([
      '1200.5',
      '1200.45',
      '99.90',
    ]);
    expect(compareAmounts('10.10', '10.1')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBeLessThan(0);
    expect(compareAmounts('0012', '11.999')).toBeGreaterThan(0);
  });

  it('a refused call surfaces its code', async () => {
    const server = fakeAdapter(() => fail(401, 'login.not.session'));
    const client = createApiClient({ adapter: server.adapter, events: createApiEvents() });
    await expect(fetchFavouriteIds(client)).rejects.toMatchObject({ code: 'login.not.session' });
  });

  it('read queries are keyed by what they ask, favourites by the player', async () => {
    const { client } = setup();
    const queryClient = new QueryClient();
    const options = gameListQueryOptions({ gameType: 'FISH', pageNo: 1, pageSize: 24 }, client);
    expect(options.queryKey[2]).toMatchObject({ gameType: 'FISH', pageNo: 1, pageSize: 24 });
    expect((await queryClient.fetchQuery(options)).totalCount).toBe(61);
    expect(favouriteIdsQueryOptions('demo_player', client).queryKey).toEqual([
      'games',
      'favourite-ids',
      'demo_player',
    ]);
  });
});

describe('game schemas', () => {
  it('fill what older platforms leave out and drop a malformed game instead of the page', () => {
    const { displayName: _name, gameCode: _code, ...bare } = serverGame;
    const parsed = gameSchema.parse(bare);
    expect(parsed.displayName).toBe('Ancient Pirates Gold Edition');
    expect(parsed.gameCode).toBe('lobby');
    const page = gameListSchema.parse({
      games: [serverGame, { nodeId: 'x' }],
      pageNum: '1',
      totalPages: 2,
    });
    expect(page.games).toHaveLength(1);
    expect(page.totalCount).toBe(1);
    expect(gameListSchema.safeParse({ games: 'none', pageNum: 1, totalPages: 1 }).success).toBe(
      false,
    );
    expect(gameListSchema.safeParse({ games: [], totalPages: 1 }).success).toBe(false);
  });
});

describe('vendor rules', () => {
  const data: GameVendors = gameVendorsSchema.parse(vendorsAnswer);

  it('orders categories: ESPORTS then COCKFIGHT after SPORTS when they have vendors, INHOUSE last (requirements B4)', () => {
    expect(sortedCategories(data)).toEqual([
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'INHOUSE',
    ]);
    const bare = gameVendorsSchema.parse({
      ...vendorsAnswer,
      vendors: { RNG: [], SPORTS: [], ESPORTS: [] },
    });
    expect(sortedCategories(bare)).toEqual(['RNG', 'SPORTS', 'LOTT', 'ELOTT']);
  });

  it('prize mode is elottery when the ELOTT mapping lists TCG_LOTTO_VN or LOTT (requirements B4)', () => {
    expect(prizeModeFor(data, 'TCG_LOTTO_VN')).toBe('elottery');
    expect(prizeModeFor(data, 'LOTT')).toBe('lottery');
    expect(prizeModeFor(data, 'JILI')).toBe('lottery');
    expect(prizeModeFor(undefined, 'TCG_LOTTO_VN')).toBe('lottery');
  });

  it('finds the in-house vendors', () => {
    expect(inHouseVendors(data)).toEqual(['HOUSE']);
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { fetchLotteryCenter, lotteryCenterSchema } from '../../src/api/endpoints/lottery-center';
import { fetchLotteryList } from '../../src/api/endpoints/lottery-list';
import { fetchLotteryMenu } from '../../src/api/endpoints/lottery-menu';
import { fetchLotteryNumero, lotteryNumeroSchema } from '../../src/api/endpoints/lottery-numero';
import { fetchVnLotteryList, vnLotteryListSchema } from '../../src/api/endpoints/lottery-vn';
import { fetchPopularGames } from '../../src/api/endpoints/popular-games';
import * as z from 'zod/mini';
import { fail, fakeAdapter, header, ok } from './helpers/fake-adapter';

// Answers in the shapes the reference server gives (server/README.md, lottery calls).
const serverTime = 1_800_000_000_000;
const current = {
  numero: '20270115-101',
  closeAt: serverTime + 60_000,
  drawAt: serverTime + 90_000,
};
const next = {
  numero: '20270115-102',
  closeAt: serverTime + 240_000,
  drawAt: serverTime + 270_000,
};
const last = {
  numero: '20270115-100',
  drawAt: serverTime - 90_000,
  result: ['3', '0', '7', '7', '1'],
};
const centreEntry = {
  vendor: 'LOTT',
  gameCode: '1001',
  gameName: '5D Lotto 1',
  iconUrl: '/games/art/game/LOTT-1001.png',
  nodeId: 4001,
  gameId: 'LOTT-1001',
  prizeMode: 'lottery',
  playType: 'Tradition',
  current,
  last,
};
const serverGame = {
  nodeId: 871,
  gameId: 'JDB-0071',
  roomId: null,
  gameType: 'RNG',
  gameName: 'Ancient Pirates',
  displayName: 'Ancient Pirates',
  vassalage: 'JDB',
  iconUrl: '/games/art/game/JDB-0071.png',
};

const answers: Record<string, unknown> = {
  '/wps/relay/LOTTFE_lotteryList': {
    serverTime,
    list: [
      {
        ...centreEntry,
        current: undefined,
        last: undefined,
        playType: undefined,
        playTypes: ['Tradition', 'Entertainment'],
        drawIntervalSeconds: 180,
      },
    ],
  },
  '/wps/relay/LOTTFE_lotteryMenu': {
    vendor: 'LOTT',
    menus: [
      {
        playType: 'Tradition',
        name: 'Tradition',
        games: [{ gameCode: '1001', gameName: '5D Lotto 1' }],
      },
    ],
  },
  '/wps/relay/LOTTFE_numero': { serverTime, current, next, last: null },
  '/wps/relay/LOTTFE_vnLotteryList': {
    serverTime,
    regions: [
      {
        region: 'SOUTH',
        name: 'South',
        draws: [
          {
            vendor: 'TCG_LOTTO_VN',
            gameCode: '2001',
            gameName: 'Lotto Ho Chi Minh',
            ...current,
            last: { ...last, result: ['123456'] },
          },
        ],
      },
    ],
  },
  '/wps/relay/LOTTFE_lotteryCenter': {
    serverTime,
    list: [
      centreEntry,
      { ...centreEntry, vendor: 'TCG_SEA', prizeMode: 'SEA', playType: null, last: null },
    ],
  },
  '/wps/relay/GCSGAME_popularGames': { list: [serverGame, { broken: true }] },
};

function setup() {
  const server = fakeAdapter((config) => ok(answers[config.url ?? '']));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}

describe('lottery and popular-games endpoints', () => {
  it('each call names its path, module and parameters, and reads its answer', async () => {
    const { client, requests } = setup();
    const list = await fetchLotteryList({ category: 'LOTT', language: 'EN' }, client);
    expect(list.list[0]).toMatchObject({
      vendor: 'LOTT',
      playTypes: ['Tradition', 'Entertainment'],
      drawIntervalSeconds: 180,
      prizeMode: 'lottery',
    });
    await fetchLotteryList({ category: 'ELOTT', vendor: 'ELOTT', language: 'BN' }, client);
    expect(
      (await fetchLotteryMenu({ vendor: 'LOTT', language: 'EN' }, client)).menus[0]?.games,
    ).toEqual([{ gameCode: '1001', gameName: '5D Lotto 1' }]);
    expect(await fetchLotteryNumero({ vendor: 'LOTT', gameCode: '1001' }, client)).toEqual({
      serverTime,
      current,
      next,
      last: null,
    });
    expect((await fetchVnLotteryList('EN', client)).regions[0]?.draws[0]?.last?.result).toEqual([
      '123456',
    ]);
    const centre = await fetchLotteryCenter({ category: 'LOTT', language: 'BN' }, client);
    expect(centre.list.map((entry) => [entry.vendor, entry.prizeMode, entry.playType])).toEqual([
      ['LOTT', 'lottery', 'Tradition'],
      ['TCG_SEA', 'SEA', null],
    ]);
    // A malformed game is dropped, not the list.
    expect(
      (await fetchPopularGames({ language: 'EN' }, client)).map((game) => game.nodeId),
    ).toEqual([871]);
    await fetchPopularGames({ language: 'BN', gameType: 'RNG', pageSize: 9 }, client);

    expect(requests.map((r) => [r.method, r.url, header(r, 'ModuleId'), r.params])).toEqual([
      ['get', '/wps/relay/LOTTFE_lotteryList', 'LOTT3', { category: 'LOTT', language: 'EN' }],
      [
        'get',
        '/wps/relay/LOTTFE_lotteryList',
        'LOTT3',
        { category: 'ELOTT', vendor: 'ELOTT', language: 'BN' },
      ],
      ['get', '/wps/relay/LOTTFE_lotteryMenu', 'LOTT3', { vendor: 'LOTT', language: 'EN' }],
      ['get', '/wps/relay/LOTTFE_numero', 'LOTT3', { vendor: 'LOTT', gameCode: '1001' }],
      ['get', '/wps/relay/LOTTFE_vnLotteryList', 'LOTT3', { language: 'EN' }],
      ['get', '/wps/relay/LOTTFE_lotteryCenter', 'LOTT3', { category: 'LOTT', language: 'BN' }],
      ['get', '/wps/relay/GCSGAME_popularGames', 'GAMELO3', { pageSize: 12, language: 'EN' }],
      [
        'get',
        '/wps/relay/GCSGAME_popularGames',
        'GAMELO3',
        { gameType: 'RNG', pageSize: 9, language: 'BN' },
      ],
    ]);
  });

  it('refuses answers the countdown cannot trust: a draw without times, an unknown prize mode or region', () => {
    expect(
      z.safeParse(lotteryNumeroSchema, { serverTime, current: { numero: '1' }, next, last: null })
        .success,
    ).toBe(false);
    expect(z.safeParse(lotteryNumeroSchema, { current, next, last: null }).success).toBe(false);
    expect(
      z.safeParse(lotteryCenterSchema, {
        serverTime,
        list: [{ ...centreEntry, prizeMode: 'jackpot' }],
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(vnLotteryListSchema, {
        serverTime,
        regions: [{ region: 'EAST', name: 'East', draws: [] }],
      }).success,
    ).toBe(false);
  });

  it("a refused call rejects with the server's code (a switched-off module)", async () => {
    const server = fakeAdapter(() => fail(403, 'function.not.available'));
    const client = createApiClient({ adapter: server.adapter, events: createApiEvents() });
    await expect(
      fetchLotteryNumero({ vendor: 'LOTT', gameCode: '1001' }, client),
    ).rejects.toMatchObject({ code: 'function.not.available' });
  });
});

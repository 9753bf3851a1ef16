import { expect, type APIRequestContext } from '@playwright/test';
import { MERCHANT } from './member-session';

/**
 * The member's demo slot address with a play ticket, as the lobby's launch gives it (docs/api.md
 * "Games"): the first slot of the list, launched for real money. The money tests play rounds there,
 * through its page or its rounds call, so that the wallet, the records and the rebate have bets.
 */
export async function demoSlotAddress(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Merchant: MERCHANT, Authorization: token, ModuleId: 'GAMELO3' };
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers,
    params: { gameType: 'RNG', pageNo: 1, pageSize: 24, language: 'EN' },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const games = ((await list.json()) as { value: { games: Array<{ nodeId: number }> } }).value
    .games;
  const launch = await request.get('/wps/game/launchGame', {
    headers,
    params: { nodeId: games[0]!.nodeId },
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  return ((await launch.json()) as { value: { gameUrl: string } }).value.gameUrl;
}

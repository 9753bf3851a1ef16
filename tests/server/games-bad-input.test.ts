import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue, sessionToken, type CatalogueFixture } from './helpers/games.ts';
import { call } from './helpers/test-app.ts';

let fixture: CatalogueFixture;
let token: string;

beforeAll(async () => {
  fixture = await openCatalogue();
  token = await sessionToken(fixture.database, 'bad_input_player');
});
afterAll(async () => fixture.database.close());

function expectFieldError(answer: Awaited<ReturnType<typeof call>>, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  const fields = (answer.body.value as { fields: { field: string; reason: string }[] }).fields;
  expect(fields.map((entry) => entry.field)).toContain(field);
  expect(fields.every((entry) => entry.reason.length > 0)).toBe(true);
}

describe('bad input to the games calls: 400 request_param_err with value.fields, never a 500', () => {
  it('rejects each bad game-list parameter by name', async () => {
    const cases: [string, string][] = [
      ['pageNo=0', 'pageNo'],
      ['pageNo=1.5', 'pageNo'],
      ['pageSize=201', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      ['minBet=-1', 'minBet'],
      ['minBet=1e3', 'minBet'],
      ['minLine=0', 'minLine'],
      ['isNew=2', 'isNew'],
      ['gameType=CASINO', 'gameType'],
      ['vassalage=JILI,J%20L', 'vassalage.1'],
      ['gameClassify=%27%3Bdrop', 'gameClassify'],
      [`gameName=${'x'.repeat(51)}`, 'gameName'],
      ['language=bengali', 'language'],
    ];
    for (const [query, field] of cases)
      expectFieldError(await call(fixture.app, `/wps/relay/GCSGAME_gameList?${query}`), field);
  });

  it('rejects bad parameters of the other reads', async () => {
    expectFieldError(
      await call(fixture.app, '/wps/relay/GCSGAME_hotGamesV2?language=123'),
      'language',
    );
    const auth = { Authorization: token };
    expectFieldError(
      await call(fixture.app, '/wps/relay/MCSFE_getFavoriteGamesList?pageSize=0', {
        headers: auth,
      }),
      'pageSize',
    );
    expectFieldError(
      await call(fixture.app, '/wps/relay/GCS_recentGame?page=-1', { headers: auth }),
      'page',
    );
    expectFieldError(
      await call(fixture.app, '/wps/game/launchGame?gameCode=1001', { headers: auth }),
      'nodeId',
    );
    expectFieldError(
      await call(fixture.app, '/wps/game/launchGame?nodeId=1&prizeMode=jackpot', { headers: auth }),
      'prizeMode',
    );
    expectFieldError(
      await call(fixture.app, '/wps/game/launchGame?nodeId=abc', { headers: auth }),
      'nodeId',
    );
  });

  it('rejects bad favourite bodies, including malformed JSON', async () => {
    const auth = { Authorization: token };
    const add = '/wps/relay/MCSFE_addFavoriteGameV2';
    expectFieldError(
      await call(fixture.app, add, { method: 'POST', body: {}, headers: auth }),
      'nodeId',
    );
    expectFieldError(
      await call(fixture.app, add, { method: 'POST', body: { nodeId: 'x' }, headers: auth }),
      'nodeId',
    );
    expectFieldError(
      await call(fixture.app, add, {
        method: 'POST',
        body: { nodeId: 1, vendor: 'a b' },
        headers: auth,
      }),
      'vendor',
    );
    expectFieldError(
      await call(fixture.app, '/wps/relay/MCSFE_removeFavoriteGameV2', {
        method: 'DELETE',
        body: { nodeId: 0 },
        headers: auth,
      }),
      'nodeId',
    );
    const malformed = await call(fixture.app, add, {
      method: 'POST',
      rawBody: '{"nodeId":',
      headers: auth,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('request_param_err');
  });

  it('asks for exactly one known Merchant, as every /wps call does', async () => {
    expectFieldError(
      await call(fixture.app, '/wps/relay/GCSGAME_gameList', { merchant: null }),
      'Merchant',
    );
    const unknown = await call(fixture.app, '/wps/relay/GCSGAME_newGameVendor', {
      merchant: 'nope',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('function.not.available');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openCatalogue,
  sessionToken,
  type CatalogueFixture,
  type GameDto,
} from './helpers/games.ts';
import { call } from './helpers/test-app.ts';

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

const auth = (token: string) => ({ Authorization: token });
const add = (token: string, body: object) =>
  call(fixture.app, '/wps/relay/MCSFE_addFavoriteGameV2', {
    method: 'POST',
    body,
    headers: auth(token),
  });
const remove = (token: string, body: object) =>
  call(fixture.app, '/wps/relay/MCSFE_removeFavoriteGameV2', {
    method: 'DELETE',
    body,
    headers: auth(token),
  });
const ids = async (token: string) =>
  (await call(fixture.app, '/wps/relay/MCSFE_getFavoriteGames', { headers: auth(token) })).body
    .value;

interface FavouritePage {
  content: GameDto[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

describe('favourites (MCSFE_*)', () => {
  it('adds (once), lists newest first, pages, filters and removes', async () => {
    const token = await sessionToken(fixture.database, 'fav_player');
    expect(await ids(token)).toEqual([]);
    // A slot, a live table, then the slot again: adding twice keeps one entry.
    for (const body of [{ nodeId: 1, token, vendor: 'JILI' }, { nodeId: 2400 }, { nodeId: 1 }]) {
      const answer = await add(token, body);
      expect(answer.body).toEqual({ success: true, value: null });
    }
    expect(await ids(token)).toEqual([2400, 1]);
    const first = await call(
      fixture.app,
      '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1&language=EN',
      { headers: auth(token) },
    );
    expect(first.body.value).toMatchObject({
      pageNum: 1,
      totalPages: 2,
      totalCount: 2,
      content: [{ nodeId: 2400, gameType: 'LIVE' }],
    });
    const rng = (
      await call(fixture.app, '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', {
        headers: auth(token),
      })
    ).body.value as FavouritePage;
    expect(rng.content.map((game) => game.nodeId)).toEqual([1]);
    const byVendor = (
      await call(fixture.app, '/wps/relay/MCSFE_getFavoriteGamesList?vendor=JILI', {
        headers: auth(token),
      })
    ).body.value as FavouritePage;
    expect(byVendor.totalCount).toBe(1);
    expect((await remove(token, { nodeId: 1, vendor: 'JILI' })).body).toEqual({
      success: true,
      value: null,
    });
    expect(await ids(token)).toEqual([2400]);
    // Removing what is not there succeeds: the site updates its list before calling.
    expect((await remove(token, { nodeId: 1 })).status).toBe(200);
  });

  it('keeps each player’s favourites apart', async () => {
    const one = await sessionToken(fixture.database, 'fav_one');
    const two = await sessionToken(fixture.database, 'fav_two');
    await add(one, { nodeId: 10 });
    expect(await ids(one)).toEqual([10]);
    expect(await ids(two)).toEqual([]);
  });

  it('answers 404 not.found for an unknown game or a vendor that is not the game’s', async () => {
    const token = await sessionToken(fixture.database, 'fav_missing');
    for (const body of [{ nodeId: 999_999 }, { nodeId: 1, vendor: 'PG' }]) {
      const answer = await add(token, body);
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('not.found');
    }
    expect(await ids(token)).toEqual([]);
  });

  it('answers 401 login.not.session without a session, on every favourites call', async () => {
    const attempts = [
      call(fixture.app, '/wps/relay/MCSFE_getFavoriteGames'),
      call(fixture.app, '/wps/relay/MCSFE_getFavoriteGamesList'),
      call(fixture.app, '/wps/relay/MCSFE_addFavoriteGameV2', {
        method: 'POST',
        body: { nodeId: 1 },
      }),
      call(fixture.app, '/wps/relay/MCSFE_removeFavoriteGameV2', {
        method: 'DELETE',
        body: { nodeId: 1 },
        headers: { Authorization: 'unknown-token' },
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });
});

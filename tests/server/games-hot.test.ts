import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue, type CatalogueFixture, type GameDto } from './helpers/games.ts';
import { call, overrideSite } from './helpers/test-app.ts';

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('answers the whole hot list in rank order, over several game types', async () => {
    const answer = await call(
      fixture.app,
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN&refresh=true',
    );
    expect(answer.status).toBe(200);
    const { list } = answer.body.value as { list: GameDto[] };
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.map((game) => game.hotRank)).toEqual(list.map((_, index) => index + 1));
    // The site filters this list locally by game type (requirements B4), so every type must be in it.
    expect(new Set(list.map((game) => game.gameType))).toEqual(
      new Set(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT']),
    );
    expect(list.some((game) => game.gameCategory === 'INHOUSE')).toBe(true);
  });

  it('is the same set of games as the HOT game type of the list', async () => {
    const hot = (await call(fixture.app, '/wps/relay/GCSGAME_hotGamesV2')).body.value as {
      list: GameDto[];
    };
    const listed = (
      await call(fixture.app, '/wps/relay/GCSGAME_gameList?gameType=HOT&pageSize=200')
    ).body.value as { games: GameDto[] };
    expect(new Set(listed.games.map((game) => game.nodeId))).toEqual(
      new Set(hot.list.map((game) => game.nodeId)),
    );
  });

  it('answers function.not.available when the hot module is off', async () => {
    await overrideSite(fixture.app, {
      whitelabel: [{ moduleId: 'GAMELO3', children: [{ moduleId: 'GAMELOHOT3', enabled: false }] }],
    });
    try {
      const answer = await call(fixture.app, '/wps/relay/GCSGAME_hotGamesV2');
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('function.not.available');
    } finally {
      await overrideSite(fixture.app, {
        whitelabel: [
          { moduleId: 'GAMELO3', children: [{ moduleId: 'GAMELOHOT3', enabled: true }] },
        ],
      });
    }
  });
});

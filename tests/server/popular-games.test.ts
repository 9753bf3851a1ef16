import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentGames } from '../../server/db/schema.ts';
import { buildCatalogue } from '../../server/db/seed/catalogue.ts';
import {
  gameList,
  openCatalogue,
  sessionToken,
  type CatalogueFixture,
  type GameDto,
} from './helpers/games.ts';
import { call, overrideSite } from './helpers/test-app.ts';

// GET /wps/relay/GCSGAME_popularGames (docs/api.md, server/README.md "Popular games"): the games launched
// most over the last 7 days (the recent-games table), then the catalogue's order.

let fixture: CatalogueFixture;
beforeAll(async () => {
  fixture = await openCatalogue();
  // A fresh migrated and seeded database takes long on a busy two-core machine (as in openapi.test.ts).
}, 180_000);
afterAll(async () => fixture.database.close());

const DAY_MS = 86_400_000;
// Catalogue order is sort order, then id; the games launched here come from its end, so only their
// launches can put them first.
const inOrder = buildCatalogue().sort(
  (a, b) => a.sortOrder - b.sortOrder || (a.id ?? 0) - (b.id ?? 0),
);
const lastRng = inOrder.filter((row) => row.gameType === 'RNG').slice(-3);
const lastLive = inOrder.filter((row) => row.gameType === 'LIVE').slice(-1);
const [gameA, gameB, gameC] = lastRng.map((row) => row.id!) as [number, number, number];
const liveGame = lastLive[0]!.id!;
const oldGame = inOrder.filter((row) => row.gameType === 'RNG').at(-4)!.id!;

async function popular(query = ''): Promise<GameDto[]> {
  const answer = await call(fixture.app, `/wps/relay/GCSGAME_popularGames${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.value as { list: GameDto[] }).list;
}

async function launchAs(userName: string, nodeId: number): Promise<void> {
  const token = await sessionToken(fixture.database, userName);
  const answer = await call(fixture.app, `/wps/game/launchGame?nodeId=${nodeId}`, {
    headers: { Authorization: token },
  });
  expect(answer.status).toBe(200);
}

async function launchedLongAgo(userName: string, gameId: number, daysAgo: number): Promise<void> {
  await fixture.database.db
    .insert(recentGames)
    .values({ userName, gameId, launchedAt: new Date(Date.now() - daysAgo * DAY_MS) });
}

describe('GET /wps/relay/GCSGAME_popularGames', () => {
  it("before any launch, is the catalogue's first 12 games, as the hot list shows games", async () => {
    const list = await popular();
    const catalogueFirst = await gameList(fixture.app, { pageSize: '12' });
    expect(list.map((game) => game.nodeId)).toEqual(
      catalogueFirst.games.map((game) => game.nodeId),
    );
    expect(list).toEqual(catalogueFirst.games);
    const hot = (await call(fixture.app, '/wps/relay/GCSGAME_hotGamesV2')).body.value as {
      list: GameDto[];
    };
    expect(Object.keys(list[0]!).sort()).toEqual(Object.keys(hot.list[0]!).sort());
  });

  it('puts the games launched by the most players in the last 7 days first, then the catalogue order', async () => {
    for (const player of ['pop_p1', 'pop_p2', 'pop_p3']) await launchAs(player, gameB);
    for (const player of ['pop_p1', 'pop_p2']) await launchAs(player, gameA);
    await launchAs('pop_p1', gameC);
    // Six days ago still counts; eight days ago no longer does, however many players.
    for (const player of ['pop_p4', 'pop_p5', 'pop_p6', 'pop_p7'])
      await launchedLongAgo(player, gameC, 6);
    for (const player of ['pop_old1', 'pop_old2', 'pop_old3', 'pop_old4', 'pop_old5', 'pop_old6'])
      await launchedLongAgo(player, oldGame, 8);
    const list = await popular();
    expect(list).toHaveLength(12);
    expect(list.slice(0, 3).map((game) => game.nodeId)).toEqual([gameC, gameB, gameA]);
    const catalogueFirst = await gameList(fixture.app, { pageSize: '9' });
    expect(list.slice(3).map((game) => game.nodeId)).toEqual(
      catalogueFirst.games.map((game) => game.nodeId),
    );
    expect(list.map((game) => game.nodeId)).not.toContain(oldGame);
  });

  it('launching again moves nothing twice: one player counts once per game', async () => {
    for (let launch = 0; launch < 4; launch++) await launchAs('pop_p1', gameA);
    expect((await popular('?pageSize=3')).map((game) => game.nodeId)).toEqual([
      gameC,
      gameB,
      gameA,
    ]);
  });

  it('filters by game type and pages up to 48, names in the language', async () => {
    await launchAs('pop_live', liveGame);
    const live = await popular('?gameType=LIVE&pageSize=5&language=BN');
    expect(live).toHaveLength(5);
    expect(live[0]!.nodeId).toBe(liveGame);
    expect(live[0]!.displayName).toBe(lastLive[0]!.nameBn);
    for (const game of live) expect(game.gameType).toBe('LIVE');
    expect(await popular('?pageSize=48')).toHaveLength(48);
    expect(await popular('?pageSize=&gameType=')).toHaveLength(12);
  });

  it('refuses a bad page size or game type with the envelope, and control characters', async () => {
    for (const [query, field] of [
      ['?pageSize=49', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=ten', 'pageSize'],
      ['?gameType=BOGUS', 'gameType'],
      ['?language=%00', 'language'],
    ] as const) {
      const answer = await call(fixture.app, `/wps/relay/GCSGAME_popularGames${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
      expect(
        (answer.body.value as { fields: { field: string }[] }).fields.map((entry) => entry.field),
        query,
      ).toContain(field);
    }
  });

  it('is the GAMELO3 module: off, function.not.available', async () => {
    await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'GAMELO3', enabled: false }] });
    try {
      const answer = await call(fixture.app, '/wps/relay/GCSGAME_popularGames');
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'function.not.available']);
    } finally {
      await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'GAMELO3', enabled: true }] });
    }
    expect((await call(fixture.app, '/wps/relay/GCSGAME_popularGames')).status).toBe(200);
  });
});

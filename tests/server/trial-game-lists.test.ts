import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { insertMember } from '../../server/db/queries/members.ts';
import { favouriteGames, games, recentGames, sessions, vendors } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { FAVOURITE_LIMIT } from '../../server/routes/favourite-games.ts';
import { purgeExpired } from '../../server/services/retention.ts';
import { sessionToken } from './helpers/games.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Security probe round, Low finding 3 (server/README.md "Smaller hardening"): trial players'
// favourites were never removed and nothing capped anyone's.

let fixture: { database: TestDatabase; app: Hono<AppEnv> };
/** Games enough to pass the member cap; game 1 has free play, so trial players may launch it. */
const GAMES = 1010;

beforeAll(async () => {
  const database = await openTestDatabase();
  await database.db
    .insert(vendors)
    .values({ code: 'JILI', displayName: 'JILI', gameCategory: 'RNG', sortOrder: 1 });
  await database.db.insert(games).values(
    Array.from({ length: GAMES }, (_, index) => ({
      id: index + 1,
      code: `JILI-${String(index + 1).padStart(4, '0')}`,
      vendorCode: 'JILI',
      gameType: 'RNG',
      gameCategory: 'RNG',
      classify: 'SLOT',
      minBet: '0.10',
      minLine: 1,
      supportsFreePlay: index === 0,
      nameEn: `Game ${index + 1}`,
      nameBn: `Game ${index + 1}`,
      sortOrder: index + 1,
    })),
  );
  fixture = { database, app: createTestApp(database.db) };
});
afterAll(async () => fixture.database.close());

const auth = (token: string) => ({ Authorization: token });
const add = (token: string, nodeId: number) =>
  call(fixture.app, '/wps/relay/MCSFE_addFavoriteGameV2', {
    method: 'POST',
    body: { nodeId },
    headers: auth(token),
  });
const remove = (token: string, nodeId: number) =>
  call(fixture.app, '/wps/relay/MCSFE_removeFavoriteGameV2', {
    method: 'DELETE',
    body: { nodeId },
    headers: auth(token),
  });
const launch = (token: string, nodeId: number) =>
  call(fixture.app, `/wps/game/launchGame?nodeId=${nodeId}&freeplay=1`, { headers: auth(token) });
const countOf = async (table: typeof favouriteGames | typeof recentGames, userName: string) =>
  (await fixture.database.db.select().from(table).where(eq(table.userName, userName))).length;

/** `n` game ids after the free-play game, each a stored game. */
const gameIds = (n: number) => Array.from({ length: n }, (_, index) => index + 2);

/** Stores favourites directly (the route's own path is what the tests then exercise at the cap). */
async function fillFavourites(userName: string, ids: number[]): Promise<void> {
  await fixture.database.db
    .insert(favouriteGames)
    .values(ids.map((gameId) => ({ userName, gameId })));
}

describe('favourites are capped', () => {
  it(`lets a trial player keep ${FAVOURITE_LIMIT.trial}, refuses one more with favourite.limit.reached, and makes room on removal`, async () => {
    const token = await sessionToken(fixture.database, 'trial_00000000aa', 4);
    const ids = gameIds(FAVOURITE_LIMIT.trial + 1);
    await fillFavourites('trial_00000000aa', ids.slice(0, FAVOURITE_LIMIT.trial - 1));
    expect((await add(token, ids[FAVOURITE_LIMIT.trial - 1] as number)).body).toEqual({
      success: true,
      value: null,
    });
    const over = await add(token, ids[FAVOURITE_LIMIT.trial] as number);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      success: false,
      errorCode: 'favourite.limit.reached',
      message: expect.any(String),
      value: { limit: FAVOURITE_LIMIT.trial },
    });
    // Adding one already held is no new favourite: it succeeds at the cap.
    expect((await add(token, ids[0] as number)).body.success).toBe(true);
    expect(await countOf(favouriteGames, 'trial_00000000aa')).toBe(FAVOURITE_LIMIT.trial);
    await remove(token, ids[0] as number);
    expect((await add(token, ids[FAVOURITE_LIMIT.trial] as number)).body.success).toBe(true);
  });

  it(`caps a member at ${FAVOURITE_LIMIT.member}`, async () => {
    const token = await sessionToken(fixture.database, 'fav_hoarder');
    const ids = gameIds(FAVOURITE_LIMIT.member + 1);
    await fillFavourites('fav_hoarder', ids.slice(0, FAVOURITE_LIMIT.member));
    const over = await add(token, ids[FAVOURITE_LIMIT.member] as number);
    expect([over.status, over.body.errorCode, over.body.value]).toEqual([
      409,
      'favourite.limit.reached',
      { limit: FAVOURITE_LIMIT.member },
    ]);
  });

  it('lets parallel adds take only the room left', async () => {
    const token = await sessionToken(fixture.database, 'trial_00000000bb', 4);
    const ids = gameIds(FAVOURITE_LIMIT.trial + 4);
    await fillFavourites('trial_00000000bb', ids.slice(0, FAVOURITE_LIMIT.trial - 2));
    const answers = await Promise.all(
      ids.slice(FAVOURITE_LIMIT.trial - 2).map((id) => add(token, id)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await countOf(favouriteGames, 'trial_00000000bb')).toBe(FAVOURITE_LIMIT.trial);
  });
});

describe("the retention sweep removes a trial player's lists with its session", () => {
  it('deletes the favourites and recent games of a swept trial, and keeps those of live trials and of members', async () => {
    const [first] = gameIds(1);
    const second = 1;
    const gone = await sessionToken(fixture.database, 'trial_00000000cc', 4);
    const live = await sessionToken(fixture.database, 'trial_00000000dd', 4);
    const member = await sessionToken(fixture.database, 'demo_keeper');
    for (const token of [gone, live, member]) {
      expect((await add(token, first as number)).body.success).toBe(true);
      expect((await launch(token, second)).status).toBe(200);
    }
    // A member whose name looks like a trial's (an operator's user-name rule may allow it) keeps its lists.
    await insertMember(fixture.database.db, {
      userName: 'trial_lookalike',
      passwordHash: 'x',
      merchantCode: 'bdbt',
    });
    await fillFavourites('trial_lookalike', [first as number]);
    // Left behind by a trial swept before this sweep removed lists: no session at all.
    await fillFavourites('trial_00000000ee', [first as number, second]);
    await fixture.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userName, 'trial_00000000cc'));

    const counts = await purgeExpired(fixture.database.db);
    expect(counts).toMatchObject({ trialFavourites: 3, trialRecentGames: 1 });
    expect(await countOf(favouriteGames, 'trial_00000000cc')).toBe(0);
    expect(await countOf(recentGames, 'trial_00000000cc')).toBe(0);
    expect(await countOf(favouriteGames, 'trial_00000000ee')).toBe(0);
    for (const userName of ['trial_00000000dd', 'demo_keeper']) {
      expect(await countOf(favouriteGames, userName)).toBe(1);
      expect(await countOf(recentGames, userName)).toBe(1);
    }
    expect(await countOf(favouriteGames, 'trial_lookalike')).toBe(1);
    // The live trial still sees its list; once its session expires, the next sweep clears it.
    expect(
      (await call(fixture.app, '/wps/relay/MCSFE_getFavoriteGames', { headers: auth(live) })).body
        .value,
    ).toEqual([first]);
    await fixture.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userName, 'trial_00000000dd'));
    expect(await purgeExpired(fixture.database.db)).toMatchObject({
      trialFavourites: 1,
      trialRecentGames: 1,
    });
  });
});

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

interface RecentPage {
  list: GameDto[];
  totalPages: number;
  pageNum: number;
  totalCount: number;
}

async function launch(token: string, nodeId: number): Promise<void> {
  const answer = await call(fixture.app, `/wps/game/launchGame?nodeId=${nodeId}`, {
    headers: { Authorization: token },
  });
  expect(answer.status).toBe(200);
}

async function recent(token: string, query = ''): Promise<RecentPage> {
  const answer = await call(fixture.app, `/wps/relay/GCS_recentGame?clientType=2${query}`, {
    headers: { Authorization: token },
  });
  expect(answer.status).toBe(200);
  return answer.body.value as RecentPage;
}

describe('GET /wps/relay/GCS_recentGame', () => {
  it('is empty before any launch', async () => {
    const token = await sessionToken(fixture.database, 'recent_empty');
    expect(await recent(token)).toEqual({ list: [], totalPages: 0, pageNum: 1, totalCount: 0 });
  });

  it('lists launched games newest first; launching again moves a game to the front', async () => {
    const token = await sessionToken(fixture.database, 'recent_player');
    for (const nodeId of [3, 2500, 7]) await launch(token, nodeId);
    expect((await recent(token)).list.map((game) => game.nodeId)).toEqual([7, 2500, 3]);
    await launch(token, 3);
    const page = await recent(token);
    expect(page.list.map((game) => game.nodeId)).toEqual([3, 7, 2500]);
    expect(page.totalCount).toBe(3);
  });

  it('pages with page/pageSize and filters by game type and vendor', async () => {
    const token = await sessionToken(fixture.database, 'recent_pager');
    for (const nodeId of [1, 2, 2400]) await launch(token, nodeId);
    expect(await recent(token, '&page=2&pageSize=2')).toMatchObject({
      pageNum: 2,
      totalPages: 2,
      list: [{ nodeId: 1 }],
    });
    expect((await recent(token, '&gameType=LIVE')).list.map((game) => game.nodeId)).toEqual([2400]);
    expect((await recent(token, '&vendor=JILI')).list.map((game) => game.nodeId)).toEqual([2, 1]);
  });

  it('keeps players apart and needs a session', async () => {
    const other = await sessionToken(fixture.database, 'recent_other');
    expect((await recent(other)).list).toEqual([]);
    const answer = await call(fixture.app, '/wps/relay/GCS_recentGame');
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
  });
});

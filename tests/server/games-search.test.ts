import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, openCatalogue, type CatalogueFixture } from './helpers/games.ts';

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

describe('game search (GCSGAME_gameList with gameName)', () => {
  it('matches any part of the name whatever the case', async () => {
    const counts = [];
    for (const term of ['dragon', 'DRAGON', 'DrAgOn']) {
      const page = await gameList(fixture.app, { gameName: term, pageSize: '36', language: 'EN' });
      expect(page.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);
      counts.push(page.totalCount);
    }
    expect(counts[0]).toBeGreaterThan(36);
    expect(new Set(counts).size).toBe(1);
    const inner = await gameList(fixture.app, { gameName: 'ragO', pageSize: '9' });
    expect(inner.totalCount).toBe(counts[0]);
  });

  it('finds Bengali names too', async () => {
    const page = await gameList(fixture.app, { gameName: 'ড্রাগন', pageSize: '36', language: 'BN' });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.games.every((game) => game.displayName.includes('ড্রাগন'))).toBe(true);
  });

  it('pages results in the search screens’ sizes (9 and 36) and combines with other filters', async () => {
    const nine = await gameList(fixture.app, { gameName: 'lucky', pageSize: '9', pageNo: '2' });
    expect(nine.games).toHaveLength(9);
    expect(nine.totalPages).toBe(Math.ceil(nine.totalCount / 9));
    const fish = await gameList(fixture.app, {
      gameName: 'dragon',
      gameType: 'FISH',
      pageSize: '36',
    });
    expect(fish.totalCount).toBeGreaterThan(0);
    expect(fish.games.every((game) => game.gameType === 'FISH')).toBe(true);
  });

  it('treats LIKE wildcards as plain text and finds nothing for an unknown name', async () => {
    for (const term of ['%', '_', '%%%', 'zzqqxx']) {
      const page = await gameList(fixture.app, { gameName: term });
      expect(page, term).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    }
  });
});

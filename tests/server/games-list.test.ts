import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, openCatalogue, type CatalogueFixture, type GameDto } from './helpers/games.ts';

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

const everyGame = (games: GameDto[], check: (game: GameDto) => boolean) =>
  games.length > 0 && games.every(check);

describe('GET /wps/relay/GCSGAME_gameList: paging', () => {
  it('holds a catalogue of at least 3,000 games with the spec fields', async () => {
    const page = await gameList(fixture.app, { pageSize: '1' });
    expect(page.totalCount).toBeGreaterThanOrEqual(3000);
    expect(page.totalPages).toBe(page.totalCount);
    expect(Object.keys(page.games[0] ?? {})).toEqual(
      expect.arrayContaining([
        'nodeId',
        'gameId',
        'roomId',
        'gameType',
        'gameName',
        'displayName',
        'vassalage',
        'gameClassify',
        'showIcon',
        'iconUrl',
        'supportPlay',
        'freeplay',
        'isGameH5',
        'gameCode',
        'lottoMode',
        'playType',
      ]),
    );
  });

  it('pages the RNG category (over 1,500 games) completely, without overlap, in a stable order', async () => {
    const first = await gameList(fixture.app, { gameType: 'RNG', pageSize: '200' });
    expect(first.totalCount).toBeGreaterThanOrEqual(1500);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 200));
    const ids = first.games.map((game) => game.nodeId);
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
      const page = await gameList(fixture.app, {
        gameType: 'RNG',
        pageSize: '200',
        pageNo: String(pageNo),
      });
      expect(page.pageNum).toBe(pageNo);
      expect(page.totalCount).toBe(first.totalCount);
      ids.push(...page.games.map((game) => game.nodeId));
    }
    expect(ids).toHaveLength(first.totalCount);
    expect(new Set(ids).size).toBe(first.totalCount);
    expect(
      (await gameList(fixture.app, { gameType: 'RNG', pageSize: '200' })).games.map(
        (game) => game.nodeId,
      ),
    ).toEqual(ids.slice(0, 200));
  });

  it('answers an empty page past the end, with the totals', async () => {
    const page = await gameList(fixture.app, { gameType: 'FISH', pageNo: '99' });
    expect(page).toMatchObject({ games: [], pageNum: 99, totalCount: 100, totalPages: 5 });
  });

  it('defaults to page 1 of 24 and treats empty parameters as not given', async () => {
    const page = await gameList(fixture.app, {
      gameName: '',
      gameType: '',
      vassalage: '',
      gameClassify: '',
      minBet: '',
      minLine: '',
      isNew: '',
      pageNo: '',
      pageSize: '',
    });
    expect(page.games).toHaveLength(24);
    expect(page.pageNum).toBe(1);
  });
});

describe('GET /wps/relay/GCSGAME_gameList: filters', () => {
  it('filters by game type, vendor (one or several), classification, stake, lines and the new flag', async () => {
    const app = fixture.app;
    expect(
      everyGame(
        (await gameList(app, { gameType: 'LIVE', pageSize: '200' })).games,
        (g) => g.gameType === 'LIVE',
      ),
    ).toBe(true);
    const jili = await gameList(app, { vassalage: 'JILI', pageSize: '200', pageNo: '3' });
    expect(everyGame(jili.games, (g) => g.vassalage === 'JILI')).toBe(true);
    expect(new Set(jili.games.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH']));
    const two = await gameList(app, { vassalage: 'AV,AI', pageSize: '200' });
    expect(two.totalCount).toBe(8);
    expect(new Set(two.games.map((g) => g.vassalage))).toEqual(new Set(['AV', 'AI']));
    expect(
      everyGame(
        (await gameList(app, { gameClassify: 'FeatureBuy', pageSize: '200' })).games,
        (g) => g.gameClassify === 'FeatureBuy',
      ),
    ).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { minBet: '0.2', pageSize: '200' })).games,
        (g) => Number(g.minBet) <= 0.2,
      ),
    ).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { minLine: '25', pageSize: '200' })).games,
        (g) => g.minLine >= 25,
      ),
    ).toBe(true);
    const fresh = await gameList(app, { isNew: '1', pageSize: '200' });
    expect(everyGame(fresh.games, (g) => g.isNew === 1)).toBe(true);
    expect(fresh.totalCount).toBeLessThan((await gameList(app, { pageSize: '1' })).totalCount);
  });

  it('combines filters', async () => {
    const page = await gameList(fixture.app, {
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'FeatureBuy',
      minBet: '1',
      pageSize: '200',
    });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(
      everyGame(
        page.games,
        (g) =>
          g.gameType === 'RNG' &&
          g.vassalage === 'PG' &&
          g.gameClassify === 'FeatureBuy' &&
          Number(g.minBet) <= 1,
      ),
    ).toBe(true);
  });

  it('applies the special game types of requirements B2.4', async () => {
    const app = fixture.app;
    const esports = await gameList(app, { gameType: 'ESPORTS', pageSize: '100' });
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(
      new Set(['AV', 'AI', 'IMES', 'TF', 'IA']),
    );
    const cockfight = await gameList(app, { gameType: 'cockfight', pageSize: '100' });
    expect(new Set(cockfight.games.map((g) => g.vassalage))).toEqual(
      new Set(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']),
    );
    expect(everyGame(cockfight.games, (g) => g.gameType === 'SPORTS')).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { gameType: 'JACKPOT', pageSize: '200' })).games,
        (g) => g.gameClassify === 'JP' && g.jackpot !== null,
      ),
    ).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { gameType: 'BINGO', pageSize: '200' })).games,
        (g) => g.gameClassify === 'BG',
      ),
    ).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { gameType: 'INHOUSE', pageSize: '200' })).games,
        (g) => g.gameCategory === 'INHOUSE' && g.gameType === 'RNG',
      ),
    ).toBe(true);
    expect(
      everyGame(
        (await gameList(app, { gameType: 'JL', pageSize: '200' })).games,
        (g) => g.vassalage === 'JILI' && g.gameType === 'RNG',
      ),
    ).toBe(true);
    const byClassify = await gameList(app, { gameClassify: 'new', pageSize: '1' });
    expect(byClassify.totalCount).toBe(
      (await gameList(app, { isNew: '1', pageSize: '1' })).totalCount,
    );
  });

  it('names games in the requested language (parameter first, then the Language header)', async () => {
    const bn = await gameList(fixture.app, { gameType: 'FISH', pageSize: '1', language: 'BN' });
    const en = await gameList(fixture.app, { gameType: 'FISH', pageSize: '1' }, { Language: 'EN' });
    expect(bn.games[0]?.nodeId).toBe(en.games[0]?.nodeId);
    expect(bn.games[0]?.displayName).toMatch(/[\u0980-\u09FF]/);
    expect(en.games[0]?.displayName).toBe(en.games[0]?.gameName);
    expect(en.games[0]?.displayName).toMatch(/^[\x20-\x7E]+$/);
  });
});

describe('GET /wps/relay/GCSGAME_gameList: encoding', () => {
  const path = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=24&language=EN';
  const get = (acceptEncoding?: string) =>
    fixture.app.request(path, {
      headers: {
        Merchant: 'bdbt',
        ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
      },
    });

  it('answers the same page gzipped to a client that accepts gzip, and as text to one that does not', async () => {
    const plain = await get();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    for (const accept of ['gzip', 'gzip, deflate, br', 'br;q=1, gzip;q=0.5']) {
      const zipped = await get(accept);
      expect(
        [zipped.status, zipped.headers.get('Content-Encoding'), zipped.headers.get('Vary')],
        accept,
      ).toEqual([200, 'gzip', 'Accept-Encoding']);
      expect(zipped.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(text);
    }
    const refused = await get('gzip;q=0, identity');
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
    expect((JSON.parse(text) as { value: { games: unknown[] } }).value.games).toHaveLength(24);
  });
});

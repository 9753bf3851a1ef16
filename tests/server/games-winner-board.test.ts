import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue, type CatalogueFixture } from './helpers/games.ts';
import { call } from './helpers/test-app.ts';

interface Winner {
  vo: { customerName: string; winAmount: string; gameName: string };
}

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('lists masked winners, biggest win first, amounts as decimal strings', async () => {
    const answer = await call(fixture.app, '/wps/relay/ODSFE2_getWinnerBoard', {
      headers: { Language: 'EN' },
    });
    expect(answer.status).toBe(200);
    const { list } = answer.body.value as { list: Winner[] };
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const { vo } of list) {
      expect(vo.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(vo.gameName).toMatch(/^[\x20-\x7E]+$/);
    }
    const amounts = list.map(({ vo }) => Number(vo.winAmount));
    // Numeric, not text order: "99.00" must not come before "100.00".
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('names the games in Bengali for BN', async () => {
    const { list } = (await call(fixture.app, '/wps/relay/ODSFE2_getWinnerBoard?language=BN')).body
      .value as { list: Winner[] };
    expect(list[0]?.vo.gameName).toMatch(/[\u0980-\u09FF]/);
  });
});

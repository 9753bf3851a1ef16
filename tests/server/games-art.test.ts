import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LruCache } from '../../server/services/lru-cache.ts';
import { gameList, openCatalogue, type CatalogueFixture } from './helpers/games.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await openCatalogue();
});
afterAll(async () => fixture.database.close());

async function fetchPng(path: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fixture.app.request(path);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Width, height, colour type and the unfiltered pixel rows of a PNG made of one IDAT chunk. */
function readPng(bytes: Buffer) {
  const idatAt = bytes.indexOf('IDAT', 0, 'ascii');
  const length = bytes.readUInt32BE(idatAt - 4);
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    colourType: bytes[25],
    raw: inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + length)),
  };
}

describe('generated art', () => {
  it('serves each game tile named in the list as a PNG with long cache headers', async () => {
    const { games } = await gameList(fixture.app, { gameType: 'LIVE', pageSize: '3' });
    for (const game of games) {
      const { response, bytes } = await fetchPng(game.iconUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const png = readPng(bytes);
      expect(png).toMatchObject({ width: 240, height: 240, colourType: 2 });
      expect(png.raw).toHaveLength((240 * 3 + 1) * 240);
    }
  });

  it('draws the same picture for a code every time and different pictures for different codes', async () => {
    const a = (await fetchPng('/games/art/game/PG-0001.png')).bytes;
    expect((await fetchPng('/games/art/game/PG-0001.png')).bytes.equals(a)).toBe(true);
    expect((await fetchPng('/games/art/game/PG-0002.png')).bytes.equals(a)).toBe(false);
  });

  it('serves vendor icons in the -WHITE.png form as white marks on a transparent ground', async () => {
    const { response, bytes } = await fetchPng('/games/art/vendor/TCG_LOTTO_VN-WHITE.png');
    expect(response.status).toBe(200);
    const png = readPng(bytes);
    expect(png.colourType).toBe(6);
    const stride = png.width * 4 + 1;
    const alphas = new Set<number>();
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const at = y * stride + 1 + x * 4;
        alphas.add(png.raw[at + 3] as number);
        if (png.raw[at + 3] === 255)
          expect([png.raw[at], png.raw[at + 1], png.raw[at + 2]]).toEqual([255, 255, 255]);
      }
    }
    expect(alphas).toEqual(new Set([0, 255]));
    expect((await fetchPng('/games/art/vendor/JILI.png')).response.status).toBe(200);
  });

  it('answers 404 for codes outside the catalogue and malformed names', async () => {
    for (const path of [
      '/games/art/game/NOPE-0001.png',
      '/games/art/game/JILI-9999.png',
      '/games/art/game/JILI-0001.gif',
      '/games/art/vendor/NOPE-WHITE.png',
      '/games/art/vendor/..%2Fx.png',
    ]) {
      const response = await fixture.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('LruCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });
});

import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { gameCodeExists } from '../db/queries/games.ts';
import { vendorExists } from '../db/queries/game-vendors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { renderGameTile, renderVendorIcon } from '../services/game-art.ts';
import { LruCache } from '../services/lru-cache.ts';

// A tile is ~10-30 KB: 2,000 of them bound the cache to a few tens of MB however many are asked for.
const CACHE_ENTRIES = 2000;
// The picture of a code never changes, so browsers and proxies may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const GAME_FILE = /^([A-Za-z0-9_]{1,32}-\d{1,6})\.png$/;
const VENDOR_FILE = /^([A-Za-z0-9_]{1,32}?)(-WHITE)?\.png$/;

/** Generated PNG art under /games/art: game tiles and vendor icons (spec: vendor icons end in -WHITE.png). */
export function gameArtRoutes(services: AppServices) {
  const cache = new LruCache<string, Buffer>(CACHE_ENTRIES);

  async function image(
    key: string,
    exists: () => Promise<boolean>,
    render: () => Buffer,
  ): Promise<Response> {
    let png = cache.get(key);
    if (png === undefined) {
      // Only codes of the catalogue are drawn, so a crawler cannot make the server paint at will.
      if (!(await exists())) throw new ApiError(404, 'not.found', 'No such image');
      png = render();
      cache.set(key, png);
    }
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': IMMUTABLE,
        'Content-Length': String(png.length),
      },
    });
  }

  return new Hono<AppEnv>()
    .get('/game/:file', async (c) => {
      const code = GAME_FILE.exec(c.req.param('file'))?.[1];
      if (code === undefined) throw new ApiError(404, 'not.found', 'No such image');
      return image(
        `game:${code}`,
        () => gameCodeExists(services.db, code),
        () => renderGameTile(code),
      );
    })
    .get('/vendor/:file', async (c) => {
      const match = VENDOR_FILE.exec(c.req.param('file'));
      const vendor = match?.[1];
      if (match === null || vendor === undefined)
        throw new ApiError(404, 'not.found', 'No such image');
      const white = match[2] !== undefined;
      return image(
        `vendor:${vendor}:${white}`,
        () => vendorExists(services.db, vendor),
        () => renderVendorIcon(vendor, white),
      );
    });
}

import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { anchorExists } from '../db/queries/chat.ts';
import { findAnnouncementImage } from '../db/queries/announcements.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import {
  AVATAR_COUNT,
  MOTIFS,
  renderAnchorAvatar,
  renderContentImage,
  renderPresetAvatar,
  type Motif,
} from '../services/content-art.ts';
import { LruCache } from '../services/lru-cache.ts';

// Announcement pictures are ~10-15 KB: a few hundred bound the cache to a few MB.
const CACHE_ENTRIES = 400;
// Unlike game art, a picture may change with its announcement under the same address: a day, not a year.
const CACHE_CONTROL = 'public, max-age=86400';

const ANNOUNCEMENT_FILE = /^(\d{1,9})-(\d{1,2})\.png$/;
const ANCHOR_FILE = /^(\d{1,9})\.png$/;

const isMotif = (value: string): value is Motif => (MOTIFS as readonly string[]).includes(value);

function png(bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': CACHE_CONTROL,
      'Content-Length': String(bytes.length),
    },
  });
}

/** Generated pictures under /content/art: announcement images, chat hosts and preset head icons. Only known entries are drawn. */
export function contentArtRoutes(services: AppServices) {
  const cache = new LruCache<string, Buffer>(CACHE_ENTRIES);
  const notFound = () => new ApiError(404, 'not.found', 'No such image');

  return new Hono<AppEnv>()
    .get('/announcement/:file', async (c) => {
      const match = ANNOUNCEMENT_FILE.exec(c.req.param('file'));
      if (match === null) throw notFound();
      const image = await findAnnouncementImage(services.db, Number(match[1]), Number(match[2]));
      if (image === undefined || !isMotif(image.motif)) throw notFound();
      // The key holds what the picture is drawn from, so a changed announcement gets a new picture.
      const key = `a:${image.announcementId}:${image.sequence}:${image.motif}:${image.width}x${image.height}`;
      let bytes = cache.get(key);
      if (bytes === undefined) {
        bytes = renderContentImage(
          `${image.announcementId}-${image.sequence}`,
          image.motif,
          image.width,
          image.height,
        );
        cache.set(key, bytes);
      }
      return png(bytes);
    })
    .get('/anchor/:file', async (c) => {
      const match = ANCHOR_FILE.exec(c.req.param('file'));
      const id = Number(match?.[1]);
      if (match === null || !(await anchorExists(services.db, id))) throw notFound();
      let bytes = cache.get(`anchor:${id}`);
      if (bytes === undefined) {
        bytes = renderAnchorAvatar(id);
        cache.set(`anchor:${id}`, bytes);
      }
      return png(bytes);
    })
    .get('/avatar/:file', (c) => {
      const n = Number(ANCHOR_FILE.exec(c.req.param('file'))?.[1]);
      if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) throw notFound();
      let bytes = cache.get(`avatar:${n}`);
      if (bytes === undefined) {
        bytes = renderPresetAvatar(n);
        cache.set(`avatar:${n}`, bytes);
      }
      return png(bytes);
    });
}

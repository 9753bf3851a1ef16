import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { CatalogueSnapshot } from '../services/catalogue-snapshot.ts';
import { acceptedEncodings } from './compressed-variants.ts';
import { okSerialized, okText } from './envelope.ts';

/**
 * A success answer computed once per catalogue copy and key, and gzipped once too when the client
 * accepts gzip: the compress middleware would otherwise gzip every copy again (under load that
 * cost four times what building the page did). Other clients get the text and the middleware's
 * usual treatment.
 */
export function rememberedAnswer<T>(
  c: Context,
  snapshot: CatalogueSnapshot,
  key: string,
  value: () => T,
) {
  const text = snapshot.remember(`json ${key}`, () => okText(value()));
  const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
  if (!accepted.has('gzip') && !accepted.has('*')) return okSerialized(c, text);
  const gzipped = snapshot.remember(`gzip ${key}`, () => new Uint8Array(gzipSync(text)));
  return c.body(gzipped, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
  });
}

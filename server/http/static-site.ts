import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { CompressedVariants, preferredEncoding } from './compressed-variants.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';

const BASE = '/m/';
const COMPRESS_FROM_BYTES = 1024;
// Hashed file names change with their content, so they can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=600';
// The page and the service worker name the current hashed files: always revalidated.
const REVALIDATE = 'no-cache';
const ALWAYS_REVALIDATED = new Set(['index.html', 'sw.js']);

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>' +
  '<body><h1>Site not built</h1><p>site not built: run npm run build</p></body></html>';

interface FileOnDisk {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FileOnDisk | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The file a request path names inside the root, or undefined if it would leave the root. */
function insideRoot(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = resolve(root, decoded);
  return target.startsWith(root + sep) ? target : undefined;
}

/**
 * Serves the built site (Vite, base /m/) from `staticDir`: existing files with their cache policy,
 * every other /m/ path as index.html so the client router can take it (SPA fallback).
 */
export function staticSite(staticDir: string) {
  const root = resolve(staticDir);
  const variants = new CompressedVariants();

  async function send(c: Context, file: FileOnDisk, cacheControl: string) {
    const contentType = contentTypeOf(file.path);
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    c.header('Cache-Control', cacheControl);
    c.header('ETag', etag);
    c.header('Last-Modified', new Date(file.mtimeMs).toUTCString());
    c.header('Content-Type', contentType);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    let body: Buffer = await readFile(file.path);
    if (isCompressible(contentType) && file.size >= COMPRESS_FROM_BYTES) {
      c.header('Vary', 'Accept-Encoding');
      const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
      if (encoding !== undefined) {
        body = await variants.get(file.path, file.mtimeMs, encoding, body);
        c.header('Content-Encoding', encoding);
      }
    }
    c.header('Content-Length', String(body.length));
    return c.body(new Uint8Array(body), 200);
  }

  return async (c: Context) => {
    const index = await fileAt(join(root, 'index.html'));
    if (index === undefined) {
      c.header('Cache-Control', 'no-store');
      return c.html(NOT_BUILT_PAGE, 503);
    }
    const relative = c.req.path.startsWith(BASE) ? c.req.path.slice(BASE.length) : '';
    const target = relative === '' ? undefined : insideRoot(root, relative);
    const file = target === undefined ? undefined : await fileAt(target);
    if (file !== undefined) {
      const cache = relative.startsWith('assets/') ? IMMUTABLE : ALWAYS_REVALIDATED.has(relative) ? REVALIDATE : SHORT;
      return send(c, file, cache);
    }
    // A missing hashed asset is a stale reference, not a page: HTML in its place would only confuse the browser.
    if (relative.startsWith('assets/')) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    return send(c, index, REVALIDATE);
  };
}

import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { CompressedVariants, preferredEncoding } from './compressed-variants.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';
import { escapeHtml } from '../services/escape-html.ts';
import { entryScripts, withFirstView, type FirstViewContent } from './first-view.ts';
import { manifestReader, routeModules } from './route-modules.ts';

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

/** Images a page shows first, as origin-relative paths, by the page's path under /m/ ('' for /m/ itself). */
export type PageImagePreloads = (page: string, c: Context) => Promise<readonly string[]>;

export interface StaticSiteOptions {
  /** Named in preload links of that page's HTML, so they load while the scripts do. */
  imagePreloads?: PageImagePreloads;
  /** How long the page waits for `imagePreloads` (and `firstView`) before it goes out without them. */
  imageLookupMs?: number;
  /** What the server draws of the page before its scripts run (the home's first banner, the promotions' first picture), or null. */
  firstView?: (page: string, c: Context) => Promise<FirstViewContent | null>;
}

const IMAGE_LOOKUP_MS = 100;

/** A change made to a file's content before it is sent, named by `key` (part of the ETag and the compression cache). */
interface Rewrite {
  key: string;
  apply(content: string): string;
}

export interface PagePreloads {
  /** Pictures the page shows first: placed first in the head, so they are asked for before anything else. */
  images: readonly string[];
  /** Script chunks and stylesheets of the page's screen: after the entry's own links. */
  scripts: readonly string[];
  styles: readonly string[];
  /** Files the build's page preloads that this page never loads: their links go. */
  unneeded?: readonly string[];
}

/** A link element of the page to `href`, whatever its attributes. */
const linkTo = (href: string) =>
  new RegExp(
    `<link\\b[^>]*\\bhref="${escapeHtml(href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    'i',
  );

/** The page with preload links for what it will need, so the browser fetches it while the main bundle loads. */
export function withPreloads({ images, scripts, styles, unneeded = [] }: PagePreloads): Rewrite {
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeHtml(href)}">`;
  const first = images
    .map((href) => link('rel="preload" as="image" fetchpriority="high"', href))
    .join('');
  return {
    key: JSON.stringify([images, scripts, styles, unneeded]),
    apply: (built) => {
      const html = unneeded.reduce((page, href) => page.replace(linkTo(href), ''), built);
      // The entry's own chunks are linked by the build already.
      const fresh = (href: string) => !html.includes(`href="${escapeHtml(href)}"`);
      const last = [
        ...scripts.filter(fresh).map((href) => link('rel="modulepreload" crossorigin', href)),
        ...styles.filter(fresh).map((href) => link('rel="preload" as="style" crossorigin', href)),
      ].join('');
      return html
        .replace(/<head>/i, (head) => head + first)
        .replace(/<\/head>/i, (end) => last + end);
    },
  };
}

/** One rewrite doing each of `rewrites` in turn; undefined for none. */
function combined(rewrites: readonly Rewrite[]): Rewrite | undefined {
  if (rewrites.length <= 1) return rewrites[0];
  return {
    key: JSON.stringify(rewrites.map((rewrite) => rewrite.key)),
    apply: (content) => rewrites.reduce((page, rewrite) => rewrite.apply(page), content),
  };
}

/** A short stable digest of a rewrite key, for the ETag. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1)
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16);
}

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

/**
 * The file a request path names inside the root, or undefined if it would leave the root or enter a
 * dot folder (build records such as .vite/manifest.json, not site files). Checked on the resolved
 * path: an encoded slash (%2F) only becomes a separator here.
 */
function insideRoot(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = resolve(root, decoded);
  if (!target.startsWith(root + sep)) return undefined;
  return target
    .slice(root.length + 1)
    .split(sep)
    .some((segment) => segment.startsWith('.'))
    ? undefined
    : target;
}

/**
 * Serves the built site (Vite, base /m/) from `staticDir`: existing files with their cache policy,
 * every other /m/ path as index.html so the client router can take it (SPA fallback).
 */
export function staticSite(staticDir: string, options: StaticSiteOptions = {}) {
  const root = resolve(staticDir);
  const variants = new CompressedVariants();
  const manifest = manifestReader(root);

  // A preload or a first view is an extra: if its lookup fails or is slow, the page goes out without it rather than late.
  const inTime = async <T>(lookup: () => Promise<T>, fallback: T): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<T>((done) => {
      timer = setTimeout(() => done(fallback), options.imageLookupMs ?? IMAGE_LOOKUP_MS);
    });
    try {
      return await Promise.race([lookup(), late]);
    } catch {
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };
  const pageImages = (page: string, c: Context) => {
    const lookup = options.imagePreloads;
    return lookup === undefined
      ? Promise.resolve([])
      : inTime(() => lookup(page, c), [] as readonly string[]);
  };
  const firstViewOf = (page: string, c: Context) => {
    const lookup = options.firstView;
    return lookup === undefined ? Promise.resolve(null) : inTime(() => lookup(page, c), null);
  };

  async function send(c: Context, file: FileOnDisk, cacheControl: string, rewrite?: Rewrite) {
    const contentType = contentTypeOf(file.path);
    const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
    const etag = `W/"${rewrite === undefined ? version : `${version}-${digest(rewrite.key)}`}"`;
    c.header('Cache-Control', cacheControl);
    c.header('ETag', etag);
    c.header('Last-Modified', new Date(file.mtimeMs).toUTCString());
    c.header('Content-Type', contentType);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    let body: Buffer = await readFile(file.path);
    if (rewrite !== undefined) body = Buffer.from(rewrite.apply(body.toString('utf8')), 'utf8');
    if (isCompressible(contentType) && file.size >= COMPRESS_FROM_BYTES) {
      c.header('Vary', 'Accept-Encoding', { append: true });
      const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
      if (encoding !== undefined) {
        // A rewritten copy is cached under its own name, which no precompressed sibling has.
        const name = rewrite === undefined ? file.path : `${file.path}#${digest(rewrite.key)}`;
        body = await variants.get(name, file.mtimeMs, encoding, body);
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
      const cache = relative.startsWith('assets/')
        ? IMMUTABLE
        : ALWAYS_REVALIDATED.has(relative)
          ? REVALIDATE
          : SHORT;
      return send(c, file, cache);
    }
    // A missing hashed asset is a stale reference, not a page: HTML in its place would only confuse the browser.
    if (relative.startsWith('assets/'))
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const page = relative.replace(/\/+$/, '');
    const [images, built, view] = await Promise.all([
      pageImages(page, c),
      manifest(),
      firstViewOf(page, c),
    ]);
    const { scripts, styles, unneeded } = routeModules(built, page, BASE);
    const rewrites: Rewrite[] = [];
    if (images.length + scripts.length + styles.length + unneeded.length > 0)
      rewrites.push(withPreloads({ images, scripts, styles, unneeded }));
    const entry = entryScripts(built, BASE);
    // The first view moves the preloads the line above adds, so it comes after it. Every page gets
    // one: where the server draws nothing, it still starts the scripts after the first paint.
    if (entry !== undefined) rewrites.push(withFirstView(view, entry));
    return send(c, index, REVALIDATE, combined(rewrites));
  };
}

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields used here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteModules {
  /** Script chunks of the screen, for modulepreload links. */
  scripts: string[];
  /** Stylesheets of those chunks, for preload links (the site inserts them itself when the screen mounts). */
  styles: string[];
}

const NONE: RouteModules = { scripts: [], styles: [] };

// The screen a file route's component is split into (TanStack Router's code splitting).
const componentKey = (route: string) => `src/routes/${route}.tsx?tsr-split=component`;

/**
 * The chunks a page's screen needs beyond the main bundle: the split component of the file route
 * the path names (or of its folder's index route; '' is /m/, which the site sends home), and everything it imports that the
 * entry does not already load. Paths with parameters or of no file route, or a build without a
 * manifest, have none.
 */
export function routeModules(manifest: BuildManifest | undefined, page: string, base: string): RouteModules {
  const route = page === '' ? 'home' : page;
  if (manifest === undefined || !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(route)) return NONE;
  // A folder's own page is its index route (/m/agent is src/routes/agent/index.tsx).
  const start = manifest[componentKey(route)] ?? manifest[componentKey(`${route}/index`)];
  if (start === undefined) return NONE;
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (chunk.isEntry === true || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    scripts.push(base + chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(base + css)) styles.push(base + css);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported !== undefined) visit(imported);
    }
  };
  visit(start);
  return { scripts, styles };
}

/** Reads the build manifest of `root` again only when the file changed; undefined when the build made none. */
export function manifestReader(root: string): () => Promise<BuildManifest | undefined> {
  const path = join(root, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: BuildManifest } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(path);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as BuildManifest };
      return cached.manifest;
    } catch {
      return undefined;
    }
  };
}

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { cataloguePartOf, landingPieceOf } from '../../shared/catalogue-parts.ts';
import { sharedScreenOf } from '../../shared/shared-screens.ts';

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
  /** What the build's page preloads that this screen never loads: the first screen's messages, where a landing piece replaces them. */
  unneeded: string[];
}

const NONE: RouteModules = { scripts: [], styles: [], unneeded: [] };

// The first screen's messages, which the build's page preloads for every screen (build/preload-default-catalog.ts).
const FIRST_SCREEN_CATALOGUE = 'src/locales/bn/messages.po?first-screen';

// The screen a file route's component is split into (TanStack Router's code splitting).
const componentKey = (route: string) => `src/routes/${route}.tsx?tsr-split=component`;

// What every screen but home imports lazily the moment it renders (src/app/app-frame.tsx): its header.
const MOBILE_HEADER = 'src/features/shell/components/mobile-header.tsx';

/**
 * The messages a screen but home waits for before it renders (src/i18n/i18n.ts): its landing piece
 * or its catalogue part (shared/catalogue-parts.ts), or the whole catalogue. Bengali's, the default
 * language's: a visitor who chose English fetches its own as well (about 2 KB, or 9 KB for the whole catalogue).
 */
function catalogueKey(route: string): string {
  const landing = landingPieceOf(`/${route}`);
  if (landing !== null) return `src/locales/bn/messages.po?landing=${landing}`;
  const part = cataloguePartOf(`/${route}`);
  return part === null ? 'src/locales/bn/messages.po' : `src/locales/bn/messages.po?part=${part}`;
}

// What a screen opens at once besides its own chunk: /m/login is the login popup over a placeholder,
// so its popup (with the popups' chart) loads with it rather than after the page has rendered. The
// build's first-load parts (build/first-load-parts.ts) decide their chunks; a module without a
// manifest entry of its own is skipped here, since the chunk that imports it preloads it all the same.
// The cashier's shared screen opens its own screen at once (src/routes/-cashier-route.tsx).
const OPENED_AT_ONCE: Readonly<Record<string, readonly string[]>> = {
  login: ['src/lib/popups-chart.ts', 'src/features/account/components/account-popups.tsx'],
  voucherCenter: ['src/features/cashier/deposit/components/deposit-screen.tsx'],
  withdraw: ['src/features/cashier/withdraw/components/withdraw-screen.tsx'],
  'transaction/record': ['src/features/cashier/records/components/records-screen.tsx'],
  gameRecord: ['src/features/cashier/records/components/records-screen.tsx'],
  'member/manualRebate': ['src/features/rewards/rebate/components/rebate-screen.tsx'],
  rewardCenter: ['src/features/rewards/centre/components/reward-centre-screen.tsx'],
  securityCenter: [
    'src/features/security/hub/components/security-centre-screen.tsx',
    'src/features/security/responsible/components/responsible-screen.tsx',
  ],
  promoCode: ['src/features/rewards/promo-code/components/promo-code-screen.tsx'],
};

/**
 * The chunks a page's screen needs beyond the main bundle: the split component of the file route
 * the path names (or of its folder's index route; '' is /m/, which the site sends home), or the
 * screen it shares with other routes (shared/shared-screens.ts), and everything it imports that the
 * entry does not already load; on a screen but home also what it loads lazily before or as it
 * renders (its header, its messages, a popup it opens at once), so none of it waits for the main
 * bundle to ask. Paths with parameters or of no file route, or a build without a manifest, have none.
 */
export function routeModules(
  manifest: BuildManifest | undefined,
  page: string,
  base: string,
): RouteModules {
  const route = page === '' ? 'home' : page;
  if (manifest === undefined || !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(route)) return NONE;
  // A folder's own page is its index route (/m/agent is src/routes/agent/index.tsx).
  // A route that shares its screen with others (the game categories) has no split component.
  const shared = sharedScreenOf(`/${route}`);
  const start =
    shared === null
      ? (manifest[componentKey(route)] ?? manifest[componentKey(`${route}/index`)])
      : manifest[shared];
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
  if (route !== 'home') {
    for (const key of [MOBILE_HEADER, catalogueKey(route), ...(OPENED_AT_ONCE[route] ?? [])]) {
      const chunk = manifest[key];
      if (chunk !== undefined) visit(chunk);
    }
  }
  // A landing on the login page reads its own piece instead of the first screen's messages.
  const firstScreen = manifest[FIRST_SCREEN_CATALOGUE];
  const unneeded =
    landingPieceOf(`/${route}`) !== null && firstScreen !== undefined
      ? [base + firstScreen.file]
      : [];
  return { scripts, styles, unneeded };
}

/** Reads the build manifest of `root` again only when the file changed; undefined when the build made none. */
export function manifestReader(root: string): () => Promise<BuildManifest | undefined> {
  const path = join(root, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: BuildManifest } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(path);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as BuildManifest };
      return cached.manifest;
    } catch {
      return undefined;
    }
  };
}

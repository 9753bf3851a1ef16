import { escapeHtml } from '../services/escape-html.ts';
import type { BannerPicture } from '../services/first-pictures.ts';
import type { LoginFirstView } from '../../shared/login-first-view.ts';
import type { BuildManifest } from './route-modules.ts';

/**
 * What the server draws of a page before any script runs, by the screen it opens: the home's
 * header logo and first banner; the promotions list's banner box and first promotion's picture;
 * the login page's popup, in full.
 * Every picture is origin-relative (as the site requests it when its API is this server).
 */
export type FirstViewContent =
  | {
      screen: 'home';
      banner: BannerPicture;
      /** The operator's logo, as the header shows it. */
      logo: string;
    }
  | {
      screen: 'promotions';
      /** The first m_promotion banner, whose size sets the carousel's box (drawn empty), or null without one. */
      banner: BannerPicture | null;
      /** The first promotion's main picture: the page's largest paint. */
      picture: BannerPicture;
    }
  // The login popup as the app draws it (login-first-view.ts): trusted markup of the site's own build.
  | ({ screen: 'login' } & LoginFirstView);

/** The app's entry script and what the first script (src/boot.ts) needs at once, from the build manifest. */
export interface EntryScripts {
  entry: string;
  /** Chunks the first script imports: their links stay in the page. */
  bootImports: readonly string[];
  /**
   * The entry's own imports the first script has not loaded (the libraries, the shared code), each
   * after the chunks it imports. They import nothing of the app's, so the first script can run each
   * of them in a task of its own before the entry: evaluating the whole start-up bundle at once is
   * the longest task of the start. A chunk named before one it imports would run that one in its
   * own task, so the order is the imports' order, not the build's.
   */
  entryImports: readonly string[];
}

const BOOT_KEY = 'src/boot.ts';

/** The entry chunk of index.html and the first script's imports; undefined for a build without them. */
export function entryScripts(
  manifest: BuildManifest | undefined,
  base: string,
): EntryScripts | undefined {
  if (manifest === undefined) return undefined;
  const entry = manifest['index.html'];
  const boot = manifest[BOOT_KEY];
  if (entry === undefined || boot === undefined) return undefined;
  const files = (keys: readonly string[] | undefined) =>
    (keys ?? []).flatMap((key) => {
      const chunk = manifest[key];
      return chunk === undefined ? [] : [base + chunk.file];
    });
  const bootImports = files(boot.imports);
  const entryImports = files(importsFirst(manifest, entry.imports ?? [])).filter(
    (file) => !bootImports.includes(file),
  );
  return { entry: base + entry.file, bootImports, entryImports };
}

/** `keys` in the build's order, except that a chunk comes after those of `keys` it imports (directly or not). */
function importsFirst(manifest: BuildManifest, keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (key: string) => {
    // Chunks that import each other: the one being placed is not visited again, so each is named once.
    if (ordered.includes(key) || visiting.has(key)) return;
    visiting.add(key);
    for (const imported of manifest[key]?.imports ?? []) if (wanted.has(imported)) visit(imported);
    visiting.delete(key);
    ordered.push(key);
  };
  for (const key of keys) visit(key);
  return ordered;
}

/** The element's id: src/lib/first-view.ts finds it by this. */
const FIRST_VIEW_ID = 'first-view';

/** A replacer that takes a link out of the page and notes its address once, unless the page must keep it. */
const deferInto =
  (deferred: string[], keep: readonly string[]) =>
  (tag: string, href: string): string => {
    if (keep.includes(href)) return tag;
    if (!deferred.includes(href)) deferred.push(href);
    return '';
  };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first view's drawing: right after #root (the static splash, `#root:empty + .splash`, then stays hidden). */
function drawing(view: FirstViewContent): string {
  const picture = (className: string, { path, width, height }: BannerPicture) =>
    `<img class="${className}" src="${escapeHtml(path)}" alt="" width="${width}" height="${height}" fetchpriority="high" data-first-picture>`;
  if (view.screen === 'login') return view.html;
  if (view.screen === 'home') {
    return (
      `<div class="first-view__header"><img class="first-view__logo" src="${escapeHtml(view.logo)}" alt=""></div>` +
      picture('first-view__banner', view.banner)
    );
  }
  // The carousel's box at its first banner's size, drawn empty as the carousel draws itself before
  // its pictures arrive: the promotion's picture, the largest paint, gets the connection alone.
  const carousel =
    view.banner === null
      ? ''
      : `<svg class="first-view__carousel" viewBox="0 0 ${view.banner.width} ${view.banner.height}"></svg>`;
  return `<div class="first-view__header"></div><div class="first-view__column">${carousel}<div class="first-view__card">${picture('first-view__picture', view.picture)}</div></div>`;
}

/**
 * The page with its entry script started by the first script once the page has painted, and on
 * the pages that have one, a first view drawn by the server: pictures placed where the app will
 * draw them (src/app/first-view.css), so the largest paint needs only the page, its stylesheet
 * and the picture.
 *
 * The app's entry script and its module and style preloads leave the head: the first view names them in
 * data attributes and the first script loads them once the first picture has painted (or after a
 * short wait), or, on a page with nothing drawn (`view` null), once the static splash has. On a slow
 * phone the first paint then gets the connection first instead of sharing it with 160 KB of
 * script, and the app still starts within a round trip of it. The app removes a drawn view once its
 * own picture is on screen (src/lib/first-view.ts). The login page's drawing is its screen in that
 * screen's styles: they become stylesheets of the head instead (docs/architecture.md, "First views").
 */
export function withFirstView(view: FirstViewContent | null, scripts: EntryScripts) {
  return {
    key: JSON.stringify(['first-view', view, scripts]),
    apply(html: string): string {
      const entryTag = new RegExp(
        `<script\\b[^>]*\\bsrc="${escapeRegExp(scripts.entry)}"[^>]*></script>\\s*`,
        'i',
      );
      // Without the entry tag the page is not the one this rewrite knows: leave it as it is.
      if (!entryTag.test(html)) return html;
      const deferredScripts: string[] = [];
      const deferredStyles: string[] = [];
      // The login's drawing is the screen itself, in the screen's own styles: they stay in the
      // head, as stylesheets, so the first paint has them (about 2 KB).
      const styleLink =
        view?.screen === 'login'
          ? (_tag: string, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`
          : deferInto(deferredStyles, []);
      const page = html
        .replace(entryTag, '')
        .replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/gi,
          deferInto(deferredScripts, scripts.bootImports),
        )
        .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)">\s*/gi, styleLink);
      const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
      const opening =
        `<div id="${FIRST_VIEW_ID}" class="first-view" aria-hidden="true"` +
        (view === null ? ' hidden' : attribute('data-screen', view.screen)) +
        // A drawn form is for the eyes only until the app's own replaces it: nothing in it takes focus or taps.
        (view?.screen === 'login' ? ' inert' + attribute('data-catalog', view.catalog) : '') +
        attribute('data-entry', scripts.entry) +
        attribute('data-entry-imports', scripts.entryImports.join(' ')) +
        attribute('data-modulepreload', deferredScripts.join(' ')) +
        attribute('data-stylepreload', deferredStyles.join(' ')) +
        '>';
      // Nothing drawn: the element only names the scripts, after the splash so the splash shows.
      if (view === null) return page.replace(/<\/body>/i, (end) => `${opening}</div>${end}`);
      return page.replace(/(<div id="root"><\/div>)/i, `$1${opening}${drawing(view)}</div>`);
    },
  };
}

/**
 * The first view the server writes into every page (server/http/first-view.ts): on the home its
 * logo and first banner, on the promotions list its first promotion's picture, shown over the
 * app's own until those are on screen; elsewhere nothing drawn (the static splash shows). The page
 * leaves the app's entry script out and names it here, so the first paint comes before 160 KB of
 * script compete with it for the connection.
 */

import { detectLanguage } from '../i18n/detect-language.ts';
// catalogOf, not the language table: this runs in the page's first script, which stays small.
import { catalogOf } from '../i18n/languages.ts';
import { getLanguage } from './storage.ts';
import { yieldToMain } from './yield-to-main.ts';

export const FIRST_VIEW_ID = 'first-view';

export const FIRST_VIEW_DELAYS = {
  /** The longest the app waits for the banner to paint before it starts anyway: a slow picture must not hold the site. */
  bannerWait: 1200,
  /** The first view goes at the latest this long after the app has started, whatever screen shows. */
  longest: 10_000,
};

function firstView(doc: Document): HTMLElement | null {
  return doc.getElementById(FIRST_VIEW_ID);
}

/** Whether the page still shows a first view. */
export function hasFirstView(doc: Document = document): boolean {
  return firstView(doc) !== null;
}

/** Removes the first view: the app's own screen is on display (its picture, or another screen). */
export function releaseFirstView(doc: Document = document): void {
  firstView(doc)?.remove();
}

/** The screen the server drew the first view for ('home', 'promotions'), or null when it drew none. */
export function firstViewScreen(doc: Document = document): string | null {
  return firstView(doc)?.dataset.screen ?? null;
}

const words = (value: string | undefined) => (value ?? '').split(' ').filter((word) => word !== '');

/** Runs a module script and what it imports (a dynamic import). */
export type EvaluateModule = (url: string) => Promise<unknown>;
const importModule: EvaluateModule = (url) => import(/* @vite-ignore */ url);

/**
 * Adds the app's entry script, with preloads for what it imports at once, to the head. The
 * libraries and shared code the entry imports (`data-entry-imports`) run first, each in a task of
 * its own: evaluated together with the entry they were the longest task of the start.
 */
async function loadApp(
  doc: Document,
  view: HTMLElement,
  entry: string,
  evaluate: EvaluateModule,
): Promise<void> {
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    if (as !== undefined) element.as = as;
    element.crossOrigin = '';
    element.href = href;
    doc.head.append(element);
  };
  for (const href of words(view.dataset.modulepreload)) link('modulepreload', href);
  for (const href of words(view.dataset.stylepreload)) link('preload', href, 'style');
  for (const href of words(view.dataset.entryImports)) {
    try {
      await evaluate(href);
    } catch {
      // The entry imports it too: a chunk that fails to load is reported there, as on other pages.
      break;
    }
    await yieldToMain();
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

/** Calls `then` in a task after the next frame has been drawn. */
const afterNextFrame = (then: () => void) =>
  requestAnimationFrame(() => window.setTimeout(then, 0));

/**
 * Calls `then` once the page has painted: at its first paint entry where the browser reports
 * paint timing (it arrives as a task of its own, whatever the page's timers do), else after the
 * next frame has been drawn.
 */
function afterFirstPaint(then: () => void): void {
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().length === 0) return;
      observer.disconnect();
      then();
    });
    // Buffered: the first script may run after the first paint, which then is reported at once.
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  afterNextFrame(then);
}

/**
 * Called by the first script (src/boot.ts). Without a first view the page loads the app itself and
 * this does nothing. With one, the app loads once its picture has loaded and a frame has been drawn
 * with it, or when the picture fails (the first view then hides), or after `bannerWait`; with
 * nothing drawn, once the page (the splash) has painted, or after `bannerWait`.
 */
export function startAppAfterFirstView(
  doc: Document = document,
  delays = FIRST_VIEW_DELAYS,
  evaluate = importModule,
): void {
  if (doc.readyState === 'loading') {
    // The first script is async: it may run before the parser has reached the first view.
    doc.addEventListener('DOMContentLoaded', () => startAppAfterFirstView(doc, delays, evaluate), {
      once: true,
    });
    return;
  }
  const view = firstView(doc);
  const entry = view?.dataset.entry;
  if (!view || !entry) return;
  // The server drew the login in the language of the visitor's cookie; the app shows the one of the
  // address and local storage (src/features/shell/actors/startup.actors.ts), which set the cookie
  // only from this site's version on: a drawing in another language goes before it is seen long.
  const drawnIn = view.dataset.catalog;
  if (
    drawnIn !== undefined &&
    drawnIn !== catalogOf(detectLanguage({ search: window.location.search, stored: getLanguage() }))
  ) {
    releaseFirstView(doc);
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void loadApp(doc, view, entry, evaluate);
    window.setTimeout(() => releaseFirstView(doc), delays.longest);
  };
  const banner = view.querySelector<HTMLImageElement>('img[data-first-picture]');
  const failed = () => {
    releaseFirstView(doc);
    start();
  };
  if (!banner) afterFirstPaint(start);
  else if (banner.complete) {
    if (banner.naturalWidth === 0) failed();
    else afterNextFrame(start);
  } else {
    banner.addEventListener('load', () => afterNextFrame(start), { once: true });
    banner.addEventListener('error', failed, { once: true });
  }
  window.setTimeout(start, delays.bannerWait);
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ID, releaseFirstView, startAppAfterFirstView } from '../../src/lib/first-view';

const DELAYS = { bannerWait: 1200, longest: 10_000 };

/** The page as the server writes it for the home: the first view after #root (server/http/first-view.ts). */
function drawFirstView({ banner = true } = {}): {
  view: HTMLElement;
  picture: HTMLImageElement | null;
} {
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<div id="${FIRST_VIEW_ID}" data-entry="/m/assets/index-1.js" data-modulepreload="/m/assets/vendor-1.js /m/assets/home-1.js"` +
    ' data-stylepreload="/m/assets/home-1.css">' +
    (banner
      ? '<img class="first-view__banner" src="/content/art/announcement/7-1.png" data-first-picture>'
      : '') +
    '</div>';
  return {
    view: document.getElementById(FIRST_VIEW_ID)!,
    picture: document.querySelector('img[data-first-picture]'),
  };
}

/** jsdom loads no pictures: say whether this one has finished, and how. */
function pictureState(picture: HTMLImageElement, complete: boolean, naturalWidth = 0) {
  Object.defineProperty(picture, 'complete', { configurable: true, get: () => complete });
  Object.defineProperty(picture, 'naturalWidth', { configurable: true, get: () => naturalWidth });
}

const entryScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
    (script) => new URL(script.src).pathname,
  );
const preloads = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map(
    (link) => link.href,
  );

/** The browser draws a frame (the splash, on a page with nothing drawn) and runs the tasks it left. */
function drawFrame() {
  // A frame is 16 ms under the fake clock; the timer the frame leaves is due at once.
  vi.advanceTimersByTime(20);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('starting the app after the first view', () => {
  it('does nothing on a page without a first view: the page loads the app itself', () => {
    document.body.innerHTML = '<div id="root"></div>';
    startAppAfterFirstView(document, DELAYS);
    vi.advanceTimersByTime(DELAYS.longest);
    expect(entryScripts()).toEqual([]);
  });

  it('loads the entry with its preloads once the banner has loaded and a frame was drawn', () => {
    const { picture } = drawFirstView();
    pictureState(picture!, false);
    startAppAfterFirstView(document, DELAYS);
    expect(entryScripts()).toEqual([]);

    picture!.dispatchEvent(new Event('load'));
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(entryScripts()).toEqual(['/m/assets/index-1.js']);
    expect(preloads('modulepreload').map((href) => new URL(href).pathname)).toEqual([
      '/m/assets/vendor-1.js',
      '/m/assets/home-1.js',
    ]);
    expect(preloads('preload').map((href) => new URL(href).pathname)).toEqual([
      '/m/assets/home-1.css',
    ]);
    // The first view stays until the app's own banner takes its place.
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });

  it('starts at once after a frame when the banner had already loaded', () => {
    const { picture } = drawFirstView();
    pictureState(picture!, true, 720);
    startAppAfterFirstView(document, DELAYS);
    vi.advanceTimersByTime(50);
    expect(entryScripts()).toHaveLength(1);
  });

  it('removes the first view and starts when its banner fails, now or later', () => {
    const failedBefore = drawFirstView();
    pictureState(failedBefore.picture!, true, 0);
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(entryScripts()).toHaveLength(1);

    document.head.innerHTML = '';
    const failsLater = drawFirstView();
    pictureState(failsLater.picture!, false);
    startAppAfterFirstView(document, DELAYS);
    failsLater.picture!.dispatchEvent(new Event('error'));
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(entryScripts()).toHaveLength(1);
  });

  it('does not wait longer than bannerWait for a slow picture, and loads the app once', () => {
    const { picture } = drawFirstView();
    pictureState(picture!, false);
    startAppAfterFirstView(document, DELAYS);
    vi.advanceTimersByTime(DELAYS.bannerWait - 1);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);

    picture!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(entryScripts()).toHaveLength(1);
  });

  it('with nothing drawn, starts once a frame (the splash) has been drawn, and removes the view after `longest` whatever happens', () => {
    drawFirstView({ banner: false });
    startAppAfterFirstView(document, DELAYS);
    // Not before the first paint: the scripts would compete with it for the connection.
    expect(entryScripts()).toEqual([]);
    drawFrame();
    expect(entryScripts()).toHaveLength(1);
    // Counted from the start, within the 20 ms drawFrame advanced.
    vi.advanceTimersByTime(DELAYS.longest - 20);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    vi.advanceTimersByTime(20);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('with nothing drawn, starts at the page’s first paint where the browser reports paint timing', () => {
    let report: ((entries: { getEntries: () => unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    const disconnect = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      drawFirstView({ banner: false });
      startAppAfterFirstView(document, DELAYS);
      // Frames alone do not start it: the paint is what it waits for.
      drawFrame();
      expect(entryScripts()).toEqual([]);
      expect(observed).toEqual([{ type: 'paint', buffered: true }]);
      report?.({ getEntries: () => [] });
      expect(entryScripts()).toEqual([]);
      report?.({ getEntries: () => [{ name: 'first-paint' }] });
      expect(entryScripts()).toEqual(['/m/assets/index-1.js']);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits for the parser when the first script runs before the body is read', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startAppAfterFirstView(document, DELAYS);
    drawFirstView({ banner: false });
    expect(entryScripts()).toEqual([]);
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    drawFrame();
    expect(entryScripts()).toHaveLength(1);
  });

  it('runs the entry’s own imports one task at a time before the entry, and still loads it when one fails', async () => {
    const { view } = drawFirstView({ banner: false });
    view.dataset.entryImports = '/m/assets/vendor-1.js /m/assets/shared-1.js';
    const evaluated: string[] = [];
    const evaluate = vi.fn(async (url: string) => {
      evaluated.push(url);
    });
    startAppAfterFirstView(document, DELAYS, evaluate);
    drawFrame();
    await Promise.resolve();
    // The first has run; the next waits for a task of its own (jsdom: a timer), the entry for the last one.
    expect(evaluated).toEqual(['/m/assets/vendor-1.js']);
    expect(entryScripts()).toEqual([]);
    await Promise.resolve();
    expect(evaluated).toEqual(['/m/assets/vendor-1.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(evaluated).toEqual(['/m/assets/vendor-1.js', '/m/assets/shared-1.js']);
    expect(entryScripts()).toEqual(['/m/assets/index-1.js']);

    document.head.innerHTML = '';
    const failing = drawFirstView({ banner: false });
    failing.view.dataset.entryImports = '/m/assets/vendor-1.js /m/assets/shared-1.js';
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    startAppAfterFirstView(document, DELAYS, refused);
    drawFrame();
    await vi.advanceTimersToNextTimerAsync();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(entryScripts()).toEqual(['/m/assets/index-1.js']);
  });
});

describe('the login page’s drawing and the language the app will show', () => {
  /** The login page as the server writes it: the popup drawn in `catalog`, nothing to wait for. */
  function drawLogin(catalog: string) {
    document.body.innerHTML =
      '<div id="root"></div>' +
      `<div id="${FIRST_VIEW_ID}" data-screen="login" inert data-catalog="${catalog}" data-entry="/m/assets/index-1.js">` +
      '<div role="dialog"><h2>Login</h2></div></div>';
  }
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps a drawing in the language the visitor chose, and starts the app after its paint', () => {
    localStorage.setItem('MC_LANGUAGE', 'EN');
    drawLogin('en');
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    vi.advanceTimersByTime(DELAYS.bannerWait);
    expect(entryScripts()).toEqual(['/m/assets/index-1.js']);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });

  it('keeps a Bengali drawing for a visitor with no choice yet (the default language)', () => {
    drawLogin('bn');
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });

  it('drops a drawing in another language at once, and still starts the app', () => {
    localStorage.setItem('MC_LANGUAGE', 'BN');
    drawLogin('en');
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    vi.advanceTimersByTime(DELAYS.bannerWait);
    expect(entryScripts()).toEqual(['/m/assets/index-1.js']);
  });

  it('goes by a ?lang= link first, as the app does', () => {
    localStorage.setItem('MC_LANGUAGE', 'BN');
    window.history.replaceState(null, '', '/m/login?lang=EN');
    drawLogin('bn');
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('reads any language without a catalogue of its own as English', () => {
    localStorage.setItem('MC_LANGUAGE', 'HI');
    drawLogin('en');
    startAppAfterFirstView(document, DELAYS);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });
});

describe('releasing the first view', () => {
  it('removes it, and is harmless when there is none', () => {
    drawFirstView();
    releaseFirstView();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(() => releaseFirstView()).not.toThrow();
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstViewHandoff } from '../../src/lib/use-first-view-handoff';
import { FIRST_VIEW_ID } from '../../src/lib/first-view';

const PICTURE = '/content/art/announcement/7-1.png';
const present = () => document.getElementById(FIRST_VIEW_ID) !== null;

let decoded: { src: string; settle: (ok: boolean) => void }[] = [];

beforeEach(() => {
  document.body.insertAdjacentHTML('beforeend', `<div id="${FIRST_VIEW_ID}"></div>`);
  decoded = [];
  // jsdom decodes no pictures: each decode() waits until the test settles it.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return new Promise<void>((resolve, reject) =>
        decoded.push({
          src: this.src,
          settle: (ok) => (ok ? resolve() : reject(new Error('broken'))),
        }),
      );
    },
  });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
    window.setTimeout(() => callback(0), 0),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(FIRST_VIEW_ID)?.remove();
});

describe('handing the first view over to the home banners', () => {
  it('keeps it while the banner list loads', () => {
    renderHook(() => useFirstViewHandoff(undefined, false));
    expect(present()).toBe(true);
  });

  it('removes it at once when the list failed or has no picture', () => {
    const failed = renderHook(() => useFirstViewHandoff(undefined, true));
    expect(present()).toBe(false);
    failed.unmount();

    document.body.insertAdjacentHTML('beforeend', `<div id="${FIRST_VIEW_ID}"></div>`);
    renderHook(() => useFirstViewHandoff(null, false));
    expect(present()).toBe(false);
  });

  it('removes it two frames after the first picture has decoded, or failed to', async () => {
    for (const ok of [true, false]) {
      if (!present())
        document.body.insertAdjacentHTML('beforeend', `<div id="${FIRST_VIEW_ID}"></div>`);
      const { unmount } = renderHook(() => useFirstViewHandoff(PICTURE, false));
      expect(decoded.at(-1)?.src).toMatch(/\/content\/art\/announcement\/7-1\.png$/);
      expect(present()).toBe(true);
      decoded.at(-1)!.settle(ok);
      await vi.waitFor(() => expect(present()).toBe(false));
      unmount();
    }
  });

  it('does nothing on a page without a first view', () => {
    document.getElementById(FIRST_VIEW_ID)?.remove();
    renderHook(() => useFirstViewHandoff(PICTURE, false));
    expect(decoded).toEqual([]);
  });

  it('waits for the picture’s load event where decode() is missing', async () => {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: undefined,
    });
    const listened: HTMLImageElement[] = [];
    const listen = HTMLImageElement.prototype.addEventListener;
    vi.spyOn(HTMLImageElement.prototype, 'addEventListener').mockImplementation(function (
      this: HTMLImageElement,
      ...args
    ) {
      listened.push(this);
      listen.apply(this, args);
    });
    renderHook(() => useFirstViewHandoff(PICTURE, false));
    expect(present()).toBe(true);
    expect(listened).toHaveLength(2);
    listened[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(present()).toBe(false));
  });

  it('leaves it alone when the screen has gone before the picture decoded', async () => {
    const { unmount } = renderHook(() => useFirstViewHandoff(PICTURE, false));
    unmount();
    decoded.at(-1)!.settle(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(present()).toBe(true);
  });
});

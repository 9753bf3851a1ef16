import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../ui/motion';

/** Requirements A2 / A9: page changes fade in over 300 ms; a back swipe longer than 100 px skips it. */
export const PAGE_FADE_MS = 300;
export const BACK_SWIPE_MIN_PX = 100;
// The history step follows the end of the gesture; anything later is a separate navigation.
const SWIPE_TO_NAVIGATION_MS = 1000;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A mostly horizontal swipe towards the reading end, longer than the threshold. */
export function isBackSwipe(start: Point, end: Point, dir: 'ltr' | 'rtl' = 'ltr'): boolean {
  const dx = (end.x - start.x) * (dir === 'rtl' ? -1 : 1);
  return dx > BACK_SWIPE_MIN_PX && Math.abs(end.y - start.y) < dx;
}

let lastBackSwipeAt = Number.NEGATIVE_INFINITY;
let trackingInstalled = false;

function trackBackSwipes(): void {
  if (trackingInstalled) return;
  trackingInstalled = true;
  let start: Point | null = null;
  window.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  window.addEventListener(
    'touchend',
    (event) => {
      const touch = event.changedTouches[0];
      if (
        start &&
        touch &&
        isBackSwipe(
          start,
          { x: touch.clientX, y: touch.clientY },
          document.dir === 'rtl' ? 'rtl' : 'ltr',
        )
      ) {
        lastBackSwipeAt = performance.now();
      }
      start = null;
    },
    { passive: true },
  );
}

/** Fades `ref` in whenever `pageKey` changes, unless the change came from a back swipe. */
export function usePageFade(ref: RefObject<HTMLElement | null>, pageKey: string): void {
  const first = useRef(true);
  useEffect(trackBackSwipes, []);
  useEffect(() => {
    // The first page is painted by the start-up sequence, not navigated to.
    if (first.current) {
      first.current = false;
      return;
    }
    const swiped = performance.now() - lastBackSwipeAt < SWIPE_TO_NAVIGATION_MS;
    if (swiped || prefersReducedMotion() || typeof ref.current?.animate !== 'function') return;
    ref.current.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_FADE_MS,
      easing: 'ease-out',
    });
  }, [pageKey, ref]);
}

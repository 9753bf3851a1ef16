import { useEffect, type RefObject } from 'react';

/** Requirements B9: the notice marquee moves at 30 frames a second. */
export const MARQUEE_FPS = 30;
/** Pixels a second: slow enough to read a Bengali title on a phone. */
export const MARQUEE_SPEED = 40;

export interface MarqueeTiming {
  /** Seconds to move one copy of the titles (half the track) out of view. */
  durationS: number;
  /** Steps of the CSS timing function: 30 a second, so the strip moves at 30 fps. */
  steps: number;
}

/** How long one loop lasts and in how many steps it moves, for a track whose half is `halfWidth` px wide. */
export function marqueeTiming(halfWidth: number): MarqueeTiming {
  const durationS = Math.max(halfWidth, 1) / MARQUEE_SPEED;
  return { durationS, steps: Math.max(1, Math.round(durationS * MARQUEE_FPS)) };
}

/**
 * Runs the marquee of `trackRef` as a CSS animation (the `marquee` keyframes of the strip's
 * stylesheet: translateX from 0 to -50 %, the track holding its content twice so the loop is
 * seamless) with a steps() timing of 30 steps a second. The compositor moves it: a script that
 * set the transform 30 times a second made the browser paint and layerize the whole long home
 * page every frame, a long task every frame on a slow phone. The script only measures the track
 * (again when it resizes) and pauses the animation while `viewportRef` is off screen. Does nothing
 * when `enabled` is false (reduced motion, nothing to show). The parameters are named …Ref so
 * that React's compiler knows them for refs, whose elements an effect may change.
 */
export function useMarquee(
  viewportRef: RefObject<HTMLElement | null>,
  trackRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): void {
  useEffect(() => {
    const box = viewportRef.current;
    const strip = trackRef.current;
    if (!enabled || !box || !strip) return undefined;
    // Timed again only when the width changes (a font arriving): a new duration moves the strip.
    let half = -1;
    const time = () => {
      const measured = strip.scrollWidth / 2;
      if (measured === half) return;
      half = measured;
      const { durationS, steps } = marqueeTiming(half);
      strip.style.animationDuration = `${durationS.toFixed(2)}s`;
      strip.style.animationTimingFunction = `steps(${steps})`;
    };
    // The observer's first call comes after the browser's own layout of the frame. Measuring here
    // instead would force a layout of the whole home page inside this task (about 100 ms at 4x
    // CPU slowdown, traced), making the render that showed the notices one long task.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(time);
    if (resized) resized.observe(strip);
    else time();
    if (typeof IntersectionObserver === 'undefined') {
      strip.style.animationPlayState = 'running';
      return () => resized?.disconnect();
    }
    const observer = new IntersectionObserver((entries) => {
      strip.style.animationPlayState = entries.some((entry) => entry.isIntersecting)
        ? 'running'
        : 'paused';
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      resized?.disconnect();
    };
  }, [viewportRef, trackRef, enabled]);
}

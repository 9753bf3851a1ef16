import { useEffect, type RefObject } from 'react';

/** Spec 001 §9: the notice marquee moves at 30 frames a second. */
export const MARQUEE_FPS = 30;
const FRAME_MS = 1000 / MARQUEE_FPS;
/** Pixels a second: slow enough to read a Bengali title on a phone. */
export const MARQUEE_SPEED = 40;

/**
 * Moves `track` leftwards with translateX, one step per 1/30 s (requestAnimationFrame throttled),
 * and only while `viewport` is on screen. The track holds its content twice, so wrapping at half
 * its width is seamless. Does nothing when `enabled` is false (reduced motion, nothing to show).
 */
export function useMarquee(viewport: RefObject<HTMLElement | null>, track: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const box = viewport.current;
    const strip = track.current;
    if (!enabled || !box || !strip) return undefined;
    let offset = 0;
    let last = 0;
    let frame = 0;
    let running = false;
    // Reading scrollWidth forces a layout: doing it 30 times a second on the long home page cost
    // seconds of main-thread time on a slow phone. Measured once, again only when the track resizes.
    let half = 0;
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => (half = 0));
    resized?.observe(strip);

    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      if (last === 0) last = now;
      const elapsed = now - last;
      if (elapsed < FRAME_MS) return;
      last = now;
      if (half === 0) half = strip.scrollWidth / 2;
      offset = half > 0 ? (offset + (MARQUEE_SPEED * elapsed) / 1000) % half : 0;
      strip.style.transform = `translateX(${-offset}px)`;
    };
    const start = () => {
      if (running) return;
      running = true;
      last = 0;
      frame = requestAnimationFrame(step);
    };
    const stop = () => {
      running = false;
      cancelAnimationFrame(frame);
    };

    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        resized?.disconnect();
        stop();
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
      else stop();
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      resized?.disconnect();
      stop();
    };
  }, [viewport, track, enabled]);
}

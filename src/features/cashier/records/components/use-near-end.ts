import { useEffect, useLayoutEffect, useRef } from 'react';

/** Requirements B9 "Infinite scroll": the next page is asked for 400 px before the end. */
const NEAR_END_PX = 400;

/**
 * Tells when the page's end is within 400 px of the viewport's (requirements B9 "Infinite
 * scroll"), the way the game list measures it: on scroll and resize, once a frame, and again after
 * the rows changed (a short first page on a tall screen asks for the next one by itself). The
 * chart decides whether to load and holds the once-a-second rule.
 */
export function useNearEnd(onNearEnd: () => void, rows: number): void {
  const callback = useRef(onNearEnd);
  useLayoutEffect(() => {
    callback.current = onNearEnd;
  });
  const frame = useRef(0);

  useEffect(() => {
    const measure = () => {
      frame.current = 0;
      const doc = document.documentElement;
      if (doc.scrollHeight - (window.scrollY + window.innerHeight) < NEAR_END_PX)
        callback.current();
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  useEffect(() => {
    if (rows === 0) return;
    const id = requestAnimationFrame(() => {
      const doc = document.documentElement;
      if (doc.scrollHeight - (window.scrollY + window.innerHeight) < NEAR_END_PX)
        callback.current();
    });
    return () => cancelAnimationFrame(id);
  }, [rows]);
}

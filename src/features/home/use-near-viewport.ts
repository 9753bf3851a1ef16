import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on: sections below
 * the fold ask for their games only when the player scrolls towards them. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as near. Watching starts once
 * `enabled` (e.g. when the content above has its final height).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = '400px',
  enabled = true,
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, enabled]);
  return near;
}

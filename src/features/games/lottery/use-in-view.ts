import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `margin` of the viewport now (it turns false again when scrolled
 * away): a lottery's countdown runs, and asks for its next draws, only while its row is near the
 * screen. Without IntersectionObserver (old browsers, jsdom) every element counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inView;
}

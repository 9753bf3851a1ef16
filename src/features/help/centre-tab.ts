import { prefersReducedMotion } from '../../ui/motion';

/** The game menu strip's transition (requirements B2.3.5), which the help page's tabs follow (issue 53). */
export const CENTRE_MS = 200;

/**
 * Scrolls a horizontal tab strip so that `item` sits in its middle, easing out over CENTRE_MS (at
 * once when the player prefers reduced motion). Answers a function that stops the scroll.
 */
export function centreInStrip(strip: HTMLElement, item: HTMLElement): () => void {
  const from = strip.scrollLeft;
  const box = item.getBoundingClientRect();
  const target =
    from + box.left - strip.getBoundingClientRect().left - (strip.clientWidth - box.width) / 2;
  if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    strip.scrollLeft = target;
    return () => undefined;
  }
  const started = performance.now();
  let frame = requestAnimationFrame(function step(now) {
    const progress = Math.min(1, (now - started) / CENTRE_MS);
    strip.scrollLeft = from + (target - from) * (1 - (1 - progress) ** 2);
    if (progress < 1) frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}

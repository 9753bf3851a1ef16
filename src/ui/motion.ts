/** Motion durations in ms; the CSS twins are --dur-fade and --dur-popup in styles/tokens.css (requirements A9). */
export const MOTION_MS = {
  fade: 300,
  popup: 225,
} as const;

/** True when the user asked the system for reduced motion (false where matchMedia is missing, e.g. jsdom). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

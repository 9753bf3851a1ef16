/**
 * The install icons in public/icons/ (drawn by `npm run icons`, scripts/draw-app-icons.ts): the
 * manifest lists them, and the drawing script makes exactly these files.
 */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, share: 0.8, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, share: 0.8, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, share: 0.6, purpose: 'maskable' },
] as const;

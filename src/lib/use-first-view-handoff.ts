import { useEffect } from 'react';
import { hasFirstView, releaseFirstView } from './first-view.ts';

/**
 * Removes the server-drawn first view (src/lib/first-view.ts) once the app's own picture can take
 * its place (the home's first banner, the promotions' first picture): decoded (it is the one the
 * first view shows, so it comes from the cache) and a frame drawn with it. With no picture, or
 * when the list or the picture fails, the first view goes at once and the screen's own rules apply.
 * `firstPicture` is undefined while the list loads, null when it has no picture.
 */
export function useFirstViewHandoff(
  firstPicture: string | null | undefined,
  listFailed: boolean,
): void {
  useEffect(() => {
    // Most renders: a page the server drew no first view into, or one already handed over.
    if (!hasFirstView()) return undefined;
    if (listFailed || firstPicture === null) {
      releaseFirstView();
      return undefined;
    }
    if (firstPicture === undefined) return undefined;
    let live = true;
    const picture = new Image();
    picture.src = firstPicture;
    const release = () => {
      if (live) requestAnimationFrame(() => requestAnimationFrame(() => releaseFirstView()));
    };
    decoded(picture).then(release, release);
    return () => {
      live = false;
    };
  }, [firstPicture, listFailed]);
}

/** Settles once the picture can be drawn without a blank frame; load events where decode() is missing. */
function decoded(picture: HTMLImageElement): Promise<void> {
  if (typeof picture.decode === 'function') return picture.decode();
  return new Promise((resolve, reject) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => reject(new Error('picture failed')), { once: true });
  });
}

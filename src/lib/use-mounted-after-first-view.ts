import { startTransition, useEffect, useState } from 'react';
import { hasFirstView } from './first-view.ts';

/**
 * Whether a screen under the server's first view may mount yet. On a cold load the first view is
 * on screen (src/lib/first-view.ts) and the screen's first render is the longest task of the start:
 * the router mounts it synchronously. Under the first view this is false for the first render and
 * turns true in a transition, which React renders in slices that yield. Nothing is on screen to
 * move meanwhile. Without a first view (any later visit) it is true at once, so scroll restoration
 * finds the screen in place.
 */
export function useMountedAfterFirstView(): boolean {
  const [mounted, setMounted] = useState(() => !hasFirstView());
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return mounted;
}

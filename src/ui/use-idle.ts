import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after mounting (at most `timeoutMs` later).
 * For code that is not needed for the first view: it loads without competing with it.
 */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback.
    const handle = window.setTimeout(() => setIdle(true), Math.min(timeoutMs, 1500));
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}

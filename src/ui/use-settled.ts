import { startTransition, useEffect, useState } from 'react';

/**
 * "The page has settled": the player has interacted (touch, key, scroll, wheel), or the page has
 * loaded and then fetched nothing for `QUIET_MS` (its pictures and lobby rows included). Parts
 * nobody needs for the first view (the page footer with its decryption code, the announcement
 * popups, the banner slider's code) wait for it, so they stay out of the start-up load and a
 * popup picture never becomes the page's largest paint. One signal for the whole visit: once
 * settled, parts mounted later render at once.
 */
export const QUIET_MS = 1000;
/** However busy the network stays, the deferred parts appear this long after start-up at the latest. */
export const MAX_WAIT_MS = 8000;
const CHECK_MS = 250;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

let settled = false;
let started = false;
const listeners = new Set<() => void>();
const cleanups: (() => void)[] = [];

function settle(): void {
  if (settled) return;
  settled = true;
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Settles once no resource has finished loading for QUIET_MS (checked every CHECK_MS). */
function watchNetwork(): void {
  let lastActivity = performance.now();
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        lastActivity = Math.max(lastActivity, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'resource', buffered: true });
  }
  const timer = window.setInterval(() => {
    if (performance.now() - lastActivity >= QUIET_MS) settle();
  }, CHECK_MS);
  cleanups.push(() => {
    window.clearInterval(timer);
    observer?.disconnect();
  });
}

// A scroll counts when the page itself scrolls: a strip that scrolls its own tab into view on
// arrival (the game menu, requirements B2.3) is no interaction. A player scrolling a strip touches,
// drags or uses keys or the wheel first, which settle on their own.
function onInteraction(event: Event): void {
  if (event.type !== 'scroll' || event.target === document) settle();
}

function start(): void {
  if (started) return;
  started = true;
  for (const name of INTERACTIONS)
    window.addEventListener(name, onInteraction, { capture: true, passive: true });
  cleanups.push(() => {
    for (const name of INTERACTIONS) window.removeEventListener(name, onInteraction, true);
  });
  const cap = window.setTimeout(settle, MAX_WAIT_MS);
  cleanups.push(() => window.clearTimeout(cap));
  if (document.readyState === 'complete') watchNetwork();
  else {
    window.addEventListener('load', watchNetwork, { once: true });
    cleanups.push(() => window.removeEventListener('load', watchNetwork));
  }
}

export function useSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    // In a transition: what mounts on settling renders in slices that yield, not in one long task.
    const listener = () => startTransition(() => setDone(true));
    // Settled between this render and its effect: the same late path as any other settling.
    if (settled) {
      listener();
      return undefined;
    }
    listeners.add(listener);
    start();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return done;
}

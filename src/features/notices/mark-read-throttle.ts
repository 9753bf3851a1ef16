/** Spec 001 §7/§9: read marks reach the server throttled to one batch per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

export interface Timers {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

const realTimers: Timers = { now: () => Date.now(), setTimeout: (callback, ms) => setTimeout(callback, ms) };

/**
 * Collects ids and hands them to `flush` at most once per interval: the first mark goes at once,
 * marks within the interval wait for its end and go together. Each id is sent once.
 */
export function createMarkReadThrottle(flush: (ids: number[]) => void, ms = MARK_READ_THROTTLE_MS, timers: Timers = realTimers) {
  const pending = new Set<number>();
  const sent = new Set<number>();
  let last = Number.NEGATIVE_INFINITY;
  let scheduled = false;

  const run = () => {
    scheduled = false;
    last = timers.now();
    const ids = [...pending];
    pending.clear();
    if (ids.length > 0) flush(ids);
  };

  return function mark(id: number): void {
    if (sent.has(id)) return;
    sent.add(id);
    pending.add(id);
    if (scheduled) return;
    const wait = last + ms - timers.now();
    if (wait <= 0) run();
    else {
      scheduled = true;
      timers.setTimeout(run, wait);
    }
  };
}

/**
 * Reading the Event Timing API's `event` entries: pure, so the rules are unit-tested apart from
 * the browser that produces the entries.
 */

/** What the page keeps of one PerformanceEventTiming entry. */
export interface EventEntry {
  name: string;
  startTime: number;
  /** From the event's start to the next paint after its handlers ran, rounded by the browser to 8 ms. */
  duration: number;
  /** 0 for events that are no part of a player's interaction (mouseover, scroll, …). */
  interactionId: number;
}

/** The browser reports only entries at least this long: the smallest threshold the API allows. */
export const DURATION_THRESHOLD_MS = 16;

/**
 * Each interaction's latency by its id: the longest of its entries (a tap is pointerdown, pointerup
 * and click; a key is keydown and keyup), as Core Web Vitals' INP counts it.
 */
export function interactionLatencies(entries: readonly EventEntry[]): Map<number, number> {
  const latencies = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration));
  }
  return latencies;
}

/**
 * One try's figure: its slowest interaction (typing three letters is three interactions). Null when
 * none reached the threshold, i.e. every interaction of the try painted within 16 ms.
 */
export function slowestInteraction(entries: readonly EventEntry[]): number | null {
  const latencies = [...interactionLatencies(entries).values()];
  return latencies.length > 0 ? Math.max(...latencies) : null;
}

export interface TriesSummary {
  /** The slowest try; when every try stayed under the threshold, the threshold itself as an upper bound. */
  slowestMs: number;
  /** True when `slowestMs` is the threshold standing in for "under it", not a measured duration. */
  underThreshold: boolean;
  /** The median try, on the same terms (a try under the threshold counts as the threshold). */
  medianMs: number;
  tries: number;
}

/** The slowest of the tries (the budget's figure) and their median (for reading the spread). */
export function summariseTries(tries: readonly (number | null)[]): TriesSummary | null {
  if (tries.length === 0) return null;
  const measured = tries.filter((ms): ms is number => ms !== null);
  const asNumbers = tries.map((ms) => ms ?? DURATION_THRESHOLD_MS).sort((a, b) => a - b);
  return {
    slowestMs: measured.length > 0 ? Math.max(...measured) : DURATION_THRESHOLD_MS,
    underThreshold: measured.length === 0,
    medianMs: median(asNumbers),
    tries: tries.length,
  };
}

/** Median of sorted numbers: the middle one, or the mean of the middle two. */
export function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

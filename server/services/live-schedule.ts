// The demo "who is live now" of the chat (CBS_liveModelList). No rows are stored: liveness and the
// audience are worked out from the clock, so every process answers the same at the same moment and
// the list moves on by itself. The rules are documented in server/README.md ("Chat focus and live lists").

const MINUTE = 60_000;
/** Every anchor goes live once an hour… */
export const LIVE_PERIOD_MS = 60 * MINUTE;
/** …for 25 minutes… */
export const LIVE_WINDOW_MS = 25 * MINUTE;
/** …starting 15 minutes after the anchor before it (anchor 1 at :00 UTC, 2 at :15, 3 at :30, 4 at :45, 5 at :00…). */
export const LIVE_STEP_MS = 15 * MINUTE;

export interface LiveState {
  /** When the current show began. */
  readonly liveSince: Date;
  /** People watching, a whole number ≥ 1. */
  readonly viewers: number;
}

/** A small deterministic integer mix (not for security): the same inputs give the same audience. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The show's start for `anchorId` at `now`, or null when the anchor is not live then. */
export function liveStateAt(anchorId: number, now: number): LiveState | null {
  const offset = ((anchorId - 1) * LIVE_STEP_MS) % LIVE_PERIOD_MS;
  const phase = (((now - offset) % LIVE_PERIOD_MS) + LIVE_PERIOD_MS) % LIVE_PERIOD_MS;
  if (phase >= LIVE_WINDOW_MS) return null;
  const since = now - phase;
  const minutesLive = Math.floor(phase / MINUTE);
  // Each show opens with its own audience (120–499) that grows as it runs, with a small swing per minute.
  const opening = 120 + (mix(anchorId, Math.floor(since / MINUTE)) % 380);
  const swing = mix(anchorId, Math.floor(now / MINUTE)) % 17;
  return { liveSince: new Date(since), viewers: opening + minutesLive * 9 + swing };
}

// Session lifetimes and renewal (requirements A7.4): one list for the server and the session renewal chart.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Requirements A7.4 (the project's rule, the product rules give none): the server's sliding
 * lifetime and cap, and the site's renewal, idle and retry timings. Server and chart read them here.
 */
export const SESSION_TIMINGS = {
  /** A member's session lasts this long after the sign-in or the last renewal. */
  lifetimeMs: 4 * HOUR,
  /** …and never longer than this after the sign-in. */
  maxAgeMs: 24 * HOUR,
  /** A trial session's fixed life; it is not renewed. */
  trialLifetimeMs: 2 * HOUR,
  /** While the player is active the site renews this often (and once when it opens). */
  renewIntervalMs: 15 * MINUTE,
  /** Without the player's input for this long the session ends. */
  idleLimitMs: 30 * MINUTE,
  /** A renewal that failed for another reason than an ended session is tried again after this. */
  renewRetryMs: 60 * SECOND,
  /** The site notes the player's input at most this often. */
  activitySampleMs: 10 * SECOND,
} as const;

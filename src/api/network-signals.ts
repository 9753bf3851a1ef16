import type { ApiEvents } from './events';

// Startup fires several calls at once; on a bad network they all fail or stall together.
// One notice per burst is enough, and matches the 3 s short toast (requirements A8).
const BURST_MS = 3000;

export interface NetworkSignals {
  slowTimer(path: string, afterMs: number): () => void;
  offline(path: string): void;
  answered(path: string): void;
  sessionExpired(path: string, token: string | undefined): void;
}

export function createNetworkSignals(
  events: ApiEvents,
  now: () => number = Date.now,
): NetworkSignals {
  let lastSlowAt = Number.NEGATIVE_INFINITY;
  let lastOfflineAt = Number.NEGATIVE_INFINITY;
  let offlineReported = false;
  let expiredToken: string | undefined;

  return {
    /** Starts the "still pending" timer; the returned function clears it when the call settles. */
    slowTimer(path, afterMs) {
      const timer = setTimeout(() => {
        if (now() - lastSlowAt < BURST_MS) return;
        lastSlowAt = now();
        events.emit('network.slow', { path });
      }, afterMs);
      return () => clearTimeout(timer);
    },
    offline(path) {
      offlineReported = true;
      if (now() - lastOfflineAt < BURST_MS) return;
      lastOfflineAt = now();
      events.emit('network.offline', { path });
    },
    answered(path) {
      if (!offlineReported) return;
      offlineReported = false;
      lastOfflineAt = Number.NEGATIVE_INFINITY;
      events.emit('network.online', { path });
    },
    /**
     * Reported once per token: every call in flight with the dead token fails with 401, but the
     * user should see "logged out" once. A call sent without a token was never logged in.
     */
    sessionExpired(path, token) {
      if (!token || token === expiredToken) return;
      expiredToken = token;
      events.emit('session.expired', { path });
    },
  };
}

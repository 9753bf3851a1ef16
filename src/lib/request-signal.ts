import { useSyncExternalStore } from 'react';

export interface RequestSignal {
  /** Asks the listening overlay to open (again). */
  readonly request: () => void;
  /** How many requests were made so far; 0 until the first one. */
  readonly useRequests: () => number;
}

/**
 * A counter of "please open" requests for an overlay owned by the frame. Screens ask, the frame
 * loads the overlay on the first request and opens it again on each later one; the overlay
 * decides when it closes. A counter (not a flag) lets the same request repeat.
 */
export function createRequestSignal(): RequestSignal {
  let requests = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    request: () => {
      requests += 1;
      for (const listener of listeners) listener();
    },
    useRequests: () => useSyncExternalStore(subscribe, () => requests),
  };
}

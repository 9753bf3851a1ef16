import { useSyncExternalStore } from 'react';

/**
 * Requests to open the frame's search popup (spec 000 §2: the frame always has it; spec 001 §2.2:
 * the home search box opens it). The frame loads the popup on the first request; each later
 * request opens it again. The popup itself decides when it closes.
 */
let requests = 0;
const listeners = new Set<() => void>();

export function openSearchPopup(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the popup was asked for; 0 until the first request. */
export function useSearchPopupRequests(): number {
  return useSyncExternalStore(subscribe, () => requests);
}

import { useSyncExternalStore } from 'react';
import { getSessionInfo, onSessionChange, type SessionInfo } from './storage';

// Parsed once per change: useSyncExternalStore needs the same object until something changes.
let snapshot: { readonly value: SessionInfo | null } | null = null;
onSessionChange(() => {
  snapshot = null;
});

function currentSession(): SessionInfo | null {
  snapshot ??= { value: getSessionInfo() };
  return snapshot.value;
}

/** The player's session record (requirements A3 MC_SESSION_INFO), or null for a visitor. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(onSessionChange, currentSession);
}

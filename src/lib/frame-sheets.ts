import { useSyncExternalStore } from 'react';

/*
 * Issue 53: the frame's own sheets (the side menu and the region and language sheet) are not the
 * exclusive popups of machines/popups.machine.ts, yet an announcement popup must not stay open
 * under them. The frame says here whether one is open; the announcements treat it as another popup
 * up: they wait while it is open (and close if it opens over them), and show once it has closed.
 */
let open = false;
const listeners = new Set<() => void>();

/** Called by the frame whenever its side menu or region sheet opens or closes. */
export function setFrameSheetOpen(value: boolean): void {
  if (value === open) return;
  open = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the side menu or the region and language sheet is open. */
export function useFrameSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

import { useEffect, useSyncExternalStore } from 'react';

/*
 * Issue 53: the frame's own sheets (the side menu and the region and language sheet) are not the
 * exclusive popups of machines/popups.machine.ts, yet an announcement popup must not stay open
 * under them. Each sheet says here whether it is open; the announcements treat an open one as
 * another popup up: they wait while it is open (and close if it opens over them), and show once it
 * has closed. The sheets report it from their own (lazy) code: home's first load does without this.
 */
const openSheets = new Set<string>();
const listeners = new Set<() => void>();

function setSheetOpen(sheet: string, open: boolean): void {
  if (open === openSheets.has(sheet)) return;
  if (open) openSheets.add(sheet);
  else openSheets.delete(sheet);
  for (const listener of listeners) listener();
}

/** Called by a frame sheet with its open state: it counts as open until it closes or unmounts. */
export function useReportFrameSheet(sheet: string, open: boolean): void {
  useEffect(() => {
    setSheetOpen(sheet, open);
    return () => setSheetOpen(sheet, false);
  }, [sheet, open]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the side menu or the region and language sheet is open. */
export function useFrameSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openSheets.size > 0,
    () => false,
  );
}

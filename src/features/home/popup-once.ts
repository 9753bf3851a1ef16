import type { PopupAudience } from '../../../machines/announcement-popups.machine.ts';

// Announcement popups show once per visit. A visit is the tab's session storage, and the mark is
// per audience, so signing in during the visit still shows the members' popups.

const KEY = 'home.popups.shown';

export type { PopupAudience };
export { popupsFor } from '../../../machines/announcement-popups.machine.ts';

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string')
      : [];
  } catch {
    return [];
  }
}

export function popupsShown(audience: PopupAudience, storage: Storage = sessionStorage): boolean {
  return read(storage).includes(audience);
}

export function markPopupsShown(audience: PopupAudience, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify([...new Set([...read(storage), audience])]));
  } catch {
    // Storage full or blocked: the popups may show again, which is harmless.
  }
}

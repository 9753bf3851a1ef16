import type { Announcement } from '../../api/endpoints/announcements';

// Spec 001 §2.2: announcement popups show once per visit. A visit is the tab's session storage,
// and the mark is per audience, so signing in during the visit still shows the members' popups.

const KEY = 'home.popups.shown';

export type PopupAudience = 'A' | 'B';

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
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

/** The server already filters by session; the execution check guards against a stale cached list. */
export function popupsFor(popups: readonly Announcement[], audience: PopupAudience): Announcement[] {
  return popups.filter((popup) => (popup.execution ?? audience) === audience && popup.announcementImages.length + popup.title.length > 0);
}

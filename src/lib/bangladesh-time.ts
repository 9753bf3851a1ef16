// The cashier shows times and picks days in Bangladesh time (requirements C5.3), whatever the
// phone's zone: UTC+6 all year (Bangladesh keeps no daylight saving), the zone the server's `from`
// and `to` days mean.

const OFFSET_MS = 6 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant moved to UTC+6, so its UTC fields read as Bangladesh wall-clock fields. */
function inBangladesh(at: string | Date): Date | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + OFFSET_MS);
}

function dayText(wall: Date, days: number): string {
  const day = new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days),
  );
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm in Bangladesh time; '' for a bad instant. */
export function bangladeshDateTime(iso: string): string {
  const wall = inBangladesh(iso);
  if (wall === null) return '';
  return `${dayText(wall, 0)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The Bangladesh day (YYYY-MM-DD) of `now`, moved by `days` (−6 starts "7 days" ending today). */
export function bangladeshDay(now: Date, days = 0): string {
  const wall = inBangladesh(now);
  return wall === null ? '' : dayText(wall, days);
}

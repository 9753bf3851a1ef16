/**
 * Requirements B9: promotion dates show as YYYY/MM/DD, notice dates as YYYY-MM-DD. The server sends
 * ISO 8601 instants; they are shown in the player's own time zone (the calendar day they see).
 */
export type DateSeparator = '/' | '-';

export function formatDate(iso: string | null | undefined, separator: DateSeparator): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())].join(separator);
}

/** Promotion dates (requirements B9: YYYY/MM/DD). */
export const promotionDate = (iso: string | null | undefined) => formatDate(iso, '/');

/** Notice dates (requirements B9: YYYY-MM-DD). */
export const noticeDate = (iso: string | null | undefined) => formatDate(iso, '-');

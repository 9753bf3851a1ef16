const integer = (raw: unknown): number | undefined => {
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim() !== ''
        ? Number(raw)
        : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** `?id=302` (a notice id) or `?index=0` (its place in the list, as the home marquee links it). */
export function parseNoticeSearch(search: Record<string, unknown>): {
  id?: number;
  index?: number;
} {
  const id = integer(search['id']);
  const index = integer(search['index']);
  return {
    ...(id !== undefined && id > 0 ? { id } : {}),
    ...(index !== undefined ? { index } : {}),
  };
}

/**
 * The open detail of a record list in the address (`?detail=D000000000001`, requirements C5.3), so
 * the phone's back button closes it: a row id of at most 64 letters, digits, `_` or `-`; anything
 * else is no detail. Small on purpose: route definitions travel in every first load.
 */
export function parseDetailSearch(search: Record<string, unknown>): { detail?: string } {
  const raw = search['detail'];
  return typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw) ? { detail: raw } : {};
}

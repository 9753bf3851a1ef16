/** Reads a positive integer id from the address (`?id=104`); anything else is no id. */
export function parseIdSearch(search: Record<string, unknown>): { id?: number } {
  const raw = search['id'];
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? { id } : {};
}

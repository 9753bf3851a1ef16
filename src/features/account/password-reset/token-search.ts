/** Reads the reset link's token from the address (`?token=…`); anything but text is no token. */
export function parseTokenSearch(search: Record<string, unknown>): { token?: string } {
  const raw = search['token'];
  return typeof raw === 'string' && raw !== '' ? { token: raw } : {};
}

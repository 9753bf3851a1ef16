import { asciiDigits } from '../../../../shared/contract/cashier.ts';

/**
 * Reads the open detail from the address (`?detail=D000000000001`): a row id of the records, at
 * most 64 letters, digits, `_` or `-`; anything else is no detail.
 */
export function parseDetailSearch(search: Record<string, unknown>): { detail?: string } {
  const raw = search['detail'];
  const text =
    typeof raw === 'string' ? asciiDigits(raw) : typeof raw === 'number' ? String(raw) : '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? { detail: text } : {};
}

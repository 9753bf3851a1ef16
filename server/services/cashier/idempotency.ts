import { createHash } from 'node:crypto';
import { Refusal } from '../refusal.ts';

// Requirements C3.5, docs/api.md "Cashier" (Idempotency): one order per key and member. The first
// body a key is used with is kept as a hash of its canonical JSON; a repeat with the same body answers
// the first order, another body is refused.

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the body's canonical JSON (keys sorted), so key order and spacing do not matter. */
export function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/** The first order of a key answers a repeat of the same body; another body is refused (409). */
export function sameRequestOrRefuse(stored: { requestHash: string }, hash: string): void {
  if (stored.requestHash !== hash)
    throw new Refusal(
      'idempotency.key.reused',
      'This Idempotency-Key was used for another request',
    );
}

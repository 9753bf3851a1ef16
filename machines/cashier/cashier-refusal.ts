import type { FieldErrors } from '../account/shared.ts';

// Reading a refused cashier call without knowing the API client (charts stay pure, docs/architecture.md):
// the contract's error envelope reaches a chart as `{ code, value }` (docs/api.md "Envelope"), and
// the cashier's codes carry their numbers in `value` (docs/api.md "Cashier": `value.min`, `value.max`,
// `value.withdrawable`, `value.limit`; `request_param_err` names its fields in `value.fields`).

/** The failures where no answer is known to have arrived: a retry repeats the same submission. */
export const UNANSWERED_CODES: readonly string[] = [
  'network.offline',
  'network.timeout',
  'response.invalid',
  'unknown',
];

export function isUnanswered(code: string): boolean {
  return UNANSWERED_CODES.includes(code);
}

function valueOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('value' in error)) return null;
  const value: unknown = error.value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A number the refusal names (`value.withdrawable`, `value.min`, `value.max`, `value.limit`), as text. */
export function refusalValue(error: unknown, name: string): string | null {
  const found = valueOf(error)?.[name];
  if (typeof found === 'string' && found !== '') return found;
  if (typeof found === 'number' && Number.isFinite(found)) return String(found);
  return null;
}

/** `request_param_err`'s fields that the form has, as field errors with their reasons. */
export function refusedFields(error: unknown, fields: readonly string[]): FieldErrors {
  const listed = valueOf(error)?.['fields'];
  if (!Array.isArray(listed)) return {};
  const found: Record<string, string> = {};
  for (const entry of listed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, reason } = entry as { field?: unknown; reason?: unknown };
    if (typeof field === 'string' && fields.includes(field) && !(field in found))
      found[field] = typeof reason === 'string' && reason !== '' ? reason : 'invalid';
  }
  return found;
}

/** Joins class names, skipping falsy parts (CSS Module lookups are `string | undefined` under noUncheckedIndexedAccess). */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

import type { FieldError } from './errors.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_REASON } from './json-nesting.ts';

// C0 controls (NUL included: PostgreSQL refuses 0x00 in text), DEL and the C1 range. Tab, line feed
// and carriage return stay allowed: they are whitespace a multi-line text (feedback, remarks) may hold,
// and the single-line fields' own rules refuse them where they do not belong.
function isControl(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    (code >= 0x7f && code <= 0x9f)
  );
}

export const CONTROL_CHARACTER_REASON = 'control characters are not allowed';

/** True for a text that carries a refused control character. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1)
    if (isControl(text.charCodeAt(index))) return true;
  return false;
}

/**
 * Every text inside a request value (objects, lists, nested) that carries a control character, as
 * field errors. A value nested deeper than MAX_JSON_DEPTH is one error instead of a walk to the
 * stack's end: bodies are refused at that depth before parsing (./json-nesting.ts), so this bound only
 * holds for values that reach here some other way.
 */
export function controlCharacterFields(
  value: unknown,
  path: readonly (string | number)[] = [],
): FieldError[] {
  if (path.length > MAX_JSON_DEPTH)
    return [{ field: path.slice(0, MAX_JSON_DEPTH).join('.'), reason: TOO_DEEP_REASON }];
  if (typeof value === 'string')
    return hasControlCharacter(value)
      ? [{ field: path.join('.') || 'body', reason: CONTROL_CHARACTER_REASON }]
      : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterFields(item, [...path, index]));
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasControlCharacter(key)
        ? [{ field: [...path, key].join('.'), reason: CONTROL_CHARACTER_REASON }]
        : []),
      ...controlCharacterFields(item, [...path, key]),
    ]);
  }
  return [];
}

import type {
  FieldPattern,
  FieldRule as ServerRule,
  RegisterSettings,
} from '../../api/endpoints/register-settings';
import { validateField, type FieldRule } from '../../lib/form-rules';

/**
 * The server's per-field rules (requirements A5), applied in the browser so a player sees the same
 * verdict before anything is sent. Pure: no effects, so the actors and the tests share it.
 *
 * Codes, not text: 'required' for an empty required field, 'rule.invalid' for a value outside the
 * field's length or pattern (the view shows that pattern's message with {min} and {max} filled in).
 */

export const RULE_INVALID = 'rule.invalid';

/** A rule ready to check: the field's configuration and its pattern (absent when the id is unknown). */
export interface ResolvedRule {
  rule: ServerRule;
  pattern: FieldPattern | undefined;
}

export function resolveRule(settings: RegisterSettings, field: string): ResolvedRule | null {
  const rule = settings.fields[field];
  if (!rule) return null;
  return { rule, pattern: settings.patterns[rule.patternId] };
}

// A pattern the server sent that this browser cannot compile checks nothing rather than blocking
// every sign-up: the server applies it again anyway.
const compiled = new Map<string, RegExp | null>();
function regexOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

/** A server rule in the terms of the site's one generic validator (src/lib/form-rules.ts). */
export function formRulesOf(resolved: ResolvedRule | null, required: boolean): FieldRule[] {
  const rules: FieldRule[] = required ? [{ type: 'required' }] : [];
  if (!resolved) return rules;
  const { rule, pattern } = resolved;
  rules.push({ type: 'range', min: rule.minLength, max: rule.maxLength, code: RULE_INVALID });
  const regex = pattern ? regexOf(pattern.regex) : null;
  if (regex) rules.push({ type: 'pattern', pattern: regex, code: RULE_INVALID });
  return rules;
}

/** One value against one server rule: an optional empty value passes (requirements A5). */
export function checkValue(
  value: string,
  resolved: ResolvedRule | null,
  required: boolean,
): string | null {
  return validateField(formRulesOf(resolved, required), value);
}

/** The pattern's message with the field's bounds substituted, as the server words it. */
export function ruleMessage(resolved: ResolvedRule): string {
  const { rule, pattern } = resolved;
  return (pattern?.message ?? '')
    .replaceAll('{min}', String(rule.minLength))
    .replaceAll('{max}', String(rule.maxLength));
}

/** Whole years from a YYYY-MM-DD birthday to `today`; null for an impossible or future date. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today) return null;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * The one generic schema validator of the site's forms (requirements A5): rule types required,
 * whitespace, type, range, enum and pattern, in the manner of the platform's schema validator.
 * An empty optional field passes; the first failing rule of a field gives its error code.
 * Codes, not text: views translate them (a rule may name its own code, e.g. 'mobile.invalid').
 */

export type FieldRule =
  | { readonly type: 'required'; readonly code?: string }
  /** A value made only of spaces counts as empty. */
  | { readonly type: 'whitespace'; readonly code?: string }
  | { readonly type: 'type'; readonly kind: 'digits' | 'email' | 'date'; readonly code?: string }
  /** Length bounds, in characters. */
  | { readonly type: 'range'; readonly min?: number; readonly max?: number; readonly code?: string }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly code?: string }
  | { readonly type: 'pattern'; readonly pattern: RegExp; readonly code?: string };

export type FormRules = Readonly<Record<string, readonly FieldRule[]>>;

const TYPES = {
  digits: /^\d+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
} as const;

const DEFAULT_CODES = {
  required: 'required',
  whitespace: 'required',
  type: 'type',
  range: 'range',
  enum: 'enum',
  pattern: 'pattern',
} as const;

function fails(rule: FieldRule, value: string): boolean {
  switch (rule.type) {
    case 'required':
      return value === '';
    case 'whitespace':
      return value !== '' && value.trim() === '';
    case 'type':
      return !TYPES[rule.kind].test(value);
    case 'range': {
      const length = Array.from(value).length;
      return (
        (rule.min !== undefined && length < rule.min) ||
        (rule.max !== undefined && length > rule.max)
      );
    }
    case 'enum':
      return !rule.values.includes(value);
    case 'pattern':
      return !rule.pattern.test(value);
  }
}

/** The error code of one field, or null when it passes. */
export function validateField(rules: readonly FieldRule[], value: string): string | null {
  const required = rules.some((rule) => rule.type === 'required');
  if (value === '' && !required) return null;
  for (const rule of rules) {
    if (fails(rule, value)) return rule.code ?? DEFAULT_CODES[rule.type];
  }
  return null;
}

/**
 * Error codes per field for `values`; only the fields named in `only` when it is given (shown
 * errors revalidated after a language change). A field without rules always passes.
 */
export function validateForm(
  rules: FormRules,
  values: Readonly<Record<string, string | undefined>>,
  only: readonly string[] | null = null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of only ?? Object.keys(rules)) {
    const fieldRules = rules[field];
    if (!fieldRules) continue;
    const code = validateField(fieldRules, values[field] ?? '');
    if (code !== null) errors[field] = code;
  }
  return errors;
}

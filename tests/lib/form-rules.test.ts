import { describe, expect, it } from 'vitest';
import { validateField, validateForm, type FieldRule } from '../../src/lib/form-rules';

describe('generic form validator (requirements A5: required, whitespace, type, range, enum, pattern)', () => {
  it('required and whitespace', () => {
    const rules: FieldRule[] = [{ type: 'required' }, { type: 'whitespace' }];
    expect(validateField(rules, '')).toBe('required');
    expect(validateField(rules, '   ')).toBe('required');
    expect(validateField(rules, 'a')).toBeNull();
  });

  it('an empty optional field passes every other rule', () => {
    expect(
      validateField(
        [
          { type: 'range', min: 4 },
          { type: 'pattern', pattern: /^x$/ },
        ],
        '',
      ),
    ).toBeNull();
  });

  it('type, range (in characters), enum and pattern, each with its default or own code', () => {
    expect(validateField([{ type: 'type', kind: 'digits' }], '12a')).toBe('type');
    expect(validateField([{ type: 'type', kind: 'email' }], 'a@b.co')).toBeNull();
    expect(validateField([{ type: 'type', kind: 'date' }], '2024-1-1')).toBe('type');
    expect(validateField([{ type: 'range', min: 2, max: 3 }], 'abcd')).toBe('range');
    expect(validateField([{ type: 'range', max: 3 }], 'অআই')).toBeNull();
    expect(validateField([{ type: 'enum', values: ['a', 'b'] }], 'c')).toBe('enum');
    expect(
      validateField([{ type: 'pattern', pattern: /^\d+$/, code: 'mobile.invalid' }], 'x'),
    ).toBe('mobile.invalid');
  });

  it('gives the first failing rule per field, and only the named fields when asked', () => {
    const rules = {
      username: [{ type: 'required' }, { type: 'range', min: 3, code: 'short' }] as FieldRule[],
      code: [{ type: 'required' }] as FieldRule[],
    };
    expect(validateForm(rules, { username: 'ab' })).toEqual({
      username: 'short',
      code: 'required',
    });
    expect(validateForm(rules, { username: 'ab' }, ['code', 'unknown'])).toEqual({
      code: 'required',
    });
    expect(validateForm(rules, { username: 'abc', code: '1' })).toEqual({});
  });
});

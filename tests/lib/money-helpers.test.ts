import { describe, expect, it } from 'vitest';
import { bangladeshDateTime, bangladeshDay } from '../../src/lib/bangladesh-time.ts';
import { newIdempotencyKey } from '../../src/lib/idempotency-key.ts';
import { formatMoney, formatSignedMoney } from '../../src/lib/money-text.ts';
import { readAmount } from '../../machines/cashier/amount-input.ts';
import { CASHIER_LIMITS } from '../../shared/contract/cashier.ts';

// Requirements C5.3: times in Bangladesh time (UTC+6), YYYY-MM-DD HH:mm, whatever the phone's zone.
describe('Bangladesh time', () => {
  it('shows an instant as the wall clock in Dhaka', () => {
    expect(bangladeshDateTime('2026-12-06T17:59:00Z')).toBe('2026-12-06 23:59');
    expect(bangladeshDateTime('2026-12-06T18:00:00Z')).toBe('2026-12-07 00:00');
    expect(bangladeshDateTime('2026-12-07T05:30:00+05:30')).toBe('2026-12-07 06:00');
    expect(bangladeshDateTime('not a date')).toBe('');
  });

  it('names the Bangladesh day and the days around it, across months and years', () => {
    const lateEvening = new Date('2026-12-31T18:30:00Z'); // 00:30 on 1 January in Dhaka
    expect(bangladeshDay(lateEvening)).toBe('2027-01-01');
    expect(bangladeshDay(lateEvening, -6)).toBe('2026-12-26');
    expect(bangladeshDay(lateEvening, -29)).toBe('2026-12-03');
  });
});

describe('money on the cashier screens', () => {
  it('groups thousands with 2 decimals and signs movements both ways', () => {
    expect(formatMoney('25380.75')).toBe('25,380.75');
    expect(formatMoney('1000')).toBe('1,000.00');
    expect(formatSignedMoney('500.00')).toBe('+500.00');
    expect(formatSignedMoney('-1234.50')).toBe('-1,234.50');
  });

  it('rounds down to the cent, for losses too, exactly however long the amount', () => {
    expect(formatMoney('152430.5')).toBe('152,430.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('10.999')).toBe('10.99');
    expect(formatMoney('-1234567.891')).toBe('-1,234,567.89');
    expect(formatMoney(' 0.1 ')).toBe('0.10');
    // Beyond a binary float's 15 to 17 digits: every digit as the server sent it.
    expect(formatMoney('9007199254740993.07')).toBe('9,007,199,254,740,993.07');
    expect(formatMoney('1234567890123456789012.34')).toBe('1,234,567,890,123,456,789,012.34');
  });

  it('shows text that is not a plain decimal as 0.00', () => {
    expect(formatMoney('')).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney('1,000')).toBe('0.00');
    expect(formatMoney('1.2.3')).toBe('0.00');
  });
});

describe('an idempotency key per submission (requirements C3.5)', () => {
  it('is accepted by the contract and differs every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(CASHIER_LIMITS.idempotencyKey);
  });
});

// Requirements C3.2, C3.3: each refusal has its reason; Bengali digits are digits.
describe('reading a typed amount', () => {
  const limits = { min: '200.00', max: '25000.00' };
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['1,000', 'format'],
    ['1.2.3', 'format'],
    ['12.345', 'decimals'],
    ['199.99', 'belowMinimum'],
    ['25000.01', 'aboveMaximum'],
    ['99999999999999', 'aboveMaximum'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(readAmount(typed, limits)).toEqual({ ok: false, problem });
  });

  it.each([
    ['200', '200.00'],
    [' 500.5 ', '500.50'],
    ['25000.00', '25000.00'],
    ['০১০০০', '1000.00'],
    ['৫০০.২৫', '500.25'],
    ['.50', '0.50'],
  ])('reads %j as %s', (typed, amount) => {
    expect(readAmount(typed, { min: '0.01', max: '25000.00' })).toEqual({ ok: true, amount });
  });
});

import { describe, expect, it } from 'vitest';
import { shortBalance } from '../../src/ui/short-balance';

describe('the header balance shortening rule', () => {
  it('keeps figures up to 99,999.99 whole', () => {
    for (const figure of ['0.00', '1,234.50', '25,380.75', '99,999.99', '-99,999.99']) {
      expect(shortBalance(figure)).toBe(figure);
    }
  });

  it('scales larger figures to K, M, B and T with two decimals at most', () => {
    expect(shortBalance('100,000.00')).toBe('100K');
    expect(shortBalance('123,456.78')).toBe('123.45K');
    expect(shortBalance('1,234,567.89')).toBe('1.23M');
    expect(shortBalance('123,456,789.00')).toBe('123.45M');
    expect(shortBalance('1,200,000.00')).toBe('1.2M');
    expect(shortBalance('9,876,543,210.00')).toBe('9.87B');
    expect(shortBalance('1,000,000,000,000.00')).toBe('1T');
    expect(shortBalance('-2,500,000.00')).toBe('-2.5M');
  });

  it('cuts instead of rounding, so it never shows more than the player holds', () => {
    expect(shortBalance('999,999.99')).toBe('999.99K');
    expect(shortBalance('1,999,999.99')).toBe('1.99M');
  });

  it('stays within 7 characters up to the trillions', () => {
    for (const figure of ['999,999.99', '999,999,999.99', '999,999,999,999.99']) {
      expect(shortBalance(figure).length).toBeLessThanOrEqual(7);
    }
  });

  it('leaves the mask and anything that is not a figure alone', () => {
    expect(shortBalance('****')).toBe('****');
    expect(shortBalance('')).toBe('');
  });
});

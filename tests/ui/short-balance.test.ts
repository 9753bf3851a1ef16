import { describe, expect, it } from 'vitest';
import { FIGURE_CHARS, shortBalance } from '../../src/ui/short-balance';

describe('the header balance shortening rule', () => {
  it('keeps figures up to 99,999.99 whole in the wide header', () => {
    for (const figure of ['0.00', '1,234.50', '25,380.75', '99,999.99', '-9,999.99']) {
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
    expect(shortBalance('999,999.99', FIGURE_CHARS.narrow)).toBe('999.9K');
  });

  it('in the narrow header keeps figures of six characters and scales from 1,000 on', () => {
    expect(shortBalance('999.99', FIGURE_CHARS.narrow)).toBe('999.99');
    expect(shortBalance('1,000.00', FIGURE_CHARS.narrow)).toBe('1K');
    expect(shortBalance('9,999.99', FIGURE_CHARS.narrow)).toBe('9.99K');
    expect(shortBalance('25,380.75', FIGURE_CHARS.narrow)).toBe('25.38K');
    expect(shortBalance('-25,380.75', FIGURE_CHARS.narrow)).toBe('-25.3K');
    expect(shortBalance('-999,999.99', FIGURE_CHARS.narrow)).toBe('-999K');
  });

  it('stays within its limit up to the trillions', () => {
    for (const figure of [
      '9,999.99',
      '99,999.99',
      '999,999.99',
      '999,999,999.99',
      '999,999,999,999.99',
    ]) {
      expect(shortBalance(figure).length).toBeLessThanOrEqual(FIGURE_CHARS.wide);
      expect(shortBalance(figure, FIGURE_CHARS.narrow).length).toBeLessThanOrEqual(
        FIGURE_CHARS.narrow,
      );
    }
  });

  it('leaves the mask and anything that is not a figure alone', () => {
    expect(shortBalance('****', FIGURE_CHARS.narrow)).toBe('****');
    expect(shortBalance('', FIGURE_CHARS.narrow)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { sumBalance } from '../../src/lib/sum-balance';

describe('sumBalance', () => {
  it('sums decimal strings exactly, without binary rounding errors', () => {
    expect(sumBalance(['0.1', '0.2'])).toBe('0.30');
    expect(sumBalance(['25380.75'])).toBe('25380.75');
    expect(sumBalance(['1000.005', '0.004'])).toBe('1000.00');
  });

  it('rounds down (mode 1) to two decimals, also for negative amounts', () => {
    expect(sumBalance(['10.999'])).toBe('10.99');
    expect(sumBalance(['-10.999'])).toBe('-10.99');
  });

  it('keeps 20 significant digits', () => {
    expect(sumBalance(['123456789012345678.129'])).toBe('123456789012345678.12');
  });

  it('counts text that is not a number as nothing, and nothing as 0.00', () => {
    expect(sumBalance(['12.50', 'abc', ''])).toBe('12.50');
    expect(sumBalance([])).toBe('0.00');
  });
});

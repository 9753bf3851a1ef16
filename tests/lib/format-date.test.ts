import { describe, expect, it } from 'vitest';
import { formatDate, noticeDate, promotionDate } from '../../src/lib/format-date';

describe('format-date', () => {
  // Local noon keeps the calendar day the same whatever zone the test runs in.
  const noon = new Date(2026, 0, 5, 12, 0, 0).toISOString();

  it('shows promotions as YYYY/MM/DD and notices as YYYY-MM-DD, zero-padded', () => {
    expect(promotionDate(noon)).toBe('2026/01/05');
    expect(noticeDate(noon)).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 10, 23, 12).toISOString(), '/')).toBe('2026/11/23');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(promotionDate(null)).toBe('');
    expect(noticeDate(undefined)).toBe('');
    expect(noticeDate('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { FREE_REJECT_TOAST_MS, canFreePlay, freePlayVerdict } from '../../src/lib/free-play';

describe('free-play gate (spec 000 §6)', () => {
  it.each([0, 1, 2])('lets a member of type %i with a session play free', (type) => {
    expect(freePlayVerdict({ type })).toEqual({ allowed: true });
    expect(canFreePlay({ type })).toBe(true);
  });

  it.each([4, 3, 40, 41, 42, 99])('refuses type %i with free_reject', (type) => {
    expect(freePlayVerdict({ type })).toEqual({ allowed: false, code: 'free_reject' });
  });

  it('refuses a visitor without a session', () => {
    expect(canFreePlay(null)).toBe(false);
    expect(canFreePlay(undefined)).toBe(false);
  });

  it('shows the refusal for 2 s', () => {
    expect(FREE_REJECT_TOAST_MS).toBe(2000);
  });
});

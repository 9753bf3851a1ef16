import { describe, expect, it } from 'vitest';
import { FREE_REJECT_TOAST_MS, FREE_REJECT_TOAST_STYLE, canFreePlay, freePlayVerdict, offersFreePlay } from '../../src/lib/free-play';

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

  it('shows the refusal for 2 s in the offline style', () => {
    expect(FREE_REJECT_TOAST_MS).toBe(2000);
    expect(FREE_REJECT_TOAST_STYLE).toBe('offline');
  });

  it.each([
    [{ supportPlay: 0, freeplay: 0 }, true],
    [{ supportPlay: 1, freeplay: 1 }, true],
    [{ supportPlay: 1, freeplay: 0 }, false],
  ])('a game %o offers free play: %s', (game, offered) => {
    expect(offersFreePlay(game)).toBe(offered);
  });
});

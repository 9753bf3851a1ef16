import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../../src/lib/shallow-equal';

describe('shallowEqual', () => {
  const games = [{ nodeId: 1 }];

  it('holds two selections with the same values equal, though the objects differ', () => {
    expect(shallowEqual({ state: 'showing', games, pageNum: 2 }, { state: 'showing', games, pageNum: 2 })).toBe(true);
  });

  it('tells a changed value, a new array of the same items, and a missing or extra key apart', () => {
    expect(shallowEqual({ state: 'showing', games }, { state: 'loadingMore', games })).toBe(false);
    expect(shallowEqual({ games }, { games: [...games] })).toBe(false);
    expect(shallowEqual<Record<string, unknown>>({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(shallowEqual<Record<string, unknown>>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('compares NaN and signed zeros as Object.is does', () => {
    expect(shallowEqual({ n: Number.NaN }, { n: Number.NaN })).toBe(true);
    expect(shallowEqual({ n: 0 }, { n: -0 })).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_GAME_FILTER, getGameFilter, resetGameFilter, setGameFilter, useGameFilter } from '../../src/lib/game-filter-store';

afterEach(() => resetGameFilter());

describe('game filter store', () => {
  it('starts at all types, no provider, HOT', () => {
    expect(getGameFilter()).toEqual({ gameType: 'ALL', vendor: null, category: 'HOT' });
  });

  it('re-renders readers on a change and resets to the default', () => {
    const { result } = renderHook(() => useGameFilter());
    act(() => setGameFilter({ gameType: 'SLOT', vendor: 'PG', category: 'RNG' }));
    expect(result.current).toEqual({ gameType: 'SLOT', vendor: 'PG', category: 'RNG' });
    act(() => resetGameFilter());
    expect(result.current).toBe(DEFAULT_GAME_FILTER);
  });

  it('keeps the same state object when nothing changes, so readers do not re-render', () => {
    const before = getGameFilter();
    setGameFilter({ category: 'HOT' });
    expect(getGameFilter()).toBe(before);
    const spy = vi.fn();
    renderHook(() => {
      spy();
      return useGameFilter();
    });
    act(() => setGameFilter({ vendor: null }));
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from '../../src/lib/use-stable-callback';

describe('a stable callback', () => {
  it('keeps its identity across renders and calls the callback of the latest render', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ label }) => useStableCallback((value: number) => calls.push(`${label}:${value}`)),
      {
        initialProps: { label: 'first' },
      },
    );
    const first = result.current;
    first(1);
    rerender({ label: 'second' });
    expect(result.current).toBe(first);
    first(2);
    expect(calls).toEqual(['first:1', 'second:2']);
  });
});

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's whole life and always calls the latest
 * `callback`. Handed to memoised children (tiles, rows) in place of a new closure each render, it
 * lets them skip a render the parent did for reasons that do not concern them.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

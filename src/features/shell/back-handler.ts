import { useEffect, useLayoutEffect, useRef } from 'react';

// Requirements A2: a screen may replace the header's "one step back" with its own handler (e.g. a
// detail view that closes itself). The most recently mounted screen's handler wins.
const handlers: (() => void)[] = [];

export function currentBackHandler(): (() => void) | undefined {
  return handlers.at(-1);
}

/** Registers the screen's back handler for as long as the screen is mounted. */
export function useHeaderBackHandler(handler: () => void): void {
  const latest = useRef(handler);
  // The newest handler, stored once React has committed the render that passed it (never during render).
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const entry = () => latest.current();
    handlers.push(entry);
    return () => {
      handlers.splice(handlers.indexOf(entry), 1);
    };
  }, []);
}

import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Requirements B9: infinite scroll asks for more 400 px before the end. */
export const NEAR_END_PX = 400;
// Two rows above and below: enough for a quick flick to find tiles ready, few enough that a page
// arriving or a jump to the end lays out and paints little (measured by the bench's long-task budget).
const OVERSCAN_ROWS = 2;
// Before the first measurement (and where nothing has a layout, as in tests) this many rows render.
const UNMEASURED_ROWS = 12;

export interface GridWindow {
  /** Index of the first and one past the last item to render. */
  start: number;
  end: number;
  /** Space standing in for the rows above and below that are not rendered. */
  padTop: number;
  padBottom: number;
}

/**
 * Long lists stay fast: only the rows near the viewport are in the DOM, the rest is padding of the
 * measured row height, so the page keeps its full length. The list scrolls with the window.
 * Also reports when the window is within 400 px of the page's end.
 */
export function useWindowedGrid(listRef: RefObject<HTMLElement | null>, count: number, columns: number, onNearEnd?: () => void): GridWindow {
  const rows = Math.ceil(count / columns);
  const [stride, setStride] = useState(0);
  const [first, setFirst] = useState(0);
  const [visible, setVisible] = useState(UNMEASURED_ROWS);
  const nearEnd = useRef(onNearEnd);
  const nearEndTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(() => {
    nearEnd.current = onNearEnd;
  });
  // A list that is gone asks for nothing more.
  useEffect(() => () => clearTimeout(nearEndTimer.current), []);

  // The window last asked for, to tell a jump (few rows in common) from a step.
  const asked = useRef({ first: 0, visible: UNMEASURED_ROWS });
  const frame = useRef(0);
  // The latest update, for the frame callback below (update itself needs schedule for a jump).
  const updateRef = useRef<() => void>(() => undefined);
  const schedule = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      updateRef.current();
    });
  }, []);

  const update = useCallback(() => {
    const element = listRef.current;
    if (!element) return;
    const items = element.children;
    const a = items[0] as HTMLElement | undefined;
    const b = items[columns] as HTMLElement | undefined;
    const measured = a && b ? b.offsetTop - a.offsetTop : (a?.offsetHeight ?? 0);
    if (measured > 0) {
      const top = element.getBoundingClientRect().top;
      const inView = Math.ceil(window.innerHeight / measured);
      const firstInView = Math.max(0, Math.floor(-top / measured));
      let next = { first: Math.max(0, firstInView - OVERSCAN_ROWS), visible: inView + 2 * OVERSCAN_ROWS };
      // A jump (a flick to the end, a page appended under it) replaces nearly every row at once:
      // the rows in view come first and the overscan rows in the next frame, so no single commit
      // mounts and lays out a whole window of tiles (the bench's long-task budget at 4x CPU).
      const kept = Math.max(0, Math.min(asked.current.first + asked.current.visible, next.first + next.visible) - Math.max(asked.current.first, next.first));
      if (next.visible - kept > inView) {
        next = { first: firstInView, visible: inView };
        schedule();
      }
      asked.current = next;
      // Rows scrolling in are a transition too: their DOM is built in slices that yield, and the
      // overscan rows cover the frames until they land.
      startTransition(() => {
        setStride(measured);
        setFirst(next.first);
        setVisible(next.visible);
      });
    }
    const doc = document.documentElement;
    // Asking for the next page (the chart, the request, the list's own update) gets a task of its
    // own rather than adding to the frame that moves the window.
    if (doc.scrollHeight - (window.scrollY + window.innerHeight) < NEAR_END_PX) {
      clearTimeout(nearEndTimer.current);
      nearEndTimer.current = setTimeout(() => nearEnd.current?.(), 0);
    }
  }, [listRef, columns, schedule]);
  useLayoutEffect(() => {
    updateRef.current = update;
  });

  useEffect(() => {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [schedule]);

  // New items (a page appended, a new filter) can change both the layout and the distance to the
  // end. Measured in the next frame, not in the commit that added them: reading the layout there
  // forced the new rows' style and layout into the same task as their commit.
  useEffect(() => schedule(), [schedule, update, count]);

  const firstRow = stride > 0 ? Math.min(first, Math.max(0, rows - 1)) : 0;
  const lastRow = Math.min(rows, firstRow + visible);
  return {
    start: firstRow * columns,
    end: Math.min(count, lastRow * columns),
    padTop: firstRow * stride,
    padBottom: Math.max(0, rows - lastRow) * stride,
  };
}

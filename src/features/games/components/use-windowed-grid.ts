import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { sameRows, stepRowsTowards, type RowRange } from './grid-window-step';

/** Requirements B9: infinite scroll asks for more 400 px before the end. */
export const NEAR_END_PX = 400;
// Two rows above and below: enough for a quick flick to find tiles ready, few enough that a page
// arriving or a jump to the end lays out and paints little (measured by the bench's long-task budget).
const OVERSCAN_ROWS = 2;
// A commit adds at most this many rows (three tiles): a flick to the end or a page appended under
// it fills the view over a few frames rather than in one task (the bench's long-task budget).
const MAX_NEW_ROWS_PER_FRAME = 1;
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
export function useWindowedGrid(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  columns: number,
  onNearEnd?: () => void,
): GridWindow {
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

  // The rows last asked for, and whether they still fall short of what the scroll position wants.
  const asked = useRef<RowRange>({ first: 0, end: UNMEASURED_ROWS });
  const stepping = useRef(false);
  const lastStride = useRef(0);
  const strideWidth = useRef(0);
  const rowCount = useRef(rows);
  useLayoutEffect(() => {
    rowCount.current = rows;
  });
  const frame = useRef(0);
  // The latest update, for the frame callback below.
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
    // The stride is measured between the first two rows, and only while they are the list's own
    // first two or the list's width is new: rows differ in height (a name on two lines, a free-play
    // button), and a stride taken from whichever rows the window starts at would move the padding,
    // the scroll position (scroll anchoring) and so the window again, frame after frame.
    const width = element.clientWidth;
    if (
      a &&
      b &&
      (lastStride.current === 0 || asked.current.first === 0 || width !== strideWidth.current)
    ) {
      lastStride.current = b.offsetTop - a.offsetTop;
      strideWidth.current = width;
    }
    // A single row's height lacks the gap: it stands in only until two rows have been measured.
    const measured =
      lastStride.current ||
      (a ? a.offsetHeight + (parseFloat(getComputedStyle(element).rowGap) || 0) : 0);
    if (measured > 0) {
      const top = element.getBoundingClientRect().top;
      const inView = Math.ceil(window.innerHeight / measured);
      const firstInView = Math.max(0, Math.floor(-top / measured));
      const last = rowCount.current;
      const viewTop = Math.min(firstInView, last);
      const view = { first: viewTop, end: Math.min(last, firstInView + inView) };
      // The overscan a list's top cannot have goes below the view instead.
      const from = Math.max(0, viewTop - OVERSCAN_ROWS);
      const target = { first: from, end: Math.min(last, from + inView + 2 * OVERSCAN_ROWS) };
      const next = stepRowsTowards(asked.current, target, view, MAX_NEW_ROWS_PER_FRAME);
      // The next step waits for this one's commit (the effect below): a step asked for while this
      // one still renders would join it in a single, larger commit.
      stepping.current = !sameRows(next, target);
      asked.current = next;
      // Rows scrolling in are a transition too: their DOM is built in slices that yield, and the
      // overscan rows cover the frames until they land.
      startTransition(() => {
        setStride(measured);
        setFirst(next.first);
        setVisible(next.end - next.first);
      });
    }
    const doc = document.documentElement;
    // Asking for the next page (the chart, the request, the list's own update) gets a task of its
    // own rather than adding to the frame that moves the window.
    if (doc.scrollHeight - (window.scrollY + window.innerHeight) < NEAR_END_PX) {
      clearTimeout(nearEndTimer.current);
      nearEndTimer.current = setTimeout(() => nearEnd.current?.(), 0);
    }
  }, [listRef, columns]);
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
  // A window still short of its target takes its next step once this one has been committed.
  useEffect(() => {
    if (stepping.current) schedule();
  }, [schedule, first, visible]);

  const firstRow = stride > 0 ? Math.min(first, Math.max(0, rows - 1)) : 0;
  const lastRow = Math.min(rows, firstRow + visible);
  return {
    start: firstRow * columns,
    end: Math.min(count, lastRow * columns),
    padTop: firstRow * stride,
    padBottom: Math.max(0, rows - lastRow) * stride,
  };
}

/** Rows `first` up to, not including, `end`. */
export interface RowRange {
  first: number;
  end: number;
}

const clampTo = (range: RowRange, bounds: RowRange): RowRange => {
  const first = Math.min(Math.max(range.first, bounds.first), bounds.end);
  return { first, end: Math.max(first, Math.min(range.end, bounds.end)) };
};

export const sameRows = (a: RowRange, b: RowRange): boolean =>
  a.first === b.first && a.end === b.end;

/**
 * One frame's step of the rendered rows towards the window the scroll position asks for: the rows
 * both share stay, rows outside the target go, and at most `maxNewRows` rows are added, those in
 * view first (from the top of the view down, then up), then the overscan rows around them.
 * Each commit of new rows builds their tiles, lays them out and requests their pictures; capping
 * the rows per commit keeps that task short on a slow phone (the bench's long-task budget), while
 * a flick to the end fills the view in a few frames. Called again until it returns the target.
 *
 * `target` is the view with its overscan, `view` the rows on screen; both lie within the list's rows.
 */
export function stepRowsTowards(
  current: RowRange,
  target: RowRange,
  view: RowRange,
  maxNewRows: number,
): RowRange {
  const inView = clampTo(view, target);
  const kept = clampTo(current, target);
  // Shared rows that show nothing on screen are no start: the new rows begin at the view's top.
  const touchesView = kept.first < inView.end && kept.end > inView.first && kept.end > kept.first;
  let { first, end } = touchesView ? kept : { first: inView.first, end: inView.first };
  let budget = Math.max(1, Math.floor(maxNewRows));
  const grow = (limit: number, downwards: boolean) => {
    if (downwards) {
      const added = Math.min(budget, Math.max(0, limit - end));
      end += added;
      budget -= added;
    } else {
      const added = Math.min(budget, Math.max(0, first - limit));
      first -= added;
      budget -= added;
    }
  };
  grow(inView.end, true);
  grow(inView.first, false);
  grow(target.end, true);
  grow(target.first, false);
  return { first, end };
}

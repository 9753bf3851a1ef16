import { describe, expect, it } from 'vitest';
import {
  stepRowsTowards,
  type RowRange,
} from '../../../src/features/games/components/grid-window-step';

const rows = (first: number, end: number): RowRange => ({ first, end });

/** Steps until the target is reached, returning every window rendered on the way. */
function walk(start: RowRange, target: RowRange, view: RowRange, maxNewRows: number): RowRange[] {
  const steps: RowRange[] = [];
  let current = start;
  for (
    let guard = 0;
    guard < 100 && (current.first !== target.first || current.end !== target.end);
    guard += 1
  ) {
    const next = stepRowsTowards(current, target, view, maxNewRows);
    steps.push(next);
    current = next;
  }
  return steps;
}

const size = (range: RowRange) => range.end - range.first;
const overlap = (a: RowRange, b: RowRange) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.first, b.first));

describe('stepping the rendered rows towards the scroll position', () => {
  it('is already there when the window asked for is the one rendered', () => {
    expect(stepRowsTowards(rows(4, 14), rows(4, 14), rows(6, 12), 2)).toEqual(rows(4, 14));
  });

  it('a one-row scroll moves the window in a single step', () => {
    expect(stepRowsTowards(rows(4, 14), rows(5, 15), rows(7, 13), 2)).toEqual(rows(5, 15));
  });

  it('a flick far away starts at the top of the view and fills it before any overscan row', () => {
    const view = rows(100, 106);
    const target = rows(98, 108);
    const steps = walk(rows(0, 10), target, view, 2);
    expect(steps[0]).toEqual(rows(100, 102));
    expect(steps[1]).toEqual(rows(100, 104));
    expect(steps[2]).toEqual(rows(100, 106));
    // Then the overscan: below the view, then above it.
    expect(steps[3]).toEqual(rows(100, 108));
    expect(steps[4]).toEqual(rows(98, 108));
    expect(steps).toHaveLength(5);
  });

  it('never adds more than the allowed rows in one step, and always makes progress', () => {
    const view = rows(40, 46);
    const target = rows(38, 48);
    for (const start of [rows(0, 10), rows(30, 40), rows(35, 45), rows(44, 54), rows(60, 70)]) {
      let current = start;
      for (const next of walk(start, target, view, 2)) {
        const added = size(next) - overlap(next, current);
        expect(added).toBeLessThanOrEqual(2);
        expect(next.first !== current.first || next.end !== current.end).toBe(true);
        expect(next.first).toBeGreaterThanOrEqual(target.first);
        expect(next.end).toBeLessThanOrEqual(target.end);
        current = next;
      }
      expect(current).toEqual(target);
    }
  });

  it('keeps the rows in view that it shares with the target, and drops those outside it', () => {
    // Scrolled down by three rows: the old window's lower rows are still on screen.
    expect(stepRowsTowards(rows(10, 20), rows(13, 23), rows(15, 21), 2)).toEqual(rows(13, 22));
  });

  it('scrolling up fills the view above the rows kept before the overscan below', () => {
    expect(stepRowsTowards(rows(20, 30), rows(16, 26), rows(18, 24), 2)).toEqual(rows(18, 26));
    expect(stepRowsTowards(rows(18, 26), rows(16, 26), rows(18, 24), 2)).toEqual(rows(16, 26));
  });

  it('shared rows that are all off screen are no start: the view is filled from its top', () => {
    // Only overscan rows below the new view survive: rendering them first would show the player nothing.
    expect(stepRowsTowards(rows(24, 34), rows(16, 26), rows(18, 24), 2)).toEqual(rows(18, 20));
  });

  it('an empty list renders no row, and a list that grows under the view gains its rows step by step', () => {
    expect(stepRowsTowards(rows(0, 12), rows(0, 0), rows(0, 0), 2)).toEqual(rows(0, 0));
    const steps = walk(rows(0, 0), rows(0, 8), rows(0, 6), 2);
    expect(steps.map(size)).toEqual([2, 4, 6, 8]);
  });

  it('takes at least one row a step whatever the limit it is given', () => {
    expect(stepRowsTowards(rows(0, 0), rows(0, 4), rows(0, 3), 0)).toEqual(rows(0, 1));
  });
});

import { describe, expect, it } from 'vitest';
import {
  interactionLatencies,
  median,
  slowestInteraction,
  summariseTries,
  type EventEntry,
} from '../../scripts/bench/interaction-timing';
import { medianRunIndex } from '../../scripts/bench/lighthouse';
import { selectedSteps, STEPS } from '../../scripts/bench/steps';

const entry = (name: string, interactionId: number, duration: number): EventEntry => ({
  name,
  interactionId,
  duration,
  startTime: 100,
});

describe('event timing entries', () => {
  it('gives each interaction the longest of its entries, leaving out events of no interaction', () => {
    const latencies = interactionLatencies([
      entry('pointerdown', 7, 40),
      entry('pointerup', 7, 48),
      entry('click', 7, 48),
      entry('keydown', 9, 24),
      entry('keyup', 9, 16),
      entry('pointerover', 0, 400),
    ]);
    expect([...latencies]).toEqual([
      [7, 48],
      [9, 24],
    ]);
  });

  it("takes a try's slowest interaction, null when none reached the threshold", () => {
    expect(
      slowestInteraction([
        entry('keydown', 1, 56),
        entry('keydown', 2, 184),
        entry('keyup', 3, 72),
      ]),
    ).toBe(184);
    expect(slowestInteraction([entry('mouseover', 0, 90)])).toBeNull();
    expect(slowestInteraction([])).toBeNull();
  });
});

describe('slowest of the tries', () => {
  it('is the largest measured try, and the median counts a try under the threshold as the threshold', () => {
    expect(summariseTries([72, 144, null, 56, 56, 48, 56, 80, 96, 72])).toEqual({
      slowestMs: 144,
      underThreshold: false,
      medianMs: 64,
      tries: 10,
    });
  });

  it('falls back to the threshold as an upper bound when no try reached it', () => {
    expect(summariseTries([null, null, null])).toEqual({
      slowestMs: 16,
      underThreshold: true,
      medianMs: 16,
      tries: 3,
    });
  });

  it('has nothing to say without tries', () => {
    expect(summariseTries([])).toBeNull();
  });

  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
  });
});

describe('median Lighthouse run', () => {
  it('is the middle run by performance, whatever order the runs came in', () => {
    const runs = [
      { performance: 99, lcpS: 1 },
      { performance: 80, lcpS: 3 },
      { performance: 97, lcpS: 1.2 },
      { performance: null, lcpS: null },
      { performance: 90, lcpS: 2 },
    ];
    expect(medianRunIndex(runs)).toBe(4);
  });

  it('orders equal scores by LCP, so the median is one real run', () => {
    const runs = [
      { performance: 96, lcpS: 1.1 },
      { performance: 96, lcpS: 1.9 },
      { performance: 96, lcpS: 1.5 },
    ];
    expect(medianRunIndex(runs)).toBe(2);
  });

  it('is none without runs', () => {
    expect(medianRunIndex([])).toBeNull();
  });
});

describe('--only', () => {
  it('runs every step without it', () => {
    expect([...selectedSteps([])]).toEqual([...STEPS]);
  });

  it('takes a comma-separated list, as a separate or an = argument', () => {
    expect([...selectedSteps(['--only', 'bundle,interactions'])]).toEqual([
      'bundle',
      'interactions',
    ]);
    expect([...selectedSteps(['--only=api'])]).toEqual(['api']);
  });

  it('refuses an unknown or missing step name, listing the known ones', () => {
    expect(() => selectedSteps(['--only', 'bundel'])).toThrow(
      /bundle, lighthouse, interactions, game-scroll, api; got "bundel"/,
    );
    expect(() => selectedSteps(['--only'])).toThrow(/got ""/);
  });
});

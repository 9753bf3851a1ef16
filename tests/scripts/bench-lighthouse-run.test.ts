import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { summarise } from '../../scripts/bench/lighthouse';

/** The parts of a Lighthouse report the bench reads, as Lighthouse writes them. */
function report(
  overrides: { benchmarkIndex?: number; observedFcp?: number; warnings?: string[] } = {},
): Result {
  const audit = (numericValue: number) => ({ numericValue, scoreDisplayMode: 'numeric' });
  return {
    categories: {
      performance: { score: 0.874 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
    },
    audits: {
      'largest-contentful-paint': audit(1512.4),
      'total-blocking-time': audit(183.26),
      'cumulative-layout-shift': audit(0.0123),
      'first-contentful-paint': audit(1108.9),
      'speed-index': audit(2431),
      metrics: {
        scoreDisplayMode: 'informative',
        details: {
          type: 'debugdata',
          items: [{ observedFirstContentfulPaint: overrides.observedFcp ?? 307.6 }],
        },
      },
    },
    environment: {
      benchmarkIndex: overrides.benchmarkIndex,
      hostUserAgent: 'x',
      networkUserAgent: 'x',
    },
    runWarnings: overrides.warnings ?? [],
  } as unknown as Result;
}

describe("a Lighthouse run's figures", () => {
  it('come from its report: scores in points, LCP, FCP and speed index in seconds, TBT in ms, the first paint it saw', () => {
    expect(summarise(report({ benchmarkIndex: 1277.5 }))).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      lcpS: 1.512,
      tbtMs: 183.26,
      cls: 0.012,
      fcpS: 1.109,
      speedIndexS: 2.431,
      observedFcpMs: 308,
      cpuIndex: 1278,
      problems: [],
    });
  });

  it("carry Lighthouse's CPU index, so a slow or busy machine shows beside the blocking time it causes", () => {
    expect(summarise(report({ benchmarkIndex: 909.5 })).cpuIndex).toBe(910);
    expect(summarise(report({ benchmarkIndex: 2699 })).cpuIndex).toBe(2699);
    expect(summarise(report()).cpuIndex).toBeNull();
  });

  it("list the run's warnings as problems", () => {
    expect(
      summarise(report({ warnings: ['The tested device appears to have a slower CPU'] })).problems,
    ).toEqual(['warning: The tested device appears to have a slower CPU']);
  });
});

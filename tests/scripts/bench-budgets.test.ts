import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  type BudgetCheck,
  type BudgetInputs,
  type FirstPageResult,
} from '../../scripts/bench/budgets';
import type { BundleResult } from '../../scripts/bench/bundle-size';
import type { InteractionResult } from '../../scripts/bench/interactions';
import type { LighthouseResult, LighthouseRun } from '../../scripts/bench/lighthouse';
import { FIRST_PAGES, INTERACTIONS, type FirstPage } from '../../scripts/bench/targets';

const none: BudgetInputs = {
  pages: [],
  interactions: null,
  gameScroll: null,
  gameList: null,
  gameSearch: null,
};

function bundle(gzipKB: number, restBytes?: number): BundleResult {
  const totals = { requests: 1, rawKB: gzipKB * 3, gzipKB };
  return {
    url: 'http://127.0.0.1:1/m/x',
    device: 'Pixel 7',
    js: totals,
    css: totals,
    jsCss: totals,
    fonts: totals,
    assets: [],
    ...(restBytes === undefined
      ? {}
      : {
          split: {
            designCard: gzipKB * 1024 - restBytes,
            rest: restBytes,
            top: [],
            designCardPackages: [],
          },
        }),
  };
}

function lighthouse(median: Partial<LighthouseRun>): LighthouseResult {
  const run: LighthouseRun = {
    performance: null,
    accessibility: null,
    bestPractices: null,
    lcpS: null,
    tbtMs: null,
    cls: null,
    fcpS: null,
    speedIndexS: null,
    observedFcpMs: null,
    cpuIndex: null,
    problems: [],
    ...median,
  };
  return {
    url: 'x',
    formFactor: 'mobile',
    throttling: 'simulate',
    runs: [run],
    median: run,
    reportPath: null,
    failures: [],
  };
}

function interaction(
  name: string,
  tries: (number | null)[],
  summary: InteractionResult['summary'],
): InteractionResult {
  return { name, path: '/m/x', tries, summary, error: null };
}

const row = (checks: BudgetCheck[], name: string) => {
  const found = checks.find((check) => check.name === name);
  if (!found) throw new Error(`no budget row "${name}"`);
  return found;
};

describe('bench budget table', () => {
  it('has the first-load and Lighthouse rows of every first page, accessibility for home only', () => {
    const names = checkBudgets(none).map((check) => check.name);
    for (const path of FIRST_PAGES) {
      expect(names).toContain(`${path} first load JS+CSS (gzip)`);
      expect(names).toContain(`${path} Lighthouse performance`);
      expect(names).toContain(`${path} LCP`);
      expect(names).toContain(`${path} CLS`);
    }
    expect(names.filter((name) => name.endsWith('Lighthouse accessibility'))).toEqual([
      '/m/home Lighthouse accessibility',
    ]);
    expect(names.filter((name) => name.endsWith('outside the design card (gzip)'))).toEqual([
      '/m/home first load outside the design card (gzip)',
    ]);
  });

  it('reports every row as N/A, with no figure, when no step ran', () => {
    const checks = checkBudgets(none);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((check) => check.status === 'N/A' && check.actual === null)).toBe(true);
  });

  it('judges each page by its own figures, limits included', () => {
    const pages: FirstPageResult[] = [
      {
        path: '/m/home',
        bundle: bundle(165, 50 * 1024),
        lighthouse: lighthouse({ performance: 95, accessibility: 94, lcpS: 2.0, cls: 0.02 }),
      },
      {
        path: '/m/login',
        bundle: bundle(165.01, 50 * 1024 + 11),
        lighthouse: lighthouse({ performance: 94, lcpS: 2.01, cls: 0.021 }),
      },
    ];
    const checks = checkBudgets({ ...none, pages });
    const status = (name: string) => [row(checks, name).actual, row(checks, name).status];
    expect(status('/m/home first load JS+CSS (gzip)')).toEqual([165, 'PASS']);
    expect(status('/m/home first load outside the design card (gzip)')).toEqual([50, 'PASS']);
    expect(status('/m/home Lighthouse performance')).toEqual([95, 'PASS']);
    expect(status('/m/home Lighthouse accessibility')).toEqual([94, 'FAIL']);
    expect(status('/m/home LCP')).toEqual([2.0, 'PASS']);
    expect(status('/m/home CLS')).toEqual([0.02, 'PASS']);
    expect(status('/m/login first load JS+CSS (gzip)')).toEqual([165.01, 'FAIL']);
    expect(status('/m/login Lighthouse performance')).toEqual([94, 'FAIL']);
    expect(status('/m/login LCP')).toEqual([2.01, 'FAIL']);
    expect(status('/m/login CLS')).toEqual([0.021, 'FAIL']);
    // A page whose steps did not run is missing, not passed.
    expect(status('/m/activity Lighthouse performance')).toEqual([null, 'N/A']);
  });

  it('judges each interaction by its slowest try against 200 ms, and shows an all-under-threshold figure as a bound', () => {
    const checks = checkBudgets({
      ...none,
      interactions: {
        device: 'Pixel 7',
        cpuSlowdown: 4,
        triesEach: 10,
        interactions: [
          interaction(INTERACTIONS.loginPopup, [120, 200], {
            slowestMs: 200,
            underThreshold: false,
            medianMs: 160,
            tries: 2,
          }),
          interaction(INTERACTIONS.loginTab, [208], {
            slowestMs: 208,
            underThreshold: false,
            medianMs: 208,
            tries: 1,
          }),
          interaction(INTERACTIONS.vendorFilter, [null, null], {
            slowestMs: 16,
            underThreshold: true,
            medianMs: 16,
            tries: 2,
          }),
          { ...interaction(INTERACTIONS.search, [40], null), error: 'try 2: timeout' },
        ],
      },
    });
    const check = (name: string) => row(checks, `${name}: next paint`);
    expect(check(INTERACTIONS.loginPopup)).toMatchObject({
      actual: 200,
      status: 'PASS',
      limit: '≤ 200 ms',
    });
    expect(check(INTERACTIONS.loginTab)).toMatchObject({ actual: 208, status: 'FAIL' });
    expect(check(INTERACTIONS.vendorFilter)).toMatchObject({
      actual: 16,
      shown: '< 16',
      status: 'PASS',
    });
    expect(check(INTERACTIONS.loginPopup).shown).toBeUndefined();
    // A crashed interaction has no figure: N/A, never a pass on its partial tries.
    expect(check(INTERACTIONS.search)).toMatchObject({ actual: null, status: 'N/A' });
    expect(check(INTERACTIONS.favourite)).toMatchObject({ actual: null, status: 'N/A' });
  });

  it('gives every first page the same four rows, home two more: accessibility and the share outside the design card', () => {
    const perPage = (path: FirstPage) =>
      checkBudgets(none).filter((check) => check.name.startsWith(`${path} `)).length;
    expect(FIRST_PAGES.map(perPage)).toEqual([6, 4, 4, 4]);
  });
});

import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ensure-chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseRun {
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpS: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpS: number | null;
  speedIndexS: number | null;
  /**
   * When the page's first paint actually happened in the unthrottled load Lighthouse observed (ms).
   * On this loopback server it is about 150. A run near 1,200 or 2,200 had its first frames held
   * back in the headless browser (README, under "The two commands"); its simulated FCP and LCP
   * are late with it.
   */
  observedFcpMs: number | null;
  /**
   * Lighthouse's measure of the machine's CPU speed as the run began (`environment.benchmarkIndex`;
   * Lighthouse warns below 1000). Simulated throttling multiplies the observed main-thread tasks
   * by 4 whatever it reads, so a run on a slower or busier machine reads more blocking time for the
   * same page (docs/bench-lighthouse.md, "CPU index").
   */
  cpuIndex: number | null;
  /** Runtime error, run warnings and audits that errored (e.g. for lack of network). */
  problems: string[];
}

export interface LighthouseResult {
  url: string;
  formFactor: string;
  throttling: string;
  runs: LighthouseRun[];
  /** The run with the median performance score: the one reported and saved. */
  median: LighthouseRun | null;
  reportPath: string | null;
  /** Runs that crashed outright. */
  failures: string[];
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string, divisor = 1) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Math.round((value / divisor) * 1000) / 1000 : null;
};

function observedFirstPaint(lhr: Result): number | null {
  const details = lhr.audits['metrics']?.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const value: unknown = (items[0] as Record<string, unknown> | undefined)?.['observedFirstContentfulPaint'];
  return typeof value === 'number' ? Math.round(value) : null;
}

/** One run's figures from its report. */
export function summarise(lhr: Result): LighthouseRun {
  const problems: string[] = [];
  if (lhr.runtimeError) problems.push(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  problems.push(...lhr.runWarnings.map((warning) => `warning: ${warning}`));
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (audit.scoreDisplayMode === 'error') problems.push(`audit ${id} errored: ${audit.errorMessage ?? 'no message'}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpS: numeric(lhr, 'largest-contentful-paint', 1000),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpS: numeric(lhr, 'first-contentful-paint', 1000),
    speedIndexS: numeric(lhr, 'speed-index', 1000),
    observedFcpMs: observedFirstPaint(lhr),
    cpuIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? Math.round(lhr.environment.benchmarkIndex) : null,
    problems,
  };
}

/** One Lighthouse run in its own fresh Chromium, so no run inherits another's cache or state. */
async function runOnce(url: string): Promise<{ lhr: Result; json: string }> {
  // chrome-launcher looks Chrome up through CHROME_PATH as well as through chromePath.
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated throttling.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const json = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
    return { lhr: result.lhr, json };
  } finally {
    chrome.kill();
  }
}

/**
 * Which run is the median one: the middle run by performance score (an unscored run counts as the
 * lowest), equal scores ordered by LCP, so that the report and every figure of the row come from one
 * real run rather than a mix of several. Null when there is no run.
 */
export function medianRunIndex(runs: readonly Pick<LighthouseRun, 'performance' | 'lcpS'>[]): number | null {
  if (runs.length === 0) return null;
  const order = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => (a.run.performance ?? -1) - (b.run.performance ?? -1)
      || (b.run.lcpS ?? Number.POSITIVE_INFINITY) - (a.run.lcpS ?? Number.POSITIVE_INFINITY));
  return order[Math.floor(order.length / 2)]?.index ?? null;
}

/**
 * Runs Lighthouse `times` times (scores vary from run to run) and keeps the median performance run.
 * Five, as Lighthouse's variability guide advises: the median of five about halves the spread of
 * one run, and one run with held frames (observedFcpMs) cannot move it.
 */
export async function runLighthouse(url: string, reportPath: string, times = 5): Promise<LighthouseResult> {
  const completed: { run: LighthouseRun; json: string }[] = [];
  const failures: string[] = [];
  let formFactor = 'unknown';
  let throttling = 'unknown';
  for (let index = 1; index <= times; index += 1) {
    console.info(`Lighthouse run ${index}/${times}…`);
    try {
      const { lhr, json } = await runOnce(url);
      formFactor = lhr.configSettings.formFactor;
      throttling = lhr.configSettings.throttlingMethod;
      completed.push({ run: summarise(lhr), json });
    } catch (error) {
      failures.push(`run ${index}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const medianIndex = medianRunIndex(completed.map((entry) => entry.run));
  const median = medianIndex === null ? undefined : completed[medianIndex];
  if (median) writeFileSync(reportPath, median.json);
  return {
    url,
    formFactor,
    throttling,
    runs: completed.map((entry) => entry.run),
    median: median?.run ?? null,
    reportPath: median ? reportPath : null,
    failures,
  };
}

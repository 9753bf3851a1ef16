import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, platform, release } from 'node:os';
import type { ApiLoadResult } from './api-load.ts';
import type { BudgetCheck, FirstPageResult } from './budgets.ts';
import type { GameListLoadResult } from './game-list-load.ts';
import type { GameScrollResult } from './game-scroll.ts';
import type { InteractionsResult } from './interactions.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Step } from './steps.ts';

export interface BenchResults {
  /** The steps this run was asked for (all, or those `--only` named). */
  steps: Step[];
  /** Each first page's cold load and Lighthouse runs. */
  pages: FirstPageResult[];
  interactions: InteractionsResult | null;
  api: ApiLoadResult | null;
  gameScroll: GameScrollResult | null;
  gameList: GameListLoadResult | null;
  gameSearch: GameListLoadResult | null;
  budgets: BudgetCheck[];
  /** Wall-clock seconds of each step that ran, and of the build and server start before them. */
  stepTimesS: Record<string, number>;
  /** Steps that crashed, by name: the others still report. */
  errors: Record<string, string>;
}

function gitCommit(root: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null; // Not a checkout, or git missing: the figures are still worth keeping.
  }
}

/** The context a figure needs to be compared with another machine's or another day's. */
export function environment(root: string, chromium: string | null, elapsedS: number) {
  return {
    timestamp: new Date().toISOString(),
    node: process.version,
    gitCommit: gitCommit(root),
    cores: availableParallelism(),
    /** 1, 5 and 15 minute load averages as the bench ended: timings from a busy machine are not comparable. */
    loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
    cpu: cpus()[0]?.model ?? null,
    os: `${platform()} ${release()}`,
    chromium,
    elapsedS,
  };
}

export function writeResults(path: string, meta: ReturnType<typeof environment>, results: BenchResults): void {
  writeFileSync(path, `${JSON.stringify({ ...meta, ...results }, null, 2)}\n`);
}

const fmt = (value: number | null | undefined, digits = 2) => (value === null || value === undefined ? '—' : value.toFixed(digits));

/** A budget's figure as measured, without padding zeros: 195.19 KB, 0.011, 1568 ms. */
const figure = (value: number | null) => (value === null ? '—' : String(Number(value.toFixed(3))));

function table(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.info(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.info(line(row));
}

function printGames(scroll: GameScrollResult | null, loads: GameListLoadResult[]): void {
  if (scroll) {
    const reached = `${scroll.reached}/${scroll.total ?? '?'}${scroll.completed ? '' : ' (stopped early)'}`;
    table(`Game scroll ${scroll.url} (${scroll.device}, ${scroll.cpuSlowdown}× CPU slowdown)`,
      ['Games reached', 'Scroll s', 'Max grid nodes', 'Samples', 'Longest task ms', 'Tasks > 100 ms', 'Long tasks', 'Load: longest ms'],
      [[reached, fmt(scroll.scrollS, 1), String(scroll.maxGridNodes), String(scroll.samples), fmt(scroll.longestTaskMs, 0),
        String(scroll.longTasksOver100), String(scroll.longTasks), fmt(scroll.longestLoadTaskMs, 0)]]);
  }
  if (loads.length > 0) {
    table(`Game list API (${loads[0]?.connections ?? '?'} connections, ${loads[0]?.durationS ?? '?'} s each)`,
      ['Call', 'Matches', 'p50 ms', 'p90 ms', 'p99 ms', 'req/s', 'total', 'non-2xx', 'errors', 'timeouts'],
      loads.map((load) => [load.gameName === null ? 'RNG page 1 (24)' : `search "${load.gameName}" (36)`, String(load.totalCount ?? '—'),
        fmt(load.latencyMs.p50), fmt(load.latencyMs.p90), fmt(load.latencyMs.p99), fmt(load.requestsPerSecond, 1),
        String(load.totalRequests), String(load.non2xx), String(load.errors), String(load.timeouts)]));
  }
}

const kbOf = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024);

function printColdLoads(pages: FirstPageResult[]): void {
  const loads = pages.flatMap((page) => (page.bundle ? [page.bundle] : []));
  if (loads.length === 0) return;
  table(`Cold first loads (${loads[0]?.device ?? '?'}, empty cache; gzip -9 KB)`,
    ['Page', 'JS req', 'JS', 'CSS req', 'CSS', 'JS+CSS', 'Design card', 'Rest', 'Fonts', 'JS+CSS after settling'],
    loads.map((bundle) => [new URL(bundle.url).pathname, String(bundle.js.requests), fmt(bundle.js.gzipKB), String(bundle.css.requests),
      fmt(bundle.css.gzipKB), fmt(bundle.jsCss.gzipKB), fmt(kbOf(bundle.split?.designCard)), fmt(kbOf(bundle.split?.rest)), fmt(bundle.fonts.gzipKB),
      fmt(bundle.afterSettling?.totals.gzipKB)]));
  for (const bundle of loads) {
    table(`Files fetched by ${new URL(bundle.url).pathname}`, ['Kind', 'Path', 'Raw KB', 'gzip-9 KB', 'Sent KB', 'Encoding'],
      bundle.assets.map((a) => [a.kind, a.path, fmt(a.rawBytes / 1024), fmt(a.gzipBytes / 1024), fmt(a.transferBytes / 1024), a.contentEncoding ?? 'none']));
    const settling = bundle.afterSettling?.assets ?? [];
    if (settling.length > 0) {
      table(`Fetched by ${new URL(bundle.url).pathname} after its first load, while it settled (not in the budget)`, ['Kind', 'Path', 'gzip-9 KB'],
        settling.map((a) => [a.kind, a.path, fmt(a.gzipBytes / 1024)]));
    }
  }
}

function printLighthouse(lighthouse: LighthouseResult): void {
  const rows = lighthouse.runs.map((run, index) => [
    run === lighthouse.median ? `${index + 1} (median)` : String(index + 1),
    fmt(run.performance, 0), fmt(run.accessibility, 0), fmt(run.bestPractices, 0),
    fmt(run.lcpS), fmt(run.tbtMs, 0), fmt(run.cls, 3), fmt(run.fcpS), fmt(run.speedIndexS), fmt(run.observedFcpMs, 0),
    fmt(run.cpuIndex, 0),
  ]);
  table(`Lighthouse ${lighthouse.url} (${lighthouse.formFactor}, ${lighthouse.throttling} throttling)`,
    ['Run', 'Perf', 'A11y', 'BP', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'SI s', 'Seen FCP ms', 'CPU index'], rows);
  const problems = new Set([...lighthouse.failures, ...lighthouse.runs.flatMap((run) => run.problems)]);
  for (const problem of problems) console.info(`  ! ${problem}`);
  if (lighthouse.reportPath) console.info(`  Median run's report: ${lighthouse.reportPath}`);
}

function printInteractions(result: InteractionsResult): void {
  const ms = (value: number | null) => (value === null ? '<16' : String(value));
  table(`Interactions to next paint (${result.device}, ${result.cpuSlowdown}× CPU slowdown, ${result.triesEach} tries each, Event Timing)`,
    ['Interaction', 'Page', 'Slowest ms', 'Median ms', 'Tries ms'],
    result.interactions.map((interaction) => [
      interaction.name,
      interaction.path,
      interaction.summary ? `${interaction.summary.underThreshold ? '< ' : ''}${interaction.summary.slowestMs}` : '—',
      interaction.summary ? fmt(interaction.summary.medianMs, 0) : '—',
      interaction.error ? `failed at ${interaction.error}` : interaction.tries.map(ms).join(' '),
    ]));
}

export function printResults(results: BenchResults): void {
  const { api, budgets, errors } = results;
  printColdLoads(results.pages);
  for (const page of results.pages) if (page.lighthouse) printLighthouse(page.lighthouse);
  if (results.interactions) printInteractions(results.interactions);
  if (api) {
    table(`API GET ${api.url} (${api.connections} connections, ${api.durationS} s)`,
      ['p50 ms', 'p90 ms', 'p99 ms', 'avg ms', 'req/s', 'total', 'non-2xx', 'errors', 'timeouts'],
      [[fmt(api.latencyMs.p50), fmt(api.latencyMs.p90), fmt(api.latencyMs.p99), fmt(api.latencyMs.average),
        fmt(api.requestsPerSecond, 1), String(api.totalRequests), String(api.non2xx), String(api.errors), String(api.timeouts)]]);
  }
  printGames(results.gameScroll, [results.gameList, results.gameSearch].filter((load) => load !== null));
  table('Step times', ['Step', 'Seconds'], Object.entries(results.stepTimesS).map(([step, seconds]) => [step, fmt(seconds, 1)]));
  table(`Budgets (steps run: ${results.steps.join(', ')})`, ['Budget', 'Limit', 'Actual', 'Result'],
    budgets.map((b) => [b.name, b.limit, b.shown ?? figure(b.actual), b.status]));
  for (const [step, message] of Object.entries(errors)) console.error(`\nStep "${step}" failed: ${message}`);
}

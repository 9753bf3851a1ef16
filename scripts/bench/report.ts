import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, platform, release } from 'node:os';
import type { ApiLoadResult } from './api-load.ts';
import type { BudgetCheck } from './budgets.ts';
import type { BundleResult } from './bundle-size.ts';
import type { GameListLoadResult } from './game-list-load.ts';
import type { GameScrollResult } from './game-scroll.ts';
import type { LighthouseResult } from './lighthouse.ts';

export interface BenchResults {
  bundle: BundleResult | null;
  lighthouse: LighthouseResult | null;
  api: ApiLoadResult | null;
  gameScroll: GameScrollResult | null;
  gameList: GameListLoadResult | null;
  gameSearch: GameListLoadResult | null;
  budgets: BudgetCheck[];
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

export function printResults(results: BenchResults): void {
  const { bundle, lighthouse, api, budgets, errors } = results;
  if (bundle) {
    const kinds: [string, BundleResult['js']][] = [['JS', bundle.js], ['CSS', bundle.css], ['JS+CSS', bundle.jsCss], ['Fonts', bundle.fonts]];
    table(`Cold load ${bundle.url} (${bundle.device}, empty cache)`, ['Kind', 'Requests', 'Raw KB', 'gzip-9 KB'],
      kinds.map(([name, t]) => [name, String(t.requests), fmt(t.rawKB), fmt(t.gzipKB)]));
    table('Files fetched', ['Kind', 'Path', 'Raw KB', 'gzip-9 KB', 'Sent KB', 'Encoding'],
      bundle.assets.map((a) => [a.kind, a.path, fmt(a.rawBytes / 1024), fmt(a.gzipBytes / 1024), fmt(a.transferBytes / 1024), a.contentEncoding ?? 'none']));
  }
  if (lighthouse) {
    const rows = lighthouse.runs.map((run, index) => [
      run === lighthouse.median ? `${index + 1} (median)` : String(index + 1),
      fmt(run.performance, 0), fmt(run.accessibility, 0), fmt(run.bestPractices, 0),
      fmt(run.lcpS), fmt(run.tbtMs, 0), fmt(run.cls, 3), fmt(run.fcpS), fmt(run.speedIndexS), fmt(run.observedFcpMs, 0),
    ]);
    table(`Lighthouse ${lighthouse.url} (${lighthouse.formFactor}, ${lighthouse.throttling} throttling)`,
      ['Run', 'Perf', 'A11y', 'BP', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'SI s', 'Seen FCP ms'], rows);
    const problems = new Set([...lighthouse.failures, ...lighthouse.runs.flatMap((run) => run.problems)]);
    for (const problem of problems) console.info(`  ! ${problem}`);
    if (lighthouse.reportPath) console.info(`  Full report: ${lighthouse.reportPath}`);
  }
  if (api) {
    table(`API GET ${api.url} (${api.connections} connections, ${api.durationS} s)`,
      ['p50 ms', 'p90 ms', 'p99 ms', 'avg ms', 'req/s', 'total', 'non-2xx', 'errors', 'timeouts'],
      [[fmt(api.latencyMs.p50), fmt(api.latencyMs.p90), fmt(api.latencyMs.p99), fmt(api.latencyMs.average),
        fmt(api.requestsPerSecond, 1), String(api.totalRequests), String(api.non2xx), String(api.errors), String(api.timeouts)]]);
  }
  printGames(results.gameScroll, [results.gameList, results.gameSearch].filter((load) => load !== null));
  table('Budgets', ['Budget', 'Limit', 'Actual', 'Result'], budgets.map((b) => [b.name, b.limit, fmt(b.actual, 3), b.status]));
  for (const [step, message] of Object.entries(errors)) console.error(`\nStep "${step}" failed: ${message}`);
}

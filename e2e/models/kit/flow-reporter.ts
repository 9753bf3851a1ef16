import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { LAST_RUN, mergeRuns, readLastRun, type LastRun } from '../../../scripts/flows/last-run.ts';
import { PATH_ATTACHMENT, SHOTS_DIR, type RecordedPath } from './describe-model-paths.ts';

type RunStep = {
  state: string;
  states: string[];
  event: string;
  words: string;
  unseen?: Record<string, string>;
  screenshots: Partial<Record<'bn' | 'en', string>>;
};
type RunPath = {
  chart: string;
  title: string;
  status: 'passed' | 'failed' | 'skipped';
  error?: string;
  trace?: string;
  steps: RunStep[];
};

/**
 * Writes reports/flows/last-run.json (where the flow book, `npm run flows`, reads it): every generated
 * path with its status, the first line of a failure, the trace of a failure, and per step the state,
 * the event, the words and the screenshots (a path walked in both languages is one entry with both
 * screenshots). The charts this run did not walk keep their paths from the record already there.
 */
export default class FlowReporter implements Reporter {
  private readonly paths = new Map<string, RunPath & { index: number }>();
  /** The repository's root: the record's and the screenshots' paths are relative to it. */
  private readonly root: string;

  constructor(options: { root?: string } = {}) {
    this.root = options.root ?? process.cwd();
  }

  /** The charts of this run start with empty shot folders, so no screenshot of an older run remains. */
  onBegin(_config: unknown, suite: Suite): void {
    // A test's title path: root, project, file, the chart's describe block, the path.
    const charts = new Set(
      suite.allTests().map((t) => {
        const parts = t.titlePath();
        return parts[parts.findIndex((part) => part.endsWith('.paths.ts')) + 1] ?? '';
      }),
    );
    for (const chart of charts)
      if (chart) rmSync(join(this.root, SHOTS_DIR, chart), { recursive: true, force: true });
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((a) => a.name === PATH_ATTACHMENT);
    if (!attachment?.body) return;
    const recorded = JSON.parse(attachment.body.toString('utf8')) as RecordedPath;
    const key = `${recorded.chart}\n${recorded.index}`;
    const status =
      result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    let entry = this.paths.get(key);
    if (!entry) {
      entry = {
        chart: recorded.chart,
        index: recorded.index,
        title: recorded.title,
        status,
        steps: [],
      };
      this.paths.set(key, entry);
    } else if (status === 'failed' || entry.status === 'skipped') {
      entry.status = status;
    }
    if (status === 'failed') {
      entry.error ??= `${recorded.lang.toUpperCase()}: ${stripColours(result.error?.message ?? 'failed').split('\n')[0]}`;
      const trace = result.attachments.find((a) => a.name === 'trace' && a.path);
      if (trace?.path) entry.trace ??= relative(this.root, trace.path);
    }
    for (const [index, step] of recorded.steps.entries()) {
      const kept = entry.steps[index] ?? {
        state: step.state,
        states: step.states,
        event: step.event,
        words: step.words,
        screenshots: {},
      };
      if (step.unseen) kept.unseen = step.unseen;
      if (step.screenshot) kept.screenshots[recorded.lang] = step.screenshot;
      entry.steps[index] = kept;
    }
  }

  onEnd(): void {
    // A run of the hand-written suite alone (the same config) walked no path: the last recorded
    // run of the paths stays the flow book's.
    if (this.paths.size === 0) return;
    const generatedAt = new Date().toISOString();
    const paths = [...this.paths.values()]
      .sort((a, b) => a.chart.localeCompare(b.chart) || a.index - b.index)
      .map(({ index: _index, ...path }) => ({ ...path, ranAt: generatedAt }));
    // The charts this run walked replace their record; every other chart keeps the one of its own
    // last run (and its screenshots, which onBegin left alone), so the flow book built after a
    // one-chart run still shows every chart.
    const file = join(this.root, LAST_RUN);
    const merged = mergeRuns(previousRun(file), { generatedAt, paths });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** Playwright's messages carry terminal colour codes (ESC [ … m); the record keeps plain text. */
const stripColours = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** The record already written, or null when there is none or it cannot be read (it is then replaced). */
function previousRun(file: string): LastRun | null {
  try {
    return readLastRun(file);
  } catch (error) {
    console.warn(
      `${LAST_RUN} could not be read, so only this run's charts are recorded: ${String(error)}`,
    );
    return null;
  }
}

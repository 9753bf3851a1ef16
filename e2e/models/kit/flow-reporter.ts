import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { PATH_ATTACHMENT, SHOTS_DIR, type RecordedPath } from './describe-model-paths.ts';

/** Where the flow book (`npm run flows`) reads the last model-generated run. */
export const LAST_RUN = 'reports/flows/last-run.json';

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
 * Writes reports/flows/last-run.json: every generated path with its status, the first line of a
 * failure, the trace of a failure, and per step the state, the event, the words and the screenshots
 * (a path walked in both languages is one entry with both screenshots).
 */
export default class FlowReporter implements Reporter {
  private readonly paths = new Map<string, RunPath & { index: number }>();

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
      if (chart) rmSync(`${SHOTS_DIR}/${chart}`, { recursive: true, force: true });
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
      if (trace?.path) entry.trace ??= relative(process.cwd(), trace.path);
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

  onEnd(result: FullResult): void {
    // A run of the hand-written suite alone (the same config) walked no path: the last recorded
    // run of the paths stays the flow book's.
    if (this.paths.size === 0) return;
    const paths = [...this.paths.values()]
      .sort((a, b) => a.chart.localeCompare(b.chart) || a.index - b.index)
      .map(({ index: _index, ...path }) => path);
    mkdirSync(dirname(LAST_RUN), { recursive: true });
    writeFileSync(
      LAST_RUN,
      `${JSON.stringify({ generatedAt: new Date().toISOString(), status: result.status, paths }, null, 2)}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** Playwright's messages carry terminal colour codes (ESC [ … m); the record keeps plain text. */
const stripColours = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

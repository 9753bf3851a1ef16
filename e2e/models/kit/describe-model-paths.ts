import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test } from '../../fixtures.ts';
import type { AnyChartAdapter, BaseWorld, ChartAdapter, ModelEvent } from './adapter.ts';
import { translate } from './catalogue.ts';
import { assertNoDrift } from './drift.ts';
import { leafKeys, planRuns } from './plan.ts';

/** The screenshot folder the flow book reads (generated, ignored by git). */
export const SHOTS_DIR = 'reports/flows/shots';
/** Name of the attachment that carries a path's steps to the run record (flow-reporter.ts). */
export const PATH_ATTACHMENT = 'model-path';

/** One step as the run record keeps it. */
export interface RecordedStep {
  /** The leaf states active after this step, joined by " + " (two for a parallel chart). */
  state: string;
  /** Every active state key, parents included. */
  states: string[];
  event: string;
  words: string;
  /** States of this step with no check of their own, with the reason (no screenshot when all are). */
  unseen?: Record<string, string>;
  screenshot?: string;
}

export interface RecordedPath {
  chart: string;
  title: string;
  index: number;
  lang: 'bn' | 'en';
  steps: RecordedStep[];
}

/** One generated path as a Playwright test: its title and its body, for the paths file to pass to `test()`. */
export interface ModelPathTest {
  title: string;
  body: (args: { page: Page; request: APIRequestContext }, testInfo: TestInfo) => Promise<void>;
}

/**
 * One Playwright test per generated path of the chart, titled as the path in words. Each step
 * causes its event through the adapter, checks what the player sees in every active state and
 * takes a screenshot. The adapter is checked against the chart first: a drifted adapter fails the
 * whole file before any test runs.
 *
 * The chart's paths file calls `test()` itself (Playwright takes a test's location from the line
 * that calls `test()`, and offers no option to set it), so each test reports its chart's
 * `<chart>.paths.ts` as its location rather than this shared file:
 *
 *     const { chart, tests } = modelPathTests(logoutAdapter);
 *     test.describe(chart, () => {
 *       for (const path of tests) test(path.title, path.body);
 *     });
 */
export function modelPathTests<W extends BaseWorld>(
  adapter: ChartAdapter<W>,
): { chart: string; tests: ModelPathTest[] } {
  const any = adapter as unknown as AnyChartAdapter;
  assertNoDrift(any);
  const tests = planRuns(any).map((run): ModelPathTest => ({
    title: `${run.index + 1}. ${run.title} (${run.lang.toUpperCase()})`,
    body: async ({ page, request }, testInfo) => {
      const base: BaseWorld = {
        page,
        request,
        lang: run.lang,
        t: (english) => translate(run.lang, english),
      };
      const record: RecordedPath = {
        chart: adapter.chart,
        title: run.title,
        index: run.index,
        lang: run.lang,
        steps: [],
      };
      try {
        const world = await adapter.setUp(base, run.path);
        for (const [step, event] of run.path.events.entries()) {
          const keys = run.path.states[step] ?? [];
          const leaves = leafKeys(keys);
          const words = leaves.map((k) => adapter.states[k]?.words ?? k).join(' + ');
          const recorded: RecordedStep = {
            state: leaves.join(' + '),
            states: keys,
            event: event.type,
            words,
          };
          record.steps.push(recorded);
          await test.step(`${step}. ${eventWords(adapter, event)} → ${words}`, async () => {
            if (step > 0) {
              const on = adapter.on[event.type];
              if (!on) throw new Error(`no adapter entry for event "${event.type}"`);
              await on.cause(world, event);
            }
            const unseen: Record<string, string> = {};
            for (const key of keys) {
              const entry = adapter.states[key];
              if (!entry) throw new Error(`no adapter entry for state "${key}"`);
              if (entry.see) await test.step(`sees ${key}`, () => entry.see(world, keys));
              else unseen[key] = entry.unseen;
            }
            if (Object.keys(unseen).length > 0) recorded.unseen = unseen;
            if (leaves.some((k) => adapter.states[k]?.see)) {
              const path = `${SHOTS_DIR}/${adapter.chart}/${run.index + 1}-${step}-${run.lang}.png`;
              mkdirSync(dirname(path), { recursive: true });
              await page.screenshot({ path, scale: 'css' });
              recorded.screenshot = path;
            }
          });
        }
      } finally {
        await testInfo.attach(PATH_ATTACHMENT, {
          body: JSON.stringify(record),
          contentType: 'application/json',
        });
      }
    },
  }));
  return { chart: adapter.chart, tests };
}

function eventWords(
  adapter: { on: Record<string, { words: (e: ModelEvent) => string }> },
  event: ModelEvent,
): string {
  if (event.type === 'xstate.init') return 'start';
  return adapter.on[event.type]?.words(event) ?? event.type;
}

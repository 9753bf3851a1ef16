import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The record of the last model-generated Playwright run (`reports/flows/last-run.json`), written by the
 * e2e model run: every path with its outcome, and per step the state reached and its screenshots.
 * Paths inside it are relative to the repository's root.
 */
const stepSchema = z.object({
  /** The active leaf states, joined by ` + ` when the chart is in parallel regions. */
  state: z.string(),
  /** Every active state, parents included (optional: without it, the leaves of `state`). */
  states: z.array(z.string()).optional(),
  /** States of this step that have no screen of their own, with the reason. */
  unseen: z.record(z.string(), z.string()).optional(),
  event: z.string().optional().default(''),
  words: z.string().optional().default(''),
  screenshots: z
    .object({ bn: z.string().optional(), en: z.string().optional() })
    .partial()
    .optional()
    .default({}),
});
const pathSchema = z.object({
  chart: z.string(),
  title: z.string(),
  status: z.enum(['passed', 'failed', 'skipped']),
  error: z.string().optional(),
  trace: z.string().optional(),
  /** When the run that walked this path ended (runs of single charts are merged per chart). */
  ranAt: z.string().optional(),
  steps: z.array(stepSchema).default([]),
});
const runSchema = z.object({ generatedAt: z.string(), paths: z.array(pathSchema) });

export type LastRun = z.infer<typeof runSchema>;
export type RunPath = z.infer<typeof pathSchema>;
export type Language = 'bn' | 'en';
export const LANGUAGES: Language[] = ['bn', 'en'];

export const LAST_RUN = 'reports/flows/last-run.json';

/** The last run, or null when none has been recorded. A file that does not match the format is an error. */
export function readLastRun(file: string): LastRun | null {
  if (!existsSync(file)) return null;
  const parsed = runSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} does not match the run record format: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * One record from several, chart by chart: each chart's paths come whole from the record that walked
 * that chart last (a path's `ranAt`, else its record's `generatedAt`; on a tie, the later argument).
 * A run of one chart thus replaces that chart's paths and keeps every other chart's. Every path of
 * the result carries its `ranAt`; `generatedAt` is the latest of the records.
 */
export function mergeRuns(...runs: Array<LastRun | null>): LastRun | null {
  const present = runs.filter((r): r is LastRun => r !== null);
  if (present.length === 0) return null;
  const newest = new Map<string, { ranAt: string; paths: RunPath[] }>();
  for (const run of present) {
    const byChart = new Map<string, RunPath[]>();
    for (const path of run.paths) {
      const key = normal(path.chart);
      byChart.set(key, [
        ...(byChart.get(key) ?? []),
        { ...path, ranAt: path.ranAt ?? run.generatedAt },
      ]);
    }
    for (const [key, paths] of byChart) {
      const ranAt = paths.reduce((latest, p) => (p.ranAt! > latest ? p.ranAt! : latest), '');
      const kept = newest.get(key);
      if (!kept || ranAt >= kept.ranAt) newest.set(key, { ranAt, paths });
    }
  }
  return {
    generatedAt: present.map((r) => r.generatedAt).reduce((a, b) => (b > a ? b : a)),
    // Chart by chart in name order; a chart's paths in the order its run gave them (the sort is stable).
    paths: [...newest.values()]
      .flatMap((chart) => chart.paths)
      .sort((a, b) => normal(a.chart).localeCompare(normal(b.chart))),
  };
}

/** `game-list`, `gameList` and `GameList` name the same chart. */
export const chartMatches = (recorded: string, chart: string) => normal(recorded) === normal(chart);
const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A screenshot of a state in one language, from a step of the run. */
export interface Shot {
  /** Absolute path of the screenshot the run wrote. */
  file: string;
  /** The state keys the step reached (its leaves, joined by ` + `). */
  state: string;
  /** The run path it was taken on. */
  path: string;
  words: string;
  /**
   * How the step's checks show this state, when it has no check of its own in that step: `through`,
   * the checked states within it (a compound state is seen through its child, a parallel state
   * through its regions' states); `beside`, a state with no view of its own that the chart rested in
   * beside the checked ones (it was still active at the path's next step).
   */
  seen?: { through: string } | { beside: string };
}

/**
 * For each state key and language, the screenshot to show: taken in that state on a passed path when
 * there is one, else on a failed path (a step's screenshot is taken after its state checks passed).
 * A step's screenshot counts for the states the record proves the chart was in when it was taken:
 * - every state the step checked (an active state the step does not list as unseen);
 * - every state above a checked one (the chart is in a compound state while in its child, and in a
 *   parallel state while in its regions' states), as seen through the checked states within it;
 * - a state of the step with no check (no view of its own, e.g. a throttle's region) only when it is
 *   still active at the path's next step: the chart rested in it while the step's checks passed. A
 *   state the chart left at once (a check that runs within the same task) counts for none.
 * Files missing on disk do not count.
 */
export function shotsByState(
  run: LastRun | null,
  chart: string,
  root: string,
): Map<string, Partial<Record<Language, Shot>>> {
  const out = new Map<string, Partial<Record<Language, Shot>>>();
  if (!run) return out;
  const paths = run.paths.filter((p) => chartMatches(p.chart, chart) && p.status !== 'skipped');
  const ordered = [
    ...paths.filter((p) => p.status === 'passed'),
    ...paths.filter((p) => p.status === 'failed'),
  ];
  for (const path of ordered) {
    for (const [index, step] of path.steps.entries()) {
      const next = path.steps[index + 1];
      for (const { key, seen } of creditedStates(step, next)) {
        const entry = out.get(key) ?? {};
        for (const lang of LANGUAGES) {
          const shot = step.screenshots[lang];
          if (entry[lang] || !shot) continue;
          const file = resolve(root, shot);
          if (existsSync(file))
            entry[lang] = {
              file,
              state: step.state,
              path: path.title,
              words: step.words,
              ...(seen ? { seen } : {}),
            };
        }
        out.set(key, entry);
      }
    }
  }
  return out;
}

type RunStep = RunPath['steps'][number];

/** The states a step's screenshot shows (see shotsByState), each with how, when not by its own check. */
export function creditedStates(
  step: RunStep,
  next: RunStep | undefined,
): Array<{ key: string; seen?: Shot['seen'] }> {
  const active = activeKeys(step);
  const unseen = new Set(Object.keys(step.unseen ?? {}));
  const checked = active.filter((k) => !unseen.has(k));
  const later = new Set(next ? activeKeys(next) : []);
  const out: Array<{ key: string; seen?: Shot['seen'] }> = [];
  for (const key of active) {
    if (!unseen.has(key)) {
      out.push({ key });
      continue;
    }
    const within = checked.filter((k) => k.startsWith(`${key}.`));
    // The innermost checked states name the view: `ready.screen.showingApp + ready.sync.idle`.
    const innermost = within.filter((k) => !within.some((o) => o.startsWith(`${k}.`)));
    if (innermost.length) out.push({ key, seen: { through: innermost.join(' + ') } });
    else if (checked.length && later.has(key))
      out.push({
        key,
        seen: {
          beside: checked.filter((k) => !checked.some((o) => o.startsWith(`${k}.`))).join(' + '),
        },
      });
  }
  return out;
}

/** The states a step was in: its `states` when given, else the leaves named by `state`. */
const activeKeys = (step: RunStep) => step.states ?? step.state.split(' + ').map((k) => k.trim());

/** Why the run took no screenshot of a state (it has no screen of its own), per state key. */
export function unseenByState(run: LastRun | null, chart: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of run?.paths.filter((p) => chartMatches(p.chart, chart)) ?? []) {
    for (const step of path.steps) {
      for (const [key, reason] of Object.entries(step.unseen ?? {}))
        if (!out.has(key)) out.set(key, reason);
    }
  }
  return out;
}

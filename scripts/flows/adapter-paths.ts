import { adapters } from '../../e2e/models/adapters.ts';
import type { AnyChartAdapter } from '../../e2e/models/kit/adapter.ts';
import { modelPaths } from '../../e2e/models/kit/paths.ts';
import { leafKeys } from '../../e2e/models/kit/plan.ts';
import { chartMatches } from './last-run.ts';

/** One step of a path the end-to-end run walks: the event in the adapter's words, then the leaf states. */
export interface AdapterStep {
  event: string;
  states: string[];
  words: string;
}
export interface AdapterPath {
  scenario: string;
  steps: AdapterStep[];
}

/**
 * The paths the model-generated Playwright run walks for a chart, from the run's own generator
 * (`e2e/models/kit/paths.ts`: `xstate/graph` over the real chart with the adapter's events), in the
 * adapter's words; null for a chart that has no adapter yet.
 */
export function adapterPaths(
  chart: string,
  list: AnyChartAdapter[] = adapters,
): AdapterPath[] | null {
  const adapter = list.find((a) => chartMatches(a.chart, chart));
  if (!adapter) return null;
  return modelPaths(adapter).map((path) => ({
    scenario: path.scenario,
    steps: path.states.map((keys, step) => {
      const event = path.events[step];
      const leaves = leafKeys(keys);
      return {
        event:
          step === 0 || !event ? 'start' : (adapter.on[event.type]?.words(event) ?? event.type),
        states: leaves,
        words: leaves.map((k) => adapter.states[k]?.words ?? k).join(' + '),
      };
    }),
  }));
}

/**
 * Why the adapter's states have no screen of their own, per state key (empty for a chart without an
 * adapter): the book's fallback for a state no step of the run was in (a state the chart leaves in
 * the same step by an eventless transition is never a step of a path), so the reason still shows.
 */
export function adapterUnseen(
  chart: string,
  list: AnyChartAdapter[] = adapters,
): Map<string, string> {
  const adapter = list.find((a) => chartMatches(a.chart, chart));
  const out = new Map<string, string>();
  for (const [key, entry] of Object.entries(adapter?.states ?? {}))
    if (entry.unseen) out.set(key, entry.unseen);
  return out;
}

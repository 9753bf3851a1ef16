import { toTestableMachine } from '../../../tests/machines/helpers/testable-machine.ts';
import {
  stateKey,
  stateNodes,
  type NodeLike,
} from '../../../tests/machines/helpers/transition-coverage.ts';
import type { AnyChartAdapter, ChartAdapter } from './adapter.ts';
import { modelPaths } from './paths.ts';

/** Every event type the chart reacts to, invoke done/error and delays named as the running chart receives them. */
export function chartEvents(adapter: Pick<ChartAdapter, 'machine'>): string[] {
  const testable = toTestableMachine(adapter.machine);
  const root = testable.root as unknown as NodeLike;
  const types = new Set<string>();
  for (const node of [root, ...stateNodes(testable)])
    for (const type of node.transitions.keys()) types.add(type);
  return [...types].sort();
}

/**
 * Where an adapter and its chart disagree; all lists empty when they match. A state or event of the
 * chart with no entry, an entry for a state or event the chart no longer has, an entry that is
 * both driven and not driven or neither checked nor explained, a driven event without a cause, a
 * checked state no generated path reaches.
 */
export function adapterDrift(adapter: AnyChartAdapter): Record<string, string[]> {
  const states = stateNodes(adapter.machine).map(stateKey);
  const events = chartEvents(adapter);
  const entries = Object.keys(adapter.states);
  const handled = [...Object.keys(adapter.on), ...Object.keys(adapter.notDriven)];
  const reached = new Set(modelPaths(adapter).flatMap((p) => p.states.flat()));
  return {
    statesWithoutEntry: states.filter((s) => !entries.includes(s)),
    entriesForUnknownStates: entries.filter((s) => !states.includes(s)),
    entriesNeitherSeenNorExplained: entries.filter((s) => {
      const entry = adapter.states[s];
      return (
        !entry ||
        !entry.words.trim() ||
        (entry.see ? entry.unseen !== undefined : !entry.unseen?.trim())
      );
    }),
    eventsWithoutEntry: events.filter((e) => !handled.includes(e)),
    entriesForUnknownEvents: handled.filter((e) => !events.includes(e)),
    eventsBothDrivenAndNot: Object.keys(adapter.on).filter((e) => e in adapter.notDriven),
    drivenEventsWithoutCause: [
      ...new Set(
        Object.values(adapter.events)
          .flat()
          .map((e: { type: string }) => e.type),
      ),
    ].filter((e) => !(e in adapter.on)),
    notDrivenWithoutReason: Object.entries(adapter.notDriven)
      .filter(([, why]) => !why.trim())
      .map(([e]) => e),
    checkedStatesNoPathReaches: entries.filter((s) => adapter.states[s]?.see && !reached.has(s)),
  };
}

/** Throws with every disagreement listed, so a run over a drifted adapter stops before it starts. */
export function assertNoDrift(adapter: AnyChartAdapter): void {
  const drift = Object.entries(adapterDrift(adapter)).filter(([, list]) => list.length > 0);
  if (drift.length > 0) {
    throw new Error(
      `${adapter.chart} adapter does not match its chart:\n${drift.map(([k, v]) => `  ${k}: ${v.join(', ')}`).join('\n')}`,
    );
  }
}

import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { toTestableMachine } from '../../../tests/machines/helpers/testable-machine.ts';
import { stateKey, type NodeLike } from '../../../tests/machines/helpers/transition-coverage.ts';
import type { ChartAdapter, ModelEvent, ModelPath } from './adapter.ts';

/** The active state keys of a snapshot, parents first (the root left out). */
export const activeStateKeys = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot._nodes as unknown as NodeLike[]).map(stateKey).filter(Boolean);

type GraphPath = { steps: Array<{ state: AnyMachineSnapshot; event: ModelEvent }> };

/**
 * The paths of a chart the end-to-end run walks: `xstate/graph`'s shortest path to every state
 * (value and context) of the chart the site runs, over the adapter's events, with the same
 * invoke/delay rewriting the Vitest models use; plus the adapter's explicit sequences (loops).
 * A path that is the start of a longer one is dropped: the longer one checks every state on the way,
 * so each state is still reached and the run stays short.
 */
export function modelPaths(
  adapter: Pick<
    ChartAdapter,
    'machine' | 'events' | 'input' | 'scenarioInputs' | 'canSend' | 'sequences'
  >,
): ModelPath[] {
  const testable = toTestableMachine(adapter.machine);
  const scenarios = Array.isArray(adapter.events) ? { '': adapter.events } : adapter.events;
  const inputOf = (scenario: string) =>
    scenario in (adapter.scenarioInputs ?? {}) ? adapter.scenarioInputs?.[scenario] : adapter.input;
  const sequences =
    Array.isArray(adapter.sequences) || !adapter.sequences
      ? { [Object.keys(scenarios)[0] ?? '']: adapter.sequences ?? [] }
      : adapter.sequences;
  const generated = Object.entries(scenarios).flatMap(([scenario, events]) => {
    const listed = new Set(events.map((e) => e.type));
    const model = createTestModel(testable, {
      events,
      input: inputOf(scenario),
      filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
        listed.has(event.type) &&
        (adapter.canSend?.(
          activeStateKeys(snapshot),
          event as ModelEvent,
          snapshot.context as never,
        ) ??
          true),
    } as never);
    return (model.getShortestPaths() as unknown as GraphPath[]).map((path) =>
      toModelPath(path, scenario),
    );
  });
  const walked = Object.entries(sequences).flatMap(([scenario, list]) =>
    list.map((sequence): ModelPath => {
      let [snapshot] = initialTransition(testable, inputOf(scenario));
      const states = [activeStateKeys(snapshot)];
      for (const event of sequence) {
        const before = snapshot;
        [snapshot] = transition(testable, snapshot, event as never);
        if (
          JSON.stringify(snapshot.value) === JSON.stringify(before.value) &&
          snapshot.context === before.context
        ) {
          throw new Error(
            `sequence event ${event.type} changes nothing in ${JSON.stringify(before.value)}`,
          );
        }
        states.push(activeStateKeys(snapshot));
      }
      return { scenario, events: [{ type: 'xstate.init' }, ...sequence], states };
    }),
  );
  const all = [...generated, ...walked];
  const signature = (p: ModelPath) => [p.scenario, ...p.events.map((e) => JSON.stringify(e))];
  const isPrefix = (a: string[], b: string[]) =>
    a.length < b.length && a.every((e, i) => e === b[i]);
  const kept = all.filter((p) => !all.some((q) => isPrefix(signature(p), signature(q))));
  // The same sequence twice (a walked sequence equal to a generated path) runs once.
  return kept.filter(
    (p, i) => kept.findIndex((q) => signature(q).join() === signature(p).join()) === i,
  );
}

function toModelPath(path: GraphPath, scenario: string): ModelPath {
  return {
    scenario,
    events: path.steps.map((s) => s.event),
    states: path.steps.map((s) => activeStateKeys(s.state)),
  };
}

/** The length of a named delay of the chart, as the running chart would wait (for `page.clock`). */
export function delayOf(adapter: Pick<ChartAdapter, 'machine'>, name: string): number {
  const delay: unknown = (adapter.machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay !== 'number') throw new Error(`the chart has no fixed delay "${name}"`);
  return delay;
}

import { expect, vi } from 'vitest';
import {
  createActor,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import { RecordedEffects, type Effect } from './recorded-effects.ts';
import { toTestableMachine } from './testable-machine.ts';
import {
  allTransitions,
  stateKey,
  stateNodes,
  transitionKey,
  type NodeLike,
  type TransitionLike,
} from './transition-coverage.ts';

/** A model event: a plain event, or an invoke's done/error event with its output or error. */
export type ModelEvent = EventObject & {
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
};

/** The actions among some effects (xstate starts an invocation before it runs the entry actions). */
export const actionsIn = (effects: Effect[]) => effects.filter((e) => 'action' in e);
/** The invocations among some effects. */
export const invocationsIn = (effects: Effect[]) => effects.filter((e) => 'invoke' in e);
export type { Effect };

/**
 * The effects are exactly these: the actions in this order, the invocations in any order (where
 * xstate starts an invocation relative to the actions of the same step is its own business).
 */
export function expectEffects(effects: Effect[], expected: Effect[]): void {
  expect(actionsIn(effects)).toEqual(actionsIn(expected));
  expect(invocationsIn(effects)).toEqual(expect.arrayContaining(invocationsIn(expected)));
  expect(invocationsIn(effects)).toHaveLength(invocationsIn(expected).length);
}

/** What a state's check sees at one step of a path. */
export interface StepView<TContext = unknown> {
  /** The running chart's snapshot in which this state was active (a passing state: the microstep that left it). */
  snapshot: AnyMachineSnapshot;
  context: TContext;
  /** The snapshot before this step (null at the start). */
  previous: AnyMachineSnapshot | null;
  /** The event of this step (`xstate.init` at the start). */
  event: ModelEvent;
  /** Effects recorded during this step: entry/exit/transition actions with params, invocations with input. */
  effects: Effect[];
  /** Every effect recorded on this path so far. */
  history: Effect[];
  /** Invocations running after this step (invoke ids). */
  running: string[];
  /** True when this state was not active before this step. */
  entered: boolean;
  hasTag(tag: string): boolean;
}

/**
 * The oracle of a chart: for every state (key = its path below the root, e.g. `ready.screen.showingApp`)
 * a check of what must hold whenever that state is active. Checks throw (use `expect`).
 */
export type Oracle<TContext = unknown> = Record<string, (step: StepView<TContext>) => void>;

export interface ChartModelOptions<TContext = unknown> {
  /** Event variants the model tries in every state (done/error events with their outputs, events with payloads). */
  events?: ModelEvent[];
  oracle: Oracle<TContext>;
  /** The chart's input. */
  input?: unknown;
  /** Several inputs, each a model of its own (e.g. with and without a session); paths are named after them. */
  inputs?: Record<string, unknown>;
  /** Implementations beyond the recorded effects (an action is still recorded, then run; an actor replaces the controlled one). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /**
   * Event sequences walked in addition to the shortest paths, for transitions no shortest path takes
   * (a second favourite, a retry after a retry…). Each must be valid from the start.
   */
  sequences?: ModelEvent[][];
  /**
   * Several models of the same chart, each with its own input, events and sequences, when one event
   * list would multiply into too many paths (e.g. the submit pipeline on one tab, tab switching with
   * typing). Paths are named after the model; coverage and the oracle span them all.
   */
  models?: Record<string, { input?: unknown; events: ModelEvent[]; sequences?: ModelEvent[][] }>;
}

/** A generated path: the model's state (value and context) after each event, from the start. */
export type Path = {
  description: string;
  steps: Array<{ state: { value: unknown; context: unknown }; event: ModelEvent }>;
  /** The input the path starts the chart with (set by the harness). */
  input?: unknown;
};

export interface ChartModel {
  paths: Path[];
  /** Drives the real chart along one path, checking the oracle of every active state at every step. */
  run(path: Path): Promise<void>;
  /** States and transitions the running chart never took; walks any path not run yet first. */
  uncovered(): Promise<{ states: string[]; transitions: string[] }>;
  /** Oracle keys the chart has no state for, and states without an oracle entry. */
  oracleMismatch(): { missing: string[]; unknown: string[] };
  /** States without a `description` for product owners. */
  undescribed(): string[];
}

/**
 * The model is the real chart. Its paths are enumerated by `createTestModel` on a rewrite of the
 * config in which invokes and delays become plain events (xstate/graph refuses `invoke` and `after`);
 * the rewrite is used only to list event sequences. Each path then drives the real chart with its
 * effects recorded: invocations are settled by the path's done/error events, delays by fake timers.
 * After every step the real chart must be in the state the model expected (so the path really was
 * taken), and the oracle of every state active in that step – including states passed through by
 * `always` – must hold. Coverage counts the transitions the real actor reports in its
 * `@xstate.microstep` inspection events.
 */
export function chartModel<TContext>(
  machine: AnyStateMachine,
  options: ChartModelOptions<TContext>,
): ChartModel {
  const testable = toTestableMachine(machine);
  const models = options.models
    ? Object.entries(options.models)
    : Object.entries(options.inputs ?? { '': options.input }).map(
        ([name, input]) =>
          [name, { input, events: options.events ?? [], sequences: options.sequences }] as const,
      );
  const paths = models.flatMap(([name, { input, events, sequences }]) => {
    // Only the listed events: xstate/graph would also try every other event the state accepts with no
    // payload (a `social.chosen` without a channel), which no view sends.
    const listed = new Set(events.map((e) => e.type));
    const model = createTestModel(testable, {
      events,
      input,
      filterEvents: (_: unknown, e: EventObject) => listed.has(e.type),
    } as never);
    return [
      ...(model.getShortestPaths() as unknown as Path[]),
      ...(sequences ?? []).map((sequence) => sequencePath(testable, sequence, input)),
    ].map((path) => ({
      ...path,
      input,
      description: name ? `${name}: ${path.description}` : path.description,
    }));
  });
  const nodes = stateNodes(machine);
  const seenStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const ran = new Set<Path>();

  async function run(path: Path): Promise<void> {
    ran.add(path);
    vi.useFakeTimers();
    const effects = new RecordedEffects(machine);
    const chart = effects.provide(options.provide);
    let micro: Array<{ snapshot: AnyMachineSnapshot; transitions: TransitionLike[] }> = [];
    const sut = createActor(chart, {
      input: path.input,
      inspect: (event: InspectionEvent) => {
        // Only the chart itself (the root actor: no parent), not the child charts it invokes.
        if (event.type !== '@xstate.microstep' || (event.actorRef as { _parent?: unknown })._parent)
          return;
        const transitions = event._transitions as unknown as TransitionLike[];
        micro.push({ snapshot: event.snapshot as AnyMachineSnapshot, transitions });
        for (const t of transitions) takenTransitions.add(transitionKey(t));
      },
    } as never);
    try {
      let previous: AnyMachineSnapshot | null = null;
      for (const [index, step] of path.steps.entries()) {
        const before = effects.all.length;
        // The start's microsteps happen when the actor is created, before this loop.
        if (index > 0) micro = [];
        if (index === 0) sut.start();
        else await execute(step.event);
        await vi.advanceTimersByTimeAsync(0);
        const snapshot = sut.getSnapshot() as AnyMachineSnapshot;
        const where = `${path.description} — step ${index} (${step.event.type})`;
        expect(snapshot.value, `${where}: the real chart left the model's path`).toEqual(
          step.state.value,
        );
        const checks = activeIn(snapshot, micro, previous === null);
        for (const [key, seenIn] of checks) {
          seenStates.add(key);
          const check = options.oracle[key];
          if (!check) throw new Error(`${where}: no oracle entry for state "${key}"`);
          const view: StepView<TContext> = {
            snapshot: seenIn,
            context: seenIn.context as TContext,
            previous,
            event: step.event,
            effects: effects.all.slice(before),
            history: [...effects.all],
            running: effects.running(),
            entered: previous === null || !activeKeys(previous).has(key),
            hasTag: (tag) => seenIn.hasTag(tag),
          };
          try {
            check(view);
          } catch (error) {
            if (error instanceof Error)
              error.message = `${where}, oracle of "${key}": ${error.message}`;
            throw error;
          }
        }
        previous = snapshot;
      }
    } finally {
      sut.stop();
      vi.useRealTimers();
    }

    async function execute(event: ModelEvent): Promise<void> {
      const [, kind, id] =
        /^xstate\.(done\.actor|error\.actor|after)\.(.+)$/.exec(event.type) ?? [];
      if (kind === 'done.actor') effects.settle(id ?? '', { output: event.output });
      else if (kind === 'error.actor') effects.settle(id ?? '', { error: event.error });
      else if (kind === 'after') await vi.advanceTimersByTimeAsync(delayOf(id ?? ''));
      else sut.send(event);
    }

    function delayOf(afterId: string): number {
      const name = afterId.split('.')[0] ?? '';
      const delay: unknown = chart.implementations.delays[name] ?? Number(name);
      const value =
        typeof delay === 'function' ? delay({ context: sut.getSnapshot().context }) : delay;
      if (typeof value !== 'number' || Number.isNaN(value))
        throw new Error(`unknown delay "${name}"`);
      return value;
    }
  }

  return {
    paths,
    run,
    async uncovered() {
      for (const path of paths) if (!ran.has(path)) await run(path);
      return {
        states: nodes.map(stateKey).filter((key) => !seenStates.has(key)),
        transitions: allTransitions(machine).filter((key) => !takenTransitions.has(key)),
      };
    },
    oracleMismatch() {
      const keys = new Set(nodes.map(stateKey));
      return {
        missing: [...keys].filter((key) => !(key in options.oracle)),
        unknown: Object.keys(options.oracle).filter((key) => !keys.has(key)),
      };
    },
    undescribed() {
      return nodes.filter((node) => !node.description?.trim()).map(stateKey);
    },
  };
}

/**
 * A path along given events, its expected states computed on the rewritten chart (the model's
 * `getPathsFromEvents` ignores the input).
 */
function sequencePath(testable: AnyStateMachine, events: ModelEvent[], input: unknown): Path {
  let [snapshot] = initialTransition(testable, input);
  const steps: Path['steps'] = [{ state: snapshot, event: { type: 'xstate.init' } }];
  for (const event of events) {
    [snapshot] = transition(testable, snapshot, event as never);
    steps.push({ state: snapshot, event });
  }
  const description = `Walks ${['xstate.init', ...events.map((e) => e.type)].join(' → ')}`;
  return { description, steps };
}

const activeKeys = (snapshot: AnyMachineSnapshot): Set<string> =>
  new Set((snapshot._nodes as unknown as NodeLike[]).map(stateKey).filter(Boolean));

/**
 * Every state active during one step, with the snapshot to check it in: the states of the final
 * snapshot; states passed through within the step (entered and left by `always` or a raised event) in
 * the microstep where they were last active. The start is special: its first microstep is not
 * inspected, so a passing initial state (left at once by `always`) is checked in the microstep that
 * left it.
 */
function activeIn(
  final: AnyMachineSnapshot,
  micro: Array<{ snapshot: AnyMachineSnapshot; transitions: TransitionLike[] }>,
  starting: boolean,
): Map<string, AnyMachineSnapshot> {
  const out = new Map<string, AnyMachineSnapshot>();
  for (const step of micro) {
    if (starting)
      for (const t of step.transitions) {
        for (let path = t.source.path; path.length > 0; path = path.slice(0, -1)) {
          if (!out.has(path.join('.'))) out.set(path.join('.'), step.snapshot);
        }
      }
    for (const key of activeKeys(step.snapshot)) out.set(key, step.snapshot);
  }
  for (const key of activeKeys(final)) out.set(key, final);
  return out;
}

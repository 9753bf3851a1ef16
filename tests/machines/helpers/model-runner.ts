import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel, getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { toTestableMachine } from './testable-machine.ts';

type AnySnapshot = { value: unknown; context: unknown; _nodes: ReadonlyArray<{ id: string; always?: unknown[] }> };
/** A model event: a plain event, or an invoke's done/error event with its output or error. */
export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };
type Step = { state: AnySnapshot; event: ModelEvent };
export type Path = { description: string; state: AnySnapshot; steps: Step[] };

export interface ModelOptions {
  /** Event variants to try (done events with their outputs, events with payloads). */
  events: ModelEvent[];
  /** Implementations the chart's test needs beyond controlled actors and no-op actions. */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  input?: unknown;
}

/** Shortest paths of `createTestModel` to every distinct state (value and context) of the chart. */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions): Path[] {
  const testable = toTestableMachine(machine);
  const model = createTestModel(testable, { events: options.events, input: options.input } as never);
  return model.getShortestPaths() as unknown as Path[];
}

/**
 * Drives the real chart (invokes, delays and all) along one model path: done/error events
 * settle the invoked promise of that id, delay events advance fake timers, the rest are sent.
 * After every step the running chart must be in the model's state with the model's context.
 */
export async function runPath(machine: AnyStateMachine, path: Path, options: ModelOptions): Promise<void> {
  vi.useFakeTimers();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const impl = machine.implementations;
  const actors = Object.fromEntries(
    Object.keys(impl.actors).map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const actions = Object.fromEntries(Object.keys(impl.actions).map((name) => [name, () => undefined]));
  const sut = createActor(
    machine.provide({ ...options.provide, actors: { ...actors, ...options.provide?.actors }, actions: { ...actions, ...options.provide?.actions } }),
    { input: options.input } as never,
  );
  try {
    sut.start();
    await vi.advanceTimersByTimeAsync(0);
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await execute(step.event);
      const snapshot = sut.getSnapshot() as unknown as AnySnapshot;
      expect(snapshot.value, `${path.description} — step ${index} (${step.event.type})`).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
    }
  } finally {
    sut.stop();
    vi.useRealTimers();
  }

  async function execute(event: Step['event']): Promise<void> {
    const [, kind, id] = /^xstate\.(done\.actor|error\.actor|after)\.(.+)$/.exec(event.type) ?? [];
    if (kind === 'done.actor' || kind === 'error.actor') {
      const deferred = pending.get(id ?? '');
      if (!deferred) throw new Error(`the chart has no running invoke "${id}" for ${event.type}`);
      pending.delete(id ?? '');
      if (kind === 'done.actor') deferred.resolve(event.output);
      else deferred.reject(event.error);
    } else if (kind === 'after') {
      await vi.advanceTimersByTimeAsync(delayOf(id ?? ''));
    } else {
      sut.send(event);
    }
    await vi.advanceTimersByTimeAsync(0);
  }

  function delayOf(afterId: string): number {
    const name = afterId.split('.')[0] ?? '';
    const delay: unknown = impl.delays[name] ?? Number(name);
    const value = typeof delay === 'function' ? delay({ context: sut.getSnapshot().context }) : delay;
    if (typeof value !== 'number' || Number.isNaN(value)) throw new Error(`unknown delay "${name}"`);
    return value;
  }
}

/** Every state node and every transition of the chart that no path reaches. */
export function uncovered(machine: AnyStateMachine, paths: Path[]): { states: string[]; transitions: string[] } {
  const testable = toTestableMachine(machine);
  const seen = new Set<string>();
  for (const path of paths) for (const step of path.steps) for (const node of step.state._nodes) seen.add(node.id);
  const transient = new Set(getStateNodes(testable.root).filter((n) => n.always?.length).map((n) => n.id));
  const states = getStateNodes(testable.root)
    .map((n) => n.id)
    .filter((id) => !seen.has(id) && !transient.has(id));

  const edges = flattenEdges(toDirectedGraph(testable));
  for (const node of getStateNodes(testable.root)) {
    for (const t of node.always ?? []) for (const target of t.target ?? []) edges.push({ source: node.id, target: target.id, event: '' });
  }
  const transitions = edges
    .filter((edge) => !paths.some((path) => covers(path, edge, transient)))
    .map((e) => `${e.source} --${e.event || 'always'}--> ${e.target}`);
  return { states, transitions };
}

type Edge = { source: string; target: string; event: string };

function flattenEdges(node: DirectedGraphNode): Edge[] {
  return [
    ...node.edges.map((e) => ({ source: e.source.id, target: e.target.id, event: e.label.text })),
    ...node.children.flatMap(flattenEdges),
  ];
}

function covers(path: Path, edge: Edge, transient: Set<string>): boolean {
  const has = (step: Step | undefined, id: string) => step?.state._nodes.some((n) => n.id === id) ?? false;
  if (edge.event === '') return path.steps.some((step) => has(step, edge.target) || false);
  return path.steps.some((step, i) => {
    const prev = path.steps[i - 1];
    if (i === 0 || step.event.type !== edge.event || !has(prev, edge.source)) return false;
    return has(step, edge.target) || transient.has(edge.target);
  });
}

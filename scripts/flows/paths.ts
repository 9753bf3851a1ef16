import { createMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import {
  stateKey,
  stateNodes,
  type NodeLike,
  type TransitionLike,
} from '../../tests/machines/helpers/transition-coverage.ts';
import { eventWords } from './chart-graph.ts';

/**
 * The paths of a chart in words, listed by `xstate/graph` over the chart the site runs.
 *
 * Invokes and delays are first rewritten into plain events (`toTestableMachine`, as the Vitest model
 * tests do). The book then walks the chart's structure: every guarded branch of every transition
 * (an automatic one included) becomes an event of its own, and conditions are not evaluated, so a
 * path says "done: readStatusCache [isCacheHit]" instead of needing a server answer that makes the
 * condition true. A path may therefore ask for a condition the context at that point cannot meet;
 * the Playwright run's paths (from the last run) are the ones the real site was driven along.
 */

/** One step of a path: what happened and the states the chart is in afterwards. */
export interface PathStep {
  /** `done: fetchStatus [isCacheHit]`, `automatically`, `popup.open`. */
  event: string;
  /** The active leaf states after the step (several in parallel regions), as state keys. */
  states: string[];
}

export interface BookPath {
  kind: 'shortest' | 'simple';
  /** The state keys the chart starts in. */
  start: string[];
  steps: PathStep[];
}

/** Shortest paths to every configuration; simple paths bounded in length and number. */
export const SIMPLE_PATH_STEPS = 8;
export const SIMPLE_PATHS_PER_CHART = 30;
/** Steps of the depth-first walk for simple paths, so a chart with many parallel combinations stays fast. */
const WALK_BUDGET = 4_000;

interface Branch {
  type: string;
  words: string;
}

type Node = NodeLike & { id: string; key: string; type: string; initial?: { target: Node[] } };

export function chartPaths(machine: AnyStateMachine): BookPath[] {
  const branches: Branch[] = [];
  const structural = structuralMachine(toTestableMachine(machine), branches);
  const words = new Map(branches.map((b) => [b.type, b.words]));
  const events = branches.map((b) => ({ type: b.type }));
  const order = new Map(stateNodes(machine).map((n, i) => [stateKey(n), i]));
  const leaves = (snapshot: AnyMachineSnapshot) =>
    (snapshot._nodes as unknown as Node[])
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => stateKey(n))
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const start = leaves(structural.getInitialSnapshot({} as never) as AnyMachineSnapshot);
  const toBook = (
    kind: BookPath['kind'],
    steps: Array<{ event: { type: string }; state: AnyMachineSnapshot }>,
  ): BookPath => ({
    kind,
    start,
    steps: steps.map((s) => ({
      event: words.get(s.event.type) ?? s.event.type,
      states: leaves(s.state),
    })),
  });

  const shortest = getShortestPaths(structural, { events })
    .map((p) => toBook('shortest', p.steps.slice(1) as never))
    .filter((p) => p.steps.length > 0);

  // Simple paths: walked depth-first over xstate/graph's adjacency map, no configuration twice,
  // ending where the flow stops (a final state or nowhere new to go) or at the length bound.
  type Move = { event: { type: string }; state: AnyMachineSnapshot };
  const adjacency = getAdjacencyMap(structural, { events }) as unknown as Record<
    string,
    { transitions: Record<string, Move> } | undefined
  >;
  const simple: BookPath[] = [];
  const seenRoutes = new Set(shortest.map(routeOf));
  const initialKey = Object.keys(adjacency)[0];
  let budget = WALK_BUDGET;
  const walk = (key: string, visited: Set<string>, steps: Move[]) => {
    if (--budget < 0) return;
    const next = Object.values(adjacency[key]?.transitions ?? {}).filter(
      (t) => !visited.has(serialize(t.state)),
    );
    if (next.length === 0 || steps.length >= SIMPLE_PATH_STEPS) {
      if (steps.length > 1) simple.push(toBook('simple', steps));
      return;
    }
    for (const t of next) {
      const k = serialize(t.state);
      walk(k, new Set([...visited, k]), [...steps, t]);
    }
  };
  if (initialKey) walk(initialKey, new Set([initialKey]), []);
  return [
    ...shortest,
    ...pickSimple(
      shortest,
      simple.filter((p) => !seenRoutes.has(routeOf(p))),
    ),
  ];
}

/**
 * The simple paths worth reading: one after another, the path that takes the most moves (a step from
 * one configuration to the next) no path listed so far takes, until none adds a move or the bound is reached.
 */
function pickSimple(listed: BookPath[], candidates: BookPath[]): BookPath[] {
  const movesOf = (p: BookPath) => {
    let from = p.start.join('+');
    return p.steps.map((s) => {
      const to = s.states.join('+');
      const move = `${from}|${s.event}|${to}`;
      from = to;
      return move;
    });
  };
  const taken = new Set(listed.flatMap(movesOf));
  const picked: BookPath[] = [];
  const pool = candidates.map((p) => ({ p, moves: movesOf(p) }));
  while (picked.length < SIMPLE_PATHS_PER_CHART) {
    let best: { p: BookPath; moves: string[] } | undefined;
    let bestGain = 0;
    for (const c of pool) {
      const gain = new Set(c.moves.filter((m) => !taken.has(m))).size;
      if (gain > bestGain) [best, bestGain] = [c, gain];
    }
    if (!best) break;
    picked.push(best.p);
    for (const m of best.moves) taken.add(m);
  }
  return picked;
}

const routeOf = (p: BookPath) => p.steps.map((s) => `${s.event}>${s.states.join('+')}`).join('|');
const serialize = (s: AnyMachineSnapshot) => serializeSnapshot(s);

/**
 * A copy of the (rewritten) chart with only its structure: the same states, and for every guarded
 * branch of every transition an event of its own that takes exactly that branch. No actions, no
 * context, no guards.
 */
function structuralMachine(testable: AnyStateMachine, branches: Branch[]): AnyStateMachine {
  const idOf = (node: Node) => `s${node.id.replace(/[^A-Za-z0-9_]/g, '_')}`;
  const convert = (node: Node): Record<string, unknown> => {
    const on: Record<string, unknown> = {};
    const add = (t: TransitionLike, event: string) => {
      if (!t.target?.length) return;
      const type = `b${branches.length}`;
      const guard = guardWords(t.guard);
      branches.push({ type, words: guard ? `${eventWords(event)} [${guard}]` : eventWords(event) });
      on[type] = { target: t.target.map((n) => `#${idOf(n as Node)}`) };
    };
    for (const [event, list] of node.transitions) for (const t of list) add(t, event);
    for (const t of node.always ?? []) add(t, '');
    const children = Object.entries(node.states as Record<string, Node>);
    return {
      id: idOf(node),
      ...(node.type === 'parallel' || node.type === 'final' ? { type: node.type } : {}),
      ...(node.initial?.target[0] && node.type !== 'parallel'
        ? { initial: node.initial.target[0].key }
        : {}),
      on,
      ...(children.length
        ? { states: Object.fromEntries(children.map(([key, child]) => [key, convert(child)])) }
        : {}),
    };
  };
  const root = testable.root as unknown as Node;
  const config = convert(root);
  return createMachine({ ...config, id: testable.id } as never);
}

function guardWords(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline condition';
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'condition';
}

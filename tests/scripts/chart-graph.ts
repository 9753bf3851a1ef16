import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<Node>;
  guard?: unknown;
  actions: ReadonlyArray<unknown>;
  reenter: boolean;
  description?: string;
}

/**
 * Everything a chart's diagram and behaviour names, as plain data: states with their ids, kinds,
 * initial states, tags, descriptions and meta, entry and exit actions, invoked actors, and every
 * transition with its event, targets, guard, actions and re-entry; plus the names the chart
 * expects to be provided and its delays. Two charts with equal graphs draw and step alike.
 */
export function chartGraph(machine: AnyStateMachine) {
  const { actors, actions, guards, delays } = machine.implementations;
  return {
    id: machine.id,
    events: [...machine.events].sort(),
    states: nodesOf(machine.root).map(nodeGraph),
    actors: Object.keys(actors).sort(),
    actions: Object.keys(actions).sort(),
    guards: Object.keys(guards).sort(),
    delays: Object.fromEntries(
      Object.entries(delays).map(([name, value]) => [
        name,
        typeof value === 'number' ? value : 'computed',
      ]),
    ),
  };
}

function nodesOf(node: Node): Node[] {
  return [node, ...(Object.values(node.states) as Node[]).flatMap(nodesOf)];
}

function nodeGraph(node: Node) {
  const transitions = [...(node.transitions as Map<string, TransitionLike[]>).values()].flat();
  return {
    id: node.id,
    type: node.type,
    initial:
      (node.initial as unknown as { target: Node[] } | undefined)?.target.map((t) => t.id) ?? null,
    tags: [...node.tags].sort(),
    description: node.description ?? null,
    meta: plain(node.meta),
    output: node.output === undefined ? null : typeof node.output,
    entry: node.entry.map(actionName),
    exit: node.exit.map(actionName),
    invoke: node.invoke.map((i) => ({
      id: i.id,
      src: typeof i.src === 'string' ? i.src : 'inline',
    })),
    transitions: [...transitions, ...((node.always ?? []) as TransitionLike[])].map(
      transitionGraph,
    ),
  };
}

function transitionGraph(t: TransitionLike) {
  return {
    event: t.eventType,
    targets: t.target?.map((n) => n.id) ?? null,
    guard: guardName(t.guard),
    actions: t.actions.map(actionName),
    reenter: t.reenter,
    description: t.description ?? null,
  };
}

/** A named action by name (with its params when they are data), a built-in by its kind. */
function actionName(action: unknown): unknown {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type ?? 'inline';
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    return {
      type: actionName(type),
      params: typeof params === 'function' ? 'computed' : plain(params),
    };
  }
  return 'unknown';
}

function guardName(guard: unknown): unknown {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { type?: string; guards?: unknown[] };
    return g.guards
      ? { kind: g.type ?? 'inline', guards: g.guards.map(guardName) }
      : (g.type ?? 'inline');
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return {
      type: guardName(type),
      params: typeof params === 'function' ? 'computed' : plain(params),
    };
  }
  return 'unknown';
}

/** JSON-like data with functions named, so values from two module realms compare equal. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'function' ? 'function' : v)),
  );
}

import type { AnyStateMachine } from 'xstate';

/** The parts of xstate's state nodes and transition definitions that coverage reads. */
export interface NodeLike {
  path: string[];
  description?: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}
export interface TransitionLike {
  source: NodeLike;
  target?: readonly NodeLike[] | undefined;
  eventType: string | null;
  guard?: unknown;
}

/** A state's key: its path below the chart's root, e.g. `ready.screen.showingApp`. */
export const stateKey = (node: Pick<NodeLike, 'path'>): string => node.path.join('.');

/** Every state node below the root, parents before children. */
export function stateNodes(machine: AnyStateMachine): NodeLike[] {
  const out: NodeLike[] = [];
  const walk = (node: NodeLike) => {
    for (const child of Object.values(node.states)) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root as unknown as NodeLike);
  return out;
}

/**
 * Every transition of the chart, each guarded branch on its own: `on` events, invoke done/error,
 * `after` delays (all in a node's `transitions`) and `always`. The root's transitions count too.
 */
export function allTransitions(machine: AnyStateMachine): string[] {
  const root = machine.root as unknown as NodeLike;
  return [root, ...stateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map((t) => transitionKey(t)),
    ...(node.always ?? []).map((t) => transitionKey(t)),
  ]);
}

/**
 * A transition's name, stable across `machine.provide` copies: source, event, which branch of that
 * event's list (only when there are several), guard and targets. Branches are told apart by their
 * position, so two branches with the same guard and target still count separately.
 */
export function transitionKey(t: TransitionLike): string {
  const event = t.eventType ?? '';
  const list = event === '' ? (t.source.always ?? []) : (t.source.transitions.get(event) ?? []);
  const index = list.indexOf(t);
  const branch = list.length > 1 ? `#${index + 1}` : '';
  const guard = t.guard === undefined ? '' : ` [${guardName(t.guard)}]`;
  const targets = t.target?.length
    ? t.target.map((n) => stateKey(n) || '(root)').join(', ')
    : '(stays)';
  return `${stateKey(t.source) || '(root)'} --${event || 'always'}${branch}${guard}--> ${targets}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

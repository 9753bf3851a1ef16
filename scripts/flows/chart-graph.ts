import type { AnyStateMachine } from 'xstate';
import {
  stateKey,
  transitionKey,
  type NodeLike,
  type TransitionLike,
} from '../../tests/machines/helpers/transition-coverage.ts';

/** A state of a chart as the book shows it. */
export interface BookState {
  /** Path below the chart's root joined by dots, as the oracles name it: `ready.screen.showingApp`. */
  key: string;
  /** Its own name: `showingApp`. */
  name: string;
  /** Key of the parent state ('' for a top-level state). */
  parent: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final';
  /** True when this state is where its parent (or the chart) starts. */
  initial: boolean;
  /** True when the parent is a parallel state, so this state is one of its regions. */
  region: boolean;
  description: string;
  tags: string[];
  meta: Record<string, unknown>;
}

/** One guarded branch of a transition, with its targets (none: the chart stays where it is). */
export interface BookTransition {
  /** The transition's name in the chart tests' coverage (`tests/machines/helpers/transition-coverage.ts`). */
  key: string;
  source: string;
  targets: string[];
  /** Raw event type, '' for an automatic (`always`) transition. */
  event: string;
  /** The event as a product owner reads it: `done: fetchStatus`, `after countdownTick`, `automatically`. */
  eventWords: string;
  guard: string;
  description: string;
  reenter: boolean;
}

export interface BookChart {
  name: string;
  id: string;
  description: string;
  /** Key of the state the chart starts in. */
  initial: string;
  states: BookState[];
  transitions: BookTransition[];
}

type Node = NodeLike & {
  key: string;
  type: string;
  tags: string[];
  meta?: Record<string, unknown>;
  parent?: Node;
  initial?: { target: Node[] };
};
type Transition = TransitionLike & { description?: string; reenter?: boolean };

/** Reads a chart into plain data: its states with descriptions and every guarded branch of every transition. */
export function bookChart(name: string, machine: AnyStateMachine): BookChart {
  const root = machine.root as unknown as Node;
  const states: BookState[] = [];
  const transitions: BookTransition[] = [];
  const visit = (node: Node) => {
    for (const t of [...node.transitions.values()].flat() as Transition[])
      transitions.push(toTransition(t));
    for (const t of (node.always ?? []) as Transition[]) transitions.push(toTransition(t));
    for (const child of Object.values(node.states) as Node[]) {
      states.push(toState(child));
      visit(child);
    }
  };
  visit(root);
  return {
    name,
    id: machine.id,
    description: (root as { description?: string }).description ?? '',
    initial: root.initial?.target[0] ? stateKey(root.initial.target[0]) : '',
    states,
    transitions,
  };
}

function toState(node: Node): BookState {
  const parent = node.parent;
  const kind =
    node.type === 'parallel' || node.type === 'final' || node.type === 'compound'
      ? node.type
      : 'atomic';
  return {
    key: stateKey(node),
    name: node.key,
    parent: parent ? stateKey(parent) : '',
    kind,
    initial: !!parent && parent.type !== 'parallel' && parent.initial?.target[0] === node,
    region: parent?.type === 'parallel',
    description: node.description ?? '',
    tags: [...(node.tags ?? [])],
    meta: node.meta ?? {},
  };
}

function toTransition(t: Transition): BookTransition {
  const event = t.eventType ?? '';
  return {
    key: transitionKey(t),
    source: stateKey(t.source),
    targets: (t.target ?? []).map((n) => stateKey(n)),
    event,
    eventWords: eventWords(event),
    guard: guardName(t.guard),
    description: t.description ?? '',
    reenter: !!t.reenter,
  };
}

/** Event names as a product owner reads them: done/error of an effect, a named delay, an automatic step. */
export function eventWords(event: string): string {
  if (event === '') return 'automatically';
  return event
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done: $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error: $1')
    .replace(/^xstate\.done\.state\.(.+)$/, 'when $1 is done')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
}

function guardName(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline condition';
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'condition';
}

/** `showingMaintenance` → `showing maintenance`. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

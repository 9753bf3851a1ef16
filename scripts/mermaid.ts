import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];
type Transition = { eventType: string; target?: ReadonlyArray<Node>; guard?: unknown };

const idOf = (node: Node) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

/** Event names as a product owner reads them: done/error of an effect, a named delay. */
function label(eventType: string, guard: unknown): string {
  const name = eventType
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done: $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error: $1')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
  const guardName = guardLabel(guard);
  return [name, guardName ? `[${guardName}]` : ''].filter(Boolean).join(' ');
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  if (typeof guard === 'function') return guard.name || 'guard';
  return 'guard';
}

function transitionsOf(node: Node): Transition[] {
  const onEvents = [...(node.transitions as Map<string, Transition[]>).values()].flat();
  return [...onEvents, ...((node.always ?? []) as Transition[])];
}

function renderNode(node: Node, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as Node[];
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${idOf(node)}`);
    return;
  }
  lines.push(`${indent}state "${node.key}" as ${idOf(node)} {`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      renderNode(child, `${indent}  `, lines);
    });
  } else {
    const initial = (node.initial as unknown as { target: Node[] } | undefined)?.target[0];
    if (initial) lines.push(`${indent}  [*] --> ${idOf(initial)}`);
    for (const child of children) renderNode(child, `${indent}  `, lines);
  }
  lines.push(`${indent}}`);
}

function renderEdges(node: Node, lines: string[]): void {
  for (const t of transitionsOf(node)) {
    for (const target of t.target ?? [node]) {
      const text = label(t.eventType, t.guard);
      lines.push(`  ${idOf(node)} --> ${idOf(target)}${text ? ` : ${text}` : ''}`);
    }
  }
  if (node.type === 'final') lines.push(`  ${idOf(node)} --> [*]`);
  for (const child of Object.values(node.states) as Node[]) renderEdges(child, lines);
}

/** A Mermaid state diagram of a chart: nesting, parallel regions, initial states, every transition. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root;
  const initial = (root.initial as unknown as { target: Node[] } | undefined)?.target[0];
  if (initial) lines.push(`  [*] --> ${idOf(initial)}`);
  for (const child of Object.values(root.states) as Node[]) renderNode(child, '  ', lines);
  for (const child of Object.values(root.states) as Node[]) renderEdges(child, lines);
  return lines.join('\n');
}

import { createMachine, type AnyStateMachine } from 'xstate';

/**
 * `createTestModel` (xstate/graph) refuses machines with `invoke` or `after`, yet our charts
 * invoke their effects and name their delays. The model only needs the transitions, so this
 * rewrites the chart's config: an invoke becomes `on` handlers for its done/error events and a
 * delayed transition an `on` handler for its `xstate.after.*` event. Event names stay exactly
 * those the running machine receives, so a path of the model drives the real machine.
 */
export function toTestableMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = rewrite(machine.config as StateConfig, machine.id);
  return createMachine(
    config as Parameters<typeof createMachine>[0],
    machine.implementations as never,
  );
}

type StateConfig = {
  id?: string;
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; src: unknown; onDone?: unknown; onError?: unknown };

function rewrite(node: StateConfig, nodeId: string): StateConfig {
  const { invoke, after, states, ...rest } = node;
  const on: Record<string, unknown> = { ...(node.on ?? {}) };
  for (const inv of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!inv.id) throw new Error(`${nodeId}: give every invoke an id so its events can be named`);
    if (inv.onDone) on[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) on[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    on[`xstate.after.${delay}.${node.id ?? nodeId}`] = transition;
  }
  const next: StateConfig = { ...rest, on };
  if (states) {
    next.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, rewrite(child, `${nodeId}.${key}`)]),
    );
  }
  return next;
}

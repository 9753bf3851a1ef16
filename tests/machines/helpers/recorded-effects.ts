import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';

/** One effect the chart asked for: a named action with its params, or an invoked actor with its input. */
export type Effect =
  { action: string; params?: unknown } | { invoke: string; id: string; input?: unknown };

/** A controlled invocation still waiting for its done/error event from the path. */
interface Pending {
  src: string;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The chart's own effects, recorded instead of run. A named action that is a plain function (the
 * chart's placeholders; the site provides the real ones) is replaced by a recorder; xstate's built-in
 * actions (assign, raise, sendTo…) have a `resolve` and stay real, because they are behaviour.
 * A promise-like actor becomes a controlled promise whose invocation (src, id, input) is recorded and
 * which the path settles with its `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events; a
 * child state machine stays real. An action the test provides is recorded, then run; an actor the
 * test provides replaces the controlled one.
 */
export class RecordedEffects {
  /** Everything recorded since the actor started, in order. */
  readonly all: Effect[] = [];
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** Invocations that are running now (invoke ids), in the order they started. */
  running(): string[] {
    return [...this.pending.keys()];
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const deferred = this.pending.get(id);
    if (!deferred) {
      throw new Error(
        `the chart has no running invoke "${id}" (running: ${this.running().join(', ') || 'none'}); ` +
          'a sequence is walked for every input: give an input its own sequences with `models`',
      );
    }
    this.pending.delete(id);
    if ('output' in outcome) deferred.resolve(outcome.output);
    else deferred.reject(outcome.error);
  }

  /** The chart with every effect recorded (and the test's own implementations layered on top). */
  provide(extra?: Parameters<AnyStateMachine['provide']>[0]): AnyStateMachine {
    const impl = this.machine.implementations;
    const actions: Record<string, unknown> = {};
    for (const [name, action] of Object.entries(impl.actions)) {
      if (isBuiltIn(action)) continue;
      const given = extra?.actions?.[name] as ((...args: unknown[]) => void) | undefined;
      actions[name] = (args: unknown, params: unknown) => {
        this.all.push(params === undefined ? { action: name } : { action: name, params });
        given?.(args, params);
      };
    }
    const actors: Record<string, AnyActorLogic> = {};
    for (const [src, logic] of Object.entries(impl.actors)) {
      const given = extra?.actors?.[src] as AnyActorLogic | undefined;
      if (given || isMachine(logic)) continue;
      actors[src] = fromPromise(({ input, self, signal }) => {
        this.all.push(
          input === undefined ? { invoke: src, id: self.id } : { invoke: src, id: self.id, input },
        );
        return new Promise((resolve, reject) => {
          this.pending.set(self.id, { src, resolve, reject });
          // A state left before the answer stops its invocation: it is no longer running.
          signal.addEventListener('abort', () => this.pending.delete(self.id));
        });
      });
    }
    return this.machine.provide({
      ...extra,
      actions: { ...extra?.actions, ...actions } as never,
      actors: { ...actors, ...extra?.actors } as never,
    });
  }
}

function isBuiltIn(action: unknown): boolean {
  return typeof action === 'function' && 'resolve' in action;
}

function isMachine(logic: unknown): boolean {
  return typeof logic === 'object' && logic !== null && 'root' in logic;
}

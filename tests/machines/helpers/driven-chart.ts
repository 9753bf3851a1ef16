import { vi } from 'vitest';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { RecordedEffects, type Effect } from './recorded-effects.ts';

/**
 * A chart driven by hand for scenario tests beside the model-based block: the real chart with its
 * effects recorded (recorded-effects.ts), fake timers, and the invocations settled by the test.
 * Call `stop()` at the end (an `afterEach` does it best).
 */
export interface DrivenChart<TContext> {
  snapshot(): AnyMachineSnapshot;
  context(): TContext;
  /** The state value, e.g. `'loading'` or `{ showing: 'saved' }`. */
  value(): unknown;
  busy(): boolean;
  send(event: EventObject & Record<string, unknown>): void;
  /** Answers a running invocation (by its invoke id) and lets the chart take the answer. */
  answer(id: string, output: unknown): Promise<void>;
  fail(id: string, error: unknown): Promise<void>;
  /** Lets this much (simulated) time pass. */
  wait(ms: number): Promise<void>;
  /** The invocations started so far (src, id, input), in order. */
  calls(src?: string): Array<Extract<Effect, { invoke: string }>>;
  /** The recorded actions so far (name, params), in order. */
  actions(name?: string): Array<Extract<Effect, { action: string }>>;
  /** Invocations running now (invoke ids). */
  running(): string[];
  stop(): void;
}

export function driveChart<TContext>(
  machine: AnyStateMachine,
  options: { input?: unknown; provide?: Parameters<AnyStateMachine['provide']>[0] } = {},
): DrivenChart<TContext> {
  vi.useFakeTimers();
  const effects = new RecordedEffects(machine);
  const actor = createActor(effects.provide(options.provide), { input: options.input });
  actor.start();
  const settled = () => vi.advanceTimersByTimeAsync(0);
  return {
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    context: () => actor.getSnapshot().context as TContext,
    value: () => actor.getSnapshot().value as unknown,
    busy: () => (actor.getSnapshot() as AnyMachineSnapshot).hasTag('busy'),
    send: (event) => actor.send(event),
    async answer(id, output) {
      effects.settle(id, { output });
      await settled();
    },
    async fail(id, error) {
      effects.settle(id, { error });
      await settled();
    },
    async wait(ms) {
      await vi.advanceTimersByTimeAsync(ms);
    },
    calls: (src) =>
      effects.all.filter(
        (effect): effect is Extract<Effect, { invoke: string }> =>
          'invoke' in effect && (src === undefined || effect.invoke === src),
      ),
    actions: (name) =>
      effects.all.filter(
        (effect): effect is Extract<Effect, { action: string }> =>
          'action' in effect && (name === undefined || effect.action === name),
      ),
    running: () => effects.running(),
    stop() {
      actor.stop();
      vi.useRealTimers();
    },
  };
}

import { createActor } from 'xstate';
import { inspector } from './inspector.ts';

/**
 * Every actor the site starts goes through here, so that with `?inspect` in a development build
 * the one Stately Inspector of the page sees them all (each chart is a root actor of its own).
 * A test fails on any `createActor`, `useActorRef`, `useMachine` or `createActorContext` in src/
 * that does not.
 */

/** Actor options with the page's inspector added when it is on; the options unchanged otherwise. */
export function inspected<TOptions extends object = Record<never, never>>(
  options?: TOptions,
): TOptions {
  const inspect = inspector();
  return (inspect ? { ...options, inspect } : { ...options }) as TOptions;
}

/** `createActor` with the page's inspector attached when it is on. */
export const createInspectedActor = ((
  logic: Parameters<typeof createActor>[0],
  options?: Parameters<typeof createActor>[1],
) => createActor(logic, inspected(options))) as typeof createActor;

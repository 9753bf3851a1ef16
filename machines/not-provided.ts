import { fromPromise } from 'xstate';

/**
 * Placeholders for effects. Charts stay pure so they open unchanged in the Stately visualiser;
 * the real implementations come from `machine.provide(...)` in src/features/<area>/actors.
 * Calling a placeholder is a wiring bug, so it fails loudly.
 */
export function notProvidedActor<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`actor "${name}" not provided`)),
  );
}

export function notProvidedAction<TParams = undefined>(name: string) {
  return (_: unknown, _params: TParams): void => {
    throw new Error(`action "${name}" not provided`);
  };
}

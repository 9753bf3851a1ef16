import { describe, expect, it } from 'vitest';
import { createActor, setup, toPromise } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../../machines/not-provided.ts';

// A chart's effect left without its implementation is a wiring bug: it must fail loudly, naming
// the effect, never pass silently.
describe('effect placeholders of the charts', () => {
  it('an action left unprovided throws, naming the action', () => {
    expect(() => notProvidedAction('storeSession')(undefined, undefined)).toThrow(
      new Error('action "storeSession" not provided'),
    );
  });

  it('an actor left unprovided fails its invocation, naming the actor', async () => {
    const chart = setup({
      actors: { fetchStatus: notProvidedActor<string>('fetchStatus') },
    }).createMachine({
      initial: 'fetching',
      states: {
        fetching: { invoke: { src: 'fetchStatus', onDone: 'fetched', onError: 'failed' } },
        fetched: { type: 'final' },
        failed: { type: 'final' },
      },
    });
    const failure = await new Promise<unknown>((resolve) => {
      const actor = createActor(chart);
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().value) });
      actor.start();
    });
    expect(failure).toBe('failed');
    await expect(
      toPromise(createActor(notProvidedActor<string>('fetchStatus')).start()),
    ).rejects.toThrow(new Error('actor "fetchStatus" not provided'));
  });
});

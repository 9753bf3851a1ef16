// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';

// The Stately Inspector opens a window; here it is a receiver that records what it is sent.
const received: InspectionEvent[] = [];
const createBrowserInspector = vi.fn(() => ({
  inspect: { next: (event: InspectionEvent) => received.push(event) },
}));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

/** A fresh copy of the helper and its inspector, as a page load at `search` gets them. */
async function load(search: string) {
  window.history.replaceState(null, '', `/m/home${search}`);
  vi.resetModules();
  const helper = await import('../../src/lib/inspected-actor.ts');
  const { startInspector } = await import('../../src/lib/inspector.ts');
  return { ...helper, startInspector };
}

/** What the inspector was told about one actor, in order (microsteps left out). */
const actorEvents = (sessionId: string) =>
  received
    .filter((event) => event.actorRef.sessionId === sessionId && event.type !== '@xstate.microstep')
    .map((event) => (event.type === '@xstate.event' ? `event ${event.event.type}` : event.type));

beforeEach(() => {
  received.length = 0;
  createBrowserInspector.mockClear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the page inspector (development build, ?inspect)', () => {
  it('sees an actor created before its module loaded from its start, then every later step', async () => {
    const { createInspectedActor, startInspector } = await load('?inspect');
    // Like the popups actor: created and used while the module load is still pending.
    const early = createInspectedActor(toggle).start();
    early.send({ type: 'flip' });
    expect(received).toEqual([]);

    await startInspector(window.location.search);
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    early.send({ type: 'flip' });
    expect(actorEvents(early.sessionId)).toEqual([
      '@xstate.actor',
      'event xstate.init',
      '@xstate.snapshot',
      'event flip',
      '@xstate.snapshot',
      'event flip',
      '@xstate.snapshot',
    ]);
    expect(early.getSnapshot().value).toBe('off');
  });

  it('is one inspector for every actor, whether created by the helper or by a hook given inspected(options)', async () => {
    const { createInspectedActor, inspected, startInspector } = await load('?inspect');
    const options = inspected({ input: { promotionId: 7 } });
    expect(options.input).toEqual({ promotionId: 7 });
    expect(typeof (options as { inspect?: unknown }).inspect).toBe('function');

    const first = createInspectedActor(toggle).start();
    await startInspector(window.location.search);
    const second = createInspectedActor(toggle, inspected()).start();
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    const registered = received
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => event.actorRef.sessionId);
    expect(registered).toEqual([first.sessionId, second.sessionId]);
  });
});

describe('without ?inspect', () => {
  it('adds no inspector and never loads its module', async () => {
    const { createInspectedActor, inspected, startInspector } = await load('');
    expect(inspected({ input: 1 })).toEqual({ input: 1 });
    expect(inspected()).toEqual({});
    const actor = createInspectedActor(toggle).start();
    actor.send({ type: 'flip' });
    await startInspector(window.location.search);
    expect(createBrowserInspector).not.toHaveBeenCalled();
    expect(received).toEqual([]);
    expect(actor.getSnapshot().value).toBe('on');
  });
});

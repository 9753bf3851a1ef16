// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createElement, StrictMode, useEffect } from 'react';
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

describe('the page inspector under React StrictMode (as `npm run dev` renders the site)', () => {
  it('shows each chart a component runs once: the actor React renders twice and throws away is not shown', async () => {
    const { inspected, startInspector } = await load('?inspect');
    await startInspector(window.location.search);
    const used: string[] = [];
    // Like the start-up chart: its first state is left at once, a microstep computed when the actor is created.
    const deciding = createMachine({
      id: 'deciding',
      initial: 'deciding',
      states: { deciding: { always: 'off' }, off: { on: { flip: 'on' } }, on: {} },
    });
    function Deciding() {
      const actor = useActorRef(deciding, inspected());
      const value = useSelector(actor, (snapshot) => String(snapshot.value));
      // The actor the mounted component keeps (effects run only for the render React commits).
      useEffect(() => {
        if (!used.includes(actor.sessionId)) used.push(actor.sessionId);
      }, [actor]);
      return createElement('p', null, value);
    }
    const view = render(createElement(StrictMode, null, createElement(Deciding)));
    expect(view.container.textContent).toBe('off');

    const shown = received
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => event.actorRef.sessionId);
    expect(shown).toEqual(used);
    expect(shown).toHaveLength(1);
    // Nothing at all of the actor React threw away.
    expect([...new Set(received.map((event) => event.actorRef.sessionId))]).toEqual(used);
    // The one shown is the one running, from its start.
    expect(
      received
        .filter((event) => event.actorRef.sessionId === shown[0])
        .slice(0, 3)
        .map((event) => event.type),
    ).toEqual(['@xstate.actor', '@xstate.microstep', '@xstate.event']);
    view.unmount();
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

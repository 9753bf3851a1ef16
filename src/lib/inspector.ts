import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

interface Connection {
  /** The Stately Inspector's receiver, once its module has loaded. */
  receiver: Inspect | null;
  /** Events of actors that started before the receiver was ready, in order. */
  waiting: InspectionEvent[];
  ready: Promise<void>;
  /** Actors created and not started yet, with their announcement and initial microstep (weakly: a thrown-away actor is collected). */
  unstarted: WeakMap<object, InspectionEvent[]>;
}

let connection: Connection | null = null;

/**
 * `?inspect` in `npm run dev` connects every actor of the page to one Stately Inspector.
 * Actors are created at module load (the popups actor) and in the first render, before the
 * inspector's module can have loaded: their events wait and are passed on in order once it has,
 * so the inspector sees each actor from its start.
 *
 * Each function reads `import.meta.env.DEV` itself rather than `config.isDev`: only a literal the
 * bundler replaces lets it drop the inspector's dynamic import, so production builds carry none of it.
 */
function connect(search: string): Connection | null {
  if (!import.meta.env.DEV) return null;
  if (connection) return connection;
  if (!new URLSearchParams(search).has('inspect')) return null;
  const created: Connection = {
    receiver: null,
    waiting: [],
    ready: Promise.resolve(),
    unstarted: new WeakMap(),
  };
  created.ready = import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      const { inspect } = createBrowserInspector();
      created.receiver = (event) => inspect.next?.(event);
      for (const event of created.waiting.splice(0)) created.receiver(event);
    },
    (error: unknown) => {
      // Without the inspector the site runs as usual; its events are dropped from now on.
      created.receiver = () => undefined;
      created.waiting = [];
      console.error('Stately Inspector failed to load', error);
    },
  );
  connection = created;
  return created;
}

/** Starts the inspector when the address asks for it; resolves once it is ready (or not wanted). */
export function startInspector(search: string): Promise<void> {
  if (!import.meta.env.DEV) return Promise.resolve();
  return connect(search)?.ready ?? Promise.resolve();
}

/**
 * The `inspect` option for an actor: the page's one inspector when the address asks for it in a
 * development build, created at the first call; undefined otherwise. Routed through
 * `createInspectedActor` / `inspected` (src/lib/inspected-actor.ts) at every actor of the site.
 */
export function inspector(): Inspect | undefined {
  if (!import.meta.env.DEV) return undefined;
  const current = connect(typeof location === 'undefined' ? '' : location.search);
  if (!current) return undefined;
  const pass = (event: InspectionEvent) => {
    if (current.receiver) current.receiver(event);
    else current.waiting.push(event);
  };
  return (event) => {
    // An actor announces itself when it is created, and its initial microstep is computed then too.
    // React's StrictMode (development) renders a component twice and keeps one render:
    // `useActorRef`/`useMachine` then create two actors and start only the kept one. Both wait for
    // the actor's first event of another kind (its start), so the inspector shows each running actor
    // once, from its start, and never the one React threw away.
    const held = current.unstarted.get(event.actorRef);
    if (event.type === '@xstate.actor') {
      current.unstarted.set(event.actorRef, [event]);
      return;
    }
    if (held && event.type === '@xstate.microstep') {
      held.push(event);
      return;
    }
    if (held) {
      current.unstarted.delete(event.actorRef);
      for (const waiting of held) pass(waiting);
    }
    pass(event);
  };
}

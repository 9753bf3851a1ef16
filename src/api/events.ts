// The API layer reports conditions; the app decides how to show them (toasts, redirects).

export interface ApiEventMap {
  /** A logged-in call was refused with 401 login.not.session; the session is already cleared. */
  'session.expired': { readonly path: string };
  'network.offline': { readonly path: string };
  /** The first answer after an offline report. */
  'network.online': { readonly path: string };
  'network.slow': { readonly path: string };
}

export type ApiEventName = keyof ApiEventMap;
type Listener<K extends ApiEventName> = (payload: ApiEventMap[K]) => void;

export interface ApiEvents {
  on<K extends ApiEventName>(name: K, listener: Listener<K>): () => void;
  emit<K extends ApiEventName>(name: K, payload: ApiEventMap[K]): void;
}

export function createApiEvents(): ApiEvents {
  const listeners: { [K in ApiEventName]: Set<Listener<K>> } = {
    'session.expired': new Set(),
    'network.offline': new Set(),
    'network.online': new Set(),
    'network.slow': new Set(),
  };
  return {
    on(name, listener) {
      listeners[name].add(listener);
      return () => {
        listeners[name].delete(listener);
      };
    },
    emit(name, payload) {
      for (const listener of [...listeners[name]]) {
        try {
          listener(payload);
        } catch (error) {
          // A broken listener must not turn into a failed API call; surface it asynchronously.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}

export const apiEvents: ApiEvents = createApiEvents();

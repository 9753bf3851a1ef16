import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries (server/README.md "Request ids"). */
export interface RequestContext {
  requestId: string;
}

/**
 * The request being served, for code that has no Hono context at hand (services, queued sends
 * started by the request): the logger reads it, so every line of a request names its id.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { requestContext } from '../request-context.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// What a proxy's id may look like: short, and nothing that could split a log line or a header.
const FORWARDED_ID = /^[\w.:=-]{1,128}$/;

/**
 * Gives every request an id: the one a trusted proxy sent in X-Request-Id (TRUST_PROXY), else a
 * new random one. It goes back in the answer's X-Request-Id and onto every log line written while
 * the request is served (server/README.md "Request ids"), so one player's failing call can be
 * followed through a busy log. A caller not behind a trusted proxy cannot choose its id.
 */
export function requestIds(trustProxy: boolean) {
  return createMiddleware(async (c, next) => {
    const forwarded = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId =
      forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.header(REQUEST_ID_HEADER, requestId);
    await requestContext.run({ requestId }, next);
  });
}

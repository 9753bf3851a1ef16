import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { findLiveSession, type SessionRow } from '../db/queries/sessions.ts';
import { hashSessionToken } from '../services/session-token.ts';
import { ApiError } from './errors.ts';

export interface SessionVariables {
  Variables: { session: SessionRow };
}

/** Reads the bare token of the Authorization header (contract), tolerating a "Bearer " prefix. */
function tokenOf(header: string | undefined): string | undefined {
  const token = header?.trim().replace(/^Bearer\s+/i, '');
  return token === undefined || token === '' ? undefined : token;
}

/** Admits only calls with a live session (else 401 login.not.session) and puts it on the context. */
export function requireSession(db: Database) {
  return createMiddleware<SessionVariables>(async (c, next) => {
    const token = tokenOf(c.req.header('Authorization'));
    const session =
      token === undefined
        ? undefined
        : await findLiveSession(db, hashSessionToken(token), new Date());
    if (session === undefined)
      throw new ApiError(401, 'login.not.session', 'The session has expired, please log in again');
    c.set('session', session);
    await next();
    // A member's own data: never kept by the browser's or a shared cache.
    c.res.headers.set('Cache-Control', 'no-store');
  });
}

import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import { requireSession } from './require-session.ts';

export interface OptionalSessionVariables {
  Variables: { session: SessionRow | undefined };
}

/**
 * For calls a visitor may make too (announcements): without an Authorization header the call goes
 * on with no session; with one, the token must be live (else 401 login.not.session, as everywhere),
 * so a site holding a dead session learns it rather than silently seeing visitor content.
 */
export function optionalSession(db: Database) {
  const required = requireSession(db) as unknown as MiddlewareHandler<OptionalSessionVariables>;
  return createMiddleware<OptionalSessionVariables>(async (c, next) => {
    const header =
      c.req
        .header('Authorization')
        ?.trim()
        .replace(/^Bearer\s*/i, '') ?? '';
    if (header !== '') return required(c, next);
    c.set('session', undefined);
    await next();
  });
}

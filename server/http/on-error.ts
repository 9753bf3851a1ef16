import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger.ts';
import { failureBody } from './envelope.ts';
import { summariseError } from './error-summary.ts';
import { Refusal } from '../services/refusal.ts';
import { ApiError } from './errors.ts';
import { refusalAsApiError } from './refusal-status.ts';

const BUSY_MESSAGE = 'System busy, please try again later';
/** The wait a 429 names when its refusal named none (a full work queue, Hono's own 429): one second. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/**
 * Every 429 names its wait twice, in the `Retry-After` header and in `value.retryAfter` (docs/api.md,
 * error codes): the header for HTTP clients, the value for the site, which cannot read headers of
 * every call the same way. The route that knows the wait sets the header; this writes the value to
 * match, and supplies both where the refusal named no wait.
 */
function withRetryAfter(c: Context, value: unknown): unknown {
  const named = Number(c.res.headers.get('Retry-After'));
  const seconds = Number.isInteger(named) && named > 0 ? named : DEFAULT_RETRY_AFTER_SECONDS;
  c.header('Retry-After', String(seconds));
  const fields = typeof value === 'object' && value !== null ? value : {};
  return { ...fields, retryAfter: seconds };
}

// Hono raises HTTPException itself in a few places (malformed JSON in the validator, body limit);
// they are answered in the contract's terms instead of Hono's plain text.
function fromHttpException(error: HTTPException): ApiError | undefined {
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- the status is any of some sixty HTTP codes; only these have an answer in the contract, any other is answered as an unhandled error (default).
  switch (error.status) {
    case 400:
    case 413:
    case 415:
      return new ApiError(400, 'request_param_err', 'Invalid request body', {
        fields: [{ field: 'body', reason: error.message }],
      });
    case 401:
      return new ApiError(401, 'login.not.session', 'Not logged in');
    case 404:
      return new ApiError(404, 'not.found', 'Not found');
    case 429:
      return new ApiError(429, 'too.many.requests', 'Too many requests');
    default:
      return undefined;
  }
}

/** The one error handler: known failures become the envelope, anything else a 500 that reveals nothing. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const known =
      error instanceof ApiError
        ? error
        : error instanceof Refusal
          ? refusalAsApiError(error)
          : error instanceof HTTPException
            ? fromHttpException(error)
            : undefined;
    if (known !== undefined) {
      const value = known.status === 429 ? withRetryAfter(c, known.value) : known.value;
      return c.json(failureBody(known.errorCode, known.message, value), known.status);
    }
    // The path only: a query string, a body or an error message may carry the caller's input.
    logger.error(
      { error: summariseError(error), method: c.req.method, path: c.req.path },
      'unhandled error',
    );
    return c.json(failureBody('system.busy', BUSY_MESSAGE), 500);
  };
}

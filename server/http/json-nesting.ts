import { createMiddleware } from 'hono/factory';
import { paramError, type ApiError } from './errors.ts';

/**
 * The deepest nesting of objects and lists a request body may have. The contract's deepest body is
 * three levels (a list of reports, each an object); 32 leaves room for any call to come while every
 * walk over a request value (the control-character scan, zod) stays far from the stack's end, which
 * a body of some thousand levels reaches (server/README.md "Text input: control characters").
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_REASON = 'nested too deeply';

/**
 * True when a JSON text opens more than `maxDepth` objects or lists inside each other. One pass over
 * the characters with a counter, no recursion and no parse, so a hostile body costs what its length
 * costs. Brackets inside strings do not count; a text that is not JSON at all is left to the parser.
 */
export function jsonDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) depth -= 1;
  }
  return false;
}

export function tooDeepError(): ApiError {
  return paramError([{ field: 'body', reason: TOO_DEEP_REASON }], 'Invalid request body');
}

// Bodies that are read as JSON: declared JSON, and the encrypted calls, which parse whatever text
// comes (a client may send it as text/plain or with no type). Forms and uploads have their own parsers,
// and reading a binary body as text here would spoil Hono's cached copy of it.
function readAsJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === '' ||
    type === 'text/plain' ||
    type === 'application/json' ||
    /^application\/[\w.-]+\+json$/.test(type)
  );
}

/**
 * Refuses a body nested deeper than MAX_JSON_DEPTH with the 400 envelope before anything parses or
 * walks it. Runs after the body limit, so the text it reads is bounded; Hono keeps the text, and the
 * validator's later JSON read parses that copy instead of the stream.
 */
export const jsonNestingGuard = createMiddleware(async (c, next) => {
  if (
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    readAsJson(c.req.header('Content-Type'))
  ) {
    const text = await c.req.text();
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeepError();
    // The stream is read now; a later reader of the raw body (a route's own body limit on a body
    // without Content-Length) gets the same text again.
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
});

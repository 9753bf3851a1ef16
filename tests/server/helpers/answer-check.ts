import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/app-env.ts';
import * as z from 'zod/mini';
import { answerOf } from '../../../shared/contract/answers.ts';
import { noValue } from '../../../shared/contract/calls/no-value.ts';

/** An answer of the app that breaks the contract's schema of its route. */
export class ContractAnswerError extends Error {
  override name = 'ContractAnswerError';
}

/**
 * Why a successful answer of `METHOD path` breaks the contract (shared/contract/answers.ts), or null
 * when it keeps it or is not one to check: failures (their envelope is the server's own, see
 * server/http/errors.ts), routes outside the contract, bodies other than JSON.
 */
export function answerMismatch(
  key: string,
  contentType: string | null,
  text: string,
): string | null {
  const entry = answerOf(key);
  if (!entry || !contentType?.includes('application/json')) return null;
  const body = JSON.parse(text) as unknown;
  let value: unknown = body;
  if (!entry.bare) {
    if (typeof body !== 'object' || body === null || !('success' in body)) {
      return `${key}: the body is not an envelope`;
    }
    if (body.success !== true) return null;
    value = (body as { value?: unknown }).value;
  }
  // The site reads such a call with `noValue`, which takes anything; the document promises null.
  if (entry.answer === noValue)
    return value === null
      ? null
      : `${key} answers nothing, yet sent ${JSON.stringify(value).slice(0, 100)}`;
  const parsed = z.safeParse(entry.answer, value);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`);
  return `${key} answered outside its contract: ${issues.join('; ')} (value ${JSON.stringify(value).slice(0, 300)})`;
}

/**
 * Makes every answer the app sends through `fetch` (and so `app.request`) meet the contract: a
 * successful answer of a contract route whose value breaks its schema rejects the request with a
 * ContractAnswerError, which fails the test that made it. The server's tests thereby check every
 * answer they see against the schema the site reads it with (issue 52).
 */
export function checkAnswers(app: Hono<AppEnv>): Hono<AppEnv> {
  const send = app.fetch;
  app.fetch = async (request, ...rest) => {
    const response = await send(request, ...rest);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    // A compressed body is read by the compression tests themselves; the same call unzipped is
    // checked wherever else it is made.
    if (answerOf(key) === undefined || response.headers.has('Content-Encoding')) return response;
    const mismatch = answerMismatch(
      key,
      response.headers.get('Content-Type'),
      await response.clone().text(),
    );
    if (mismatch) throw new ContractAnswerError(mismatch);
    return response;
  };
  return app;
}

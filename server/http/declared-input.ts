import type { z } from 'zod';

/** Where a call's validated input comes from: a plain request part, or the encrypted JSON body. */
export type InputTarget = 'json' | 'form' | 'query' | 'param' | 'encrypted';

export interface DeclaredInput {
  target: InputTarget;
  schema: z.ZodType;
}

const declared = new WeakMap<object, DeclaredInput>();

/**
 * Remembers which schema a validating middleware applies, so tests can list every call's input
 * fields from the routes themselves (Hono's `app.routes` lists the handlers) instead of by hand.
 */
export function declareInput<Handler extends object>(
  handler: Handler,
  input: DeclaredInput,
): Handler {
  declared.set(handler, input);
  return handler;
}

export function declaredInputOf(handler: object): DeclaredInput | undefined {
  return declared.get(handler);
}

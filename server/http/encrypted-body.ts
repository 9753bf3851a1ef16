import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { readEncryptedBody } from '../services/request-crypto.ts';
import type { ServerKeyStore } from '../services/server-keys.ts';
import { declareInput } from './declared-input.ts';
import { paramError } from './errors.ts';
import { inputFieldErrors } from './validate.ts';

/**
 * The payload of an encrypted call, decrypted (else 400 request_body_required) and validated with
 * the route's schema (else 400 request_param_err with value.fields), like validate() for plain bodies,
 * control characters included.
 */
export async function encryptedPayload<Schema extends z.core.$ZodType>(
  c: Context,
  keys: ServerKeyStore,
  schema: Schema,
): Promise<z.output<Schema>> {
  const raw = await readEncryptedBody(c, keys);
  const result = z.safeParse(schema, raw);
  const fields = inputFieldErrors(raw, result);
  if (!result.success || fields.length > 0) throw paramError(fields);
  return result.data;
}

/** encryptedPayload as a middleware: the handler reads the payload with `c.req.valid('json')`. */
export function encryptedInput<
  Schema extends z.core.$ZodType,
  E extends Env = Env,
  P extends string = string,
>(
  keys: ServerKeyStore,
  schema: Schema,
): MiddlewareHandler<E, P, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> {
  const middleware: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData('json', (await encryptedPayload(c, keys, schema)) as object);
    await next();
  };
  return declareInput(middleware, {
    target: 'encrypted',
    schema: schema as unknown as z.ZodType,
  }) as MiddlewareHandler<E, P, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }>;
}

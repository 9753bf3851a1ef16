import type { Context } from 'hono';
import type { z } from 'zod';
import { readEncryptedBody } from '../services/request-crypto.ts';
import type { ServerKeyStore } from '../services/server-keys.ts';
import { paramError } from './errors.ts';
import { zodFields } from './zod-fields.ts';

/**
 * The payload of an encrypted call, decrypted (else 400 request_body_required) and validated with
 * the route's schema (else 400 request_param_err with value.fields), like validate() for plain bodies.
 */
export async function encryptedPayload<Schema extends z.ZodType>(c: Context, keys: ServerKeyStore, schema: Schema): Promise<z.output<Schema>> {
  const result = schema.safeParse(await readEncryptedBody(c, keys));
  if (!result.success) throw paramError(zodFields(result.error));
  return result.data;
}

import type { z } from 'zod';
import type * as zm from 'zod/mini';
import { CASHIER_LIMITS, IDEMPOTENCY_HEADER } from '../../shared/contract/cashier.ts';
import { paramError } from './errors.ts';

/**
 * A contract schema (shared/contract, zod/mini) as validate() takes it. Zod 4's mini and classic
 * schemas share one core, so the same parse, issues and JSON Schema come out; only the classic type
 * has the chainable methods validate()'s signature names. The server validates inputs with the
 * contract's own schemas (issue 52, docs/architecture.md).
 */
export function contractSchema<Schema extends zm.ZodMiniType>(
  schema: Schema,
): z.ZodType<zm.output<Schema>> {
  return schema as unknown as z.ZodType<zm.output<Schema>>;
}

/**
 * The `Idempotency-Key` header of an order or a round (docs/api.md "Cashier", requirements C3.5): a
 * missing or malformed key is a `request_param_err` on the field `Idempotency-Key`.
 */
export function idempotencyKeyOf(header: string | undefined): string {
  if (header === undefined || !CASHIER_LIMITS.idempotencyKey.test(header))
    throw paramError([
      {
        field: IDEMPOTENCY_HEADER,
        reason: 'expected 16–64 characters of A–Z a–z 0–9 _ -, one per submission',
      },
    ]);
  return header;
}

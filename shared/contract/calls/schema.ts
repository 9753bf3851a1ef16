import type * as z from 'zod/mini';

/**
 * Any zod 4 schema that reads a T. The site's schemas use `zod/mini` (functional and
 * tree-shakable: classic zod alone added ~20 KB gzip to the start-up bundle); helpers take the
 * core type and parse with `z.safeParse(schema, value)`, so classic schemas work with them too.
 */
export type SchemaOf<T> = z.core.$ZodType<T>;

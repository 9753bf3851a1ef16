import * as z from 'zod/mini';
import type { SchemaOf } from './schema.ts';

// The status answer drives the whole site. Its optional parts are read leniently: a bad entry
// is dropped or a bad part falls back to a default, so one odd field cannot take the site down.

/**
 * An array whose malformed items are skipped instead of failing the whole answer. `item` may be a
 * function that returns the items' schema: a tree's node reads its children with its own schema
 * (system-status.ts), which exists only once the node's schema is built.
 */
export function lenientArray<T>(item: SchemaOf<T> | (() => SchemaOf<T>)) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items): T[] =>
      items.flatMap((raw) => {
        const parsed = z.safeParse(typeof item === 'function' ? item() : item, raw);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}

/** A string→string map whose non-string values are skipped. */
export function lenientStringRecord() {
  return z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((record): Record<string, string> =>
      Object.fromEntries(
        Object.entries(record).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    ),
  );
}

/**
 * A string, with numbers accepted as text (flags like '1' sometimes arrive as 1). Checked in its
 * transform rather than as a union of string and number: this is the site's only union, and zod's
 * union type would weigh 0.3 KB (gzip) of every first load (the schemas share one copy of zod).
 */
export const looseString = z.pipe(
  z.unknown(),
  z.transform((value, context) => {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      return String(value);
    context.issues.push({ code: 'invalid_type', expected: 'string', input: value });
    return z.NEVER;
  }),
);

import * as z from 'zod/mini';
import type { SchemaOf } from '../schema';

// The status answer drives the whole site. Its optional parts are read leniently: a bad entry
// is dropped or a bad part falls back to a default, so one odd field cannot take the site down.

/** An array whose malformed items are skipped instead of failing the whole answer. */
export function lenientArray<T>(item: SchemaOf<T>) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items): T[] =>
      items.flatMap((raw) => {
        const parsed = z.safeParse(item, raw);
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
      Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    ),
  );
}

/** A string, with numbers accepted as text (flags like '1' sometimes arrive as 1). */
export const looseString = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

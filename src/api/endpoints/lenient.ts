import { z } from 'zod';

// The status answer drives the whole site. Its optional parts are read leniently: a bad entry
// is dropped or a bad part falls back to a default, so one odd field cannot take the site down.

/** An array whose malformed items are skipped instead of failing the whole answer. */
export function lenientArray<T>(item: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items): T[] =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** A string→string map whose non-string values are skipped. */
export function lenientStringRecord() {
  return z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((record): Record<string, string> =>
      Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    );
}

/** A string, with numbers accepted as text (flags like '1' sometimes arrive as 1). */
export const looseString = z.union([z.string(), z.number()]).transform(String);

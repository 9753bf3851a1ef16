import * as z from 'zod/mini';
import { anchorSchema } from './chat-anchors.ts';
import type { ModuleId } from '../../module-ids.ts';

export const CHAT_LIVE_MODULE = 'CBS3' satisfies ModuleId;

export const CHAT_LIVE_PATH = '/wps/relay/CBS_liveModelList';

/**
 * ISO 8601 with seconds (fractions optional) and an offset, Z or ±hh:mm: what the server writes
 * (Date.toISOString) and the form z.iso.datetime({ offset: true }) takes, but for the days of each
 * month (any day 01–31 passes). A plain pattern, because the schemas of every first load share one
 * copy of zod: its ISO format type, patterns and extend helper, used only here, weighed 0.8 KB
 * (gzip) of each first load.
 */
const ISO_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export const liveAnchorSchema = z.object({
  ...anchorSchema.shape,
  /** ISO 8601: when the current show began. */
  liveSince: z.string().check(z.regex(ISO_DATETIME)),
  viewers: z.int().check(z.nonnegative()),
});
export type LiveAnchor = z.infer<typeof liveAnchorSchema>;

export const liveModelListSchema = z.object({ list: z.array(liveAnchorSchema) });

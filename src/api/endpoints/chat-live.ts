import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { anchorSchema } from './chat-anchors';

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

/** Requirements B7.2: who is live now, biggest audience first; needs no login. */
export async function fetchLiveAnchors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LiveAnchor[]> {
  const answer = await client.get(CHAT_LIVE_PATH, {
    moduleId: 'CBS3',
    schema: liveModelListSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
  return answer.list;
}

/** Shows start and end every few minutes: while the list is on screen it is read again each minute. */
export const LIVE_REFRESH_MS = 60_000;

export function liveAnchorsQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'live', language] as const,
    queryFn: ({ signal }) => fetchLiveAnchors(language, client, signal),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

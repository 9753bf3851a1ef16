import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const HELP_CENTER_PATH = '/wps/system/helpCenter';

/** One help entry (requirements B3): content is HTML with one `<h3>` per section; the site sanitises it. */
export const helpItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  tag: z.catch(z.string(), ''),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpCenterSchema = z.array(helpItemSchema);

export function fetchHelpCenter(
  lang: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<HelpItem[]> {
  return client.get(HELP_CENTER_PATH, {
    moduleId: 'COMM3',
    schema: helpCenterSchema,
    params: { lang, device: 'MOBILE' },
    ...(signal ? { signal } : {}),
  });
}

export function helpCenterQueryOptions(lang: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['help', 'center', lang] as const,
    queryFn: ({ signal }) => fetchHelpCenter(lang, client, signal),
    staleTime: 5 * 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  HELP_CENTER_PATH,
  type HelpItem,
  helpCenterSchema,
  type HELP_CENTER_MODULE,
} from '../../../shared/contract/calls/help-center.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type HelpItem } from '../../../shared/contract/calls/help-center.ts';

export function fetchHelpCenter(
  lang: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<HelpItem[]> {
  return client.get(HELP_CENTER_PATH, {
    moduleId: 'COMM3' satisfies typeof HELP_CENTER_MODULE,
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

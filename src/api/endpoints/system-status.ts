import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { SYSTEM_STATUS_PATH } from '../early-status';
import {
  systemStatusSchema,
  type SystemStatus,
  type SYSTEM_STATUS_MODULE,
} from '../../../shared/contract/calls/system-status.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  systemStatusSchema,
  type SystemStatus,
  type SystemInfo,
} from '../../../shared/contract/calls/system-status.ts';
export { SYSTEM_STATUS_PATH };

export function fetchSystemStatus(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<SystemStatus> {
  return client.get(SYSTEM_STATUS_PATH, {
    moduleId: 'COMM3' satisfies typeof SYSTEM_STATUS_MODULE,
    schema: systemStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Start-up seeds this query from the local-storage cache and lets it refresh in the background. */
export function systemStatusQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'status'] as const,
    queryFn: ({ signal }) => fetchSystemStatus(client, signal),
    staleTime: 60_000,
  });
}

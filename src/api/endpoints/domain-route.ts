import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  DOMAIN_ROUTE_DEVICE,
  DOMAIN_ROUTE_PATH,
  domainRouteSchema,
  type DOMAIN_ROUTE_MODULE,
} from '../../../shared/contract/calls/domain-route-call.ts';
import type * as z from 'zod/mini';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { domainRouteEntrySchema } from '../../../shared/contract/calls/domain-route.ts';

export type DomainRoutes = z.infer<typeof domainRouteSchema>;

/** Requirements A7.1 "Domain route": GET with device 0. No session needed. */
export function fetchDomainRoutes(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<DomainRoutes> {
  return client.get(DOMAIN_ROUTE_PATH, {
    moduleId: 'COMM3' satisfies typeof DOMAIN_ROUTE_MODULE,
    schema: domainRouteSchema,
    params: { device: DOMAIN_ROUTE_DEVICE },
    ...(signal ? { signal } : {}),
  });
}

export function domainRouteQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'domainRoute', DOMAIN_ROUTE_DEVICE] as const,
    queryFn: ({ signal }) => fetchDomainRoutes(client, signal),
    // The operator's domains change rarely; a share link built a few minutes late is still good.
    staleTime: 10 * 60_000,
  });
}

// A host name (letters, digits, dots, hyphens) with an optional port: nothing that could add a path,
// a user or another scheme to a link built on it.
const HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/**
 * The origin a link shared with others is built on (docs/api.md "Domain route"): the first device-0
 * entry naming a domain, with the page's own scheme; the page's own origin when there is none (an
 * empty domain stands for this address), when the answer is missing, or when the domain is not a
 * plain host name.
 */
export function shareOrigin(routes: DomainRoutes | undefined, current: URL | Location): string {
  const preferred = routes?.find(
    (route) => route.device === DOMAIN_ROUTE_DEVICE && route.domain.trim() !== '',
  );
  const domain = preferred?.domain.trim().toLowerCase();
  if (domain === undefined || !HOST.test(domain)) return current.origin;
  return `${current.protocol}//${domain}`;
}

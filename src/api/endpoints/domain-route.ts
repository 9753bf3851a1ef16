import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  device: z.int(),
  /** Where a visitor arriving on `domain` lands, e.g. /m/home. */
  path: z.string(),
});
export type DomainRouteEntry = z.infer<typeof domainRouteEntrySchema>;

export const domainRouteSchema = z.array(domainRouteEntrySchema);

/** Requirements A7: the site asks for device 0. */
export function fetchDomainRoute(client: ApiClient = api, device = 0, signal?: AbortSignal): Promise<DomainRouteEntry[]> {
  return client.get('/wps/system/domainRoute', {
    moduleId: 'COMM3',
    schema: domainRouteSchema,
    params: { device },
    ...(signal ? { signal } : {}),
  });
}

import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

/**
 * One entry of the status answer's domain route table (requirements A3.15): where a visitor arriving
 * on `domain` with a `device` lands, e.g. /m/home. The site reads the table from the status only.
 */
export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  device: z.int(),
  path: z.string(),
});

// The call itself is not made by the site: written from what the server answers (server/routes/system.ts).
export const DOMAIN_ROUTE_PATH = '/wps/system/domainRoute';
export const DOMAIN_ROUTE_MODULE = 'COMM3' satisfies ModuleId;

/** The domain route table's entries for the asked device. */
export const domainRouteSchema = z.array(domainRouteEntrySchema);

import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

// Written from what the server answers (server/routes/system.ts); the site asks for device 0
// (requirements A7.1) and builds its share links on the preferred domain (docs/api.md "Domain route").
// A module of its own, apart from the entry schema that every first load carries (domain-route.ts).
export const DOMAIN_ROUTE_PATH = '/wps/system/domainRoute';
export const DOMAIN_ROUTE_MODULE = 'COMM3' satisfies ModuleId;
/** Requirements A7.1: "Domain route | GET | device 0". */
export const DOMAIN_ROUTE_DEVICE = 0;

/**
 * The domain route table's entries for the asked device, in the operator's order. The entry is
 * written again rather than imported from domain-route.ts: that module is part of every first load,
 * and an import from this call's chunk would make the first load export it (9 bytes).
 * tests/api/domain-route-endpoint.test.ts holds the two to the same shape.
 */
export const domainRouteSchema = z.array(
  z.object({ domain: z.string(), device: z.int(), path: z.string() }),
);

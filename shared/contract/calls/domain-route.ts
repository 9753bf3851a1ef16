import * as z from 'zod/mini';

/**
 * One entry of the status answer's domain route table (requirements A3.15): where a visitor arriving
 * on `domain` with a `device` lands, e.g. /m/home. An empty domain stands for the address the site is
 * served from.
 * The call itself is in domain-route-call.ts: this module is part of every first load (the status
 * answer's schema), and the build places a module's code with the first chunk that loads it.
 */
export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  device: z.int(),
  path: z.string(),
});

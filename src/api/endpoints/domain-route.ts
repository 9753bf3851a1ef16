import * as z from 'zod/mini';

/**
 * One entry of the status answer's domain route table (requirements A3.15): where a visitor arriving
 * on `domain` with a `device` lands, e.g. /m/home. The site reads the table from the status only.
 */
export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  device: z.int(),
  path: z.string(),
});

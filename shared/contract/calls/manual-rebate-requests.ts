import * as z from 'zod/mini';

// What the server reads the manual rebate's requests with (requirements D3.4): only the server
// imports it, like cashier-requests.ts, so the site's chunk does not carry the schema.

export const rebateClaimsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

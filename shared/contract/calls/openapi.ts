import * as z from 'zod/mini';

// The one call whose body is not the envelope: it is the OpenAPI 3.1 document itself
// (server/openapi/routes.ts). Outside the module gate: it has no module.
export const OPENAPI_PATH = '/wps/openapi.json';

/** The document's outline: its version, description and one entry per path. */
export const openApiDocumentSchema = z.object({
  openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string() }))),
});

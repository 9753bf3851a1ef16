import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { buildOpenApiDocument, type OpenApiDocument, type RouteEntry } from './document.ts';
import { OPERATIONS } from './operations.ts';
import { referencePage } from './reference-page.ts';

/**
 * The OpenAPI document of the app's own routes, built on first use (the route table is complete by
 * then) and kept: routes do not change while the server runs.
 */
export function openApiSource(routes: () => readonly RouteEntry[]): () => OpenApiDocument {
  let document: OpenApiDocument | undefined;
  return () => (document ??= buildOpenApiDocument(routes(), OPERATIONS));
}

/** GET /wps/openapi.json: the document. It needs no Merchant header: it describes, it does not serve a merchant. */
export function openApiRoutes(document: () => OpenApiDocument) {
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(document()));
}

/** GET /dev/api: a reference page of the document, mounted with the other development controls. */
export function apiReferenceRoutes(document: () => OpenApiDocument) {
  return new Hono<AppEnv>().get('/api', (c) => c.html(referencePage(document())));
}

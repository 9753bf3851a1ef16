import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { defaultSiteConfig, type SiteConfig } from '../../server/config/site-config.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { createLogger } from '../../server/logger.ts';
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../../server/openapi/document.ts';
import { OPERATIONS } from '../../server/openapi/operations.ts';
import { resetAccounts } from './helpers/accounts.ts';
import { checkAnswers } from './helpers/answer-check.ts';
import { call } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The OpenAPI document is built from the app's own route table: every /wps route must be in it, with a
// description, valid OpenAPI 3.1 structure, and module and session claims that the running app confirms.

/** The white-label tree with every module on, except `off`. */
function modulesOn(config: SiteConfig, off?: string): SiteConfig {
  const walk = (nodes: SiteConfig['whitelabel']): SiteConfig['whitelabel'] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.moduleId !== off,
      children: walk(node.children),
    }));
  return { ...config, whitelabel: walk(config.whitelabel) };
}

type JsonObject = Record<string, unknown>;

let database: TestDatabase;
let nextAddress = 0;
const appWith = (siteConfig: SiteConfig, devTools = true): Hono<AppEnv> =>
  checkAnswers(
    createApp({
      db: database.db,
      siteConfig,
      logger: createLogger('silent'),
      devTools,
      staticDir: null,
      siteCacheMs: 0,
      catalogueCacheMs: 0,
      // Each call from its own address, so no per-address rate limit answers before the check under test.
      clientIp: () => `10.9.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`,
    }),
  );

let app: Hono<AppEnv>;
let document: OpenApiDocument;
const wpsRoutes = (): { method: string; path: string }[] => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.path.startsWith('/wps/') && route.method !== 'ALL')
      seen.set(`${route.method} ${route.path}`, route);
  }
  return [...seen.values()];
};
const operations = (): [string, string, OpenApiOperation][] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, string, OpenApiOperation] => [
      method.toUpperCase(),
      path,
      op,
    ]),
  );

beforeAll(async () => {
  database = await openTestDatabase();
  await resetAccounts(database.db);
  app = appWith(modulesOn(defaultSiteConfig()));
  const answer = await app.request('/wps/openapi.json');
  expect(answer.status).toBe(200);
  document = (await answer.json()) as OpenApiDocument;
  // A fresh migrated database takes long on a busy two-core machine.
}, 180_000);
afterAll(async () => database.close());

describe('GET /wps/openapi.json', () => {
  it('is an OpenAPI 3.1 document with its required fields', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).not.toBe('');
    expect(document.info.version).not.toBe('');
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it('covers every /wps route of the app, and nothing else', () => {
    // The document writes Hono's path parameters (`:orderNo`) as OpenAPI's (`{orderNo}`).
    const routes = wpsRoutes()
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const described = operations()
      .map(([method, path]) => `${method} ${path}`)
      .sort();
    expect(described).toEqual(routes);
  });

  it('gives every operation a unique id, a summary, a tag and responses with descriptions', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const [method, path, op] of operations()) {
      expect(op.summary, `${method} ${path}`).not.toBe('');
      expect(tags.has(op.tags[0]!), `${method} ${path} tag`).toBe(true);
      expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(typeof response.description, `${method} ${path} ${status}`).toBe('string');
      }
      for (const parameter of op.parameters) {
        expect(['query', 'header', 'path', 'cookie']).toContain(parameter.in);
        expect(typeof parameter.name).toBe('string');
        expect(parameter.schema).toBeTypeOf('object');
      }
    }
  });

  it("types every success answer from the contract's schema (shared/contract/answers.ts)", () => {
    const untyped: string[] = [];
    for (const [method, path, op] of operations()) {
      const schema = (op.responses['200']?.content as Record<string, { schema: JsonObject }>)[
        'application/json'
      ]!.schema;
      // The envelope's value, or the body itself for the document.
      const allOf = schema.allOf as JsonObject[] | undefined;
      const value = allOf
        ? ((allOf[1]!.properties as Record<string, JsonObject>).value as JsonObject)
        : schema;
      if (Object.keys(value).length === 0) untyped.push(`${method} ${path}`);
    }
    expect(untyped).toEqual([]);
    const gameList = document.paths['/wps/relay/GCSGAME_gameList']!.get!.responses['200'];
    expect(JSON.stringify(gameList)).toContain('"totalPages":{"type":"number"}');
    const logout = document.paths['/wps/session/logout']!.delete!.responses['200'];
    expect(JSON.stringify(logout)).toContain('"value":{"type":"null"');
  });

  it('resolves every $ref to a component', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = /#\/components\/schemas\/(\w+)/.exec(ref)?.[1];
      expect(name && document.components.schemas[name], ref).toBeTruthy();
    }
    for (const [, , op] of operations()) {
      for (const entry of op.security ?? [])
        for (const scheme of Object.keys(entry))
          expect(document.components.securitySchemes[scheme]).toBeDefined();
    }
  });

  it("describes inputs from the routes' zod schemas: query parameters, bodies and encrypted payloads", () => {
    const gameList = document.paths['/wps/relay/GCSGAME_gameList']!.get!;
    const gameName = gameList.parameters.find((parameter) => parameter.name === 'gameName');
    expect(gameName).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'string', maxLength: 50 },
    });
    const favourite = document.paths['/wps/relay/MCSFE_addFavoriteGameV2']!.post!;
    expect(favourite.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['nodeId'] } } },
    });
    const login = document.paths['/wps/session/login']!.post!;
    expect(
      login.parameters.some((parameter) => parameter.name === 'Encryption' && parameter.required),
    ).toBe(true);
    expect(login['x-encrypted-payload']).toMatchObject({
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    });
    const email = document.paths['/wps/member/password/email']!.post!;
    expect(Object.keys((email.requestBody as { content: object }).content)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });

  it('every /wps path is also in the contract page docs/api.md', () => {
    const contract = readFileSync('docs/api.md', 'utf8');
    // A path in code quotes, ending there or at its query: a longer path does not count for a shorter one.
    const missing = Object.keys(document.paths).filter(
      (path) => !contract.includes(`\`${path}\``) && !contract.includes(`\`${path}?`),
    );
    expect(missing).toEqual([]);
  });

  it('refuses to build a document for a route without a description', () => {
    const routes = [
      ...app.routes,
      { method: 'GET', path: '/wps/relay/UNDESCRIBED_call', handler: () => undefined },
    ];
    expect(() => buildOpenApiDocument(routes, OPERATIONS)).toThrow(
      /no description for GET \/wps\/relay\/UNDESCRIBED_call/,
    );
  });
});

describe("the document's claims hold in the running app", () => {
  it("each operation's module: off, the call answers 400 function.not.available; on, it does not", async () => {
    const ops = operations().filter(([, , op]) => op['x-module'] !== undefined);
    const byModule = new Map<string, [string, string][]>();
    for (const [method, path, op] of ops)
      byModule.set(op['x-module']!, [...(byModule.get(op['x-module']!) ?? []), [method, path]]);
    for (const [module, calls] of byModule) {
      const withOff = appWith(modulesOn(defaultSiteConfig(), module));
      for (const [method, path] of calls) {
        const off = await call(withOff, path, { method });
        expect(`${module} off: ${method} ${path} → ${off.status} ${off.body.errorCode}`).toBe(
          `${module} off: ${method} ${path} → 400 function.not.available`,
        );
        const on = await call(app, path, { method });
        expect(on.body.errorCode, `${module} on: ${method} ${path}`).not.toBe(
          'function.not.available',
        );
      }
    }
  }, 180_000);

  it('a call that needs a session answers 401 without one, and one refused to trial players answers 403 to a trial', async () => {
    const trial = await call(app, '/wps/session/login/freeplay', { method: 'POST' });
    const trialToken = (trial.body.value as { token: string }).token;
    for (const [method, path, op] of operations()) {
      const required =
        op.security !== undefined && !op.security.some((entry) => Object.keys(entry).length === 0);
      const anonymous = await call(app, path, { method });
      if (required)
        expect(`${method} ${path} → ${anonymous.body.errorCode}`).toBe(
          `${method} ${path} → login.not.session`,
        );
      else expect(anonymous.body.errorCode, `${method} ${path}`).not.toBe('login.not.session');
      if (op.responses['403']) {
        const refused = await call(app, path, { method, headers: { Authorization: trialToken } });
        expect(`${method} ${path} → ${refused.status} ${refused.body.errorCode}`).toBe(
          `${method} ${path} → 403 trial.not.allowed`,
        );
      }
    }
  }, 180_000);
});

describe('GET /dev/api', () => {
  it('lists every operation of the document on a page with the development controls on', async () => {
    const answer = await app.request('/dev/api');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    const page = await answer.text();
    for (const [method, path] of operations())
      expect(page, `${method} ${path}`).toContain(`<code>${method} ${path}</code>`);
  });

  it('does not exist without the development controls, while the document still does', async () => {
    const production = appWith(modulesOn(defaultSiteConfig()), false);
    expect((await production.request('/dev/api')).status).toBe(404);
    expect((await production.request('/wps/openapi.json')).status).toBe(200);
  });
});

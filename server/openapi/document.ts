import { z } from 'zod';
import { noValue } from '../../shared/contract/calls/no-value.ts';
import { ERROR_CODES } from '../http/error-codes.ts';
import { declaredInputOf, type DeclaredInput } from '../http/declared-input.ts';
import type { OperationFacts } from './operations.ts';

/** A route as Hono's `app.routes` lists it: one entry per handler, middleware included. */
export interface RouteEntry {
  readonly method: string;
  readonly path: string;
  readonly handler: object;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security?: Record<string, string[]>[];
  'x-module'?: string;
  'x-encrypted-payload'?: JsonSchema;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

// The envelope every /wps answer has (docs/api.md "Envelope"), as zod so the document and the code name one shape.
const failureEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES),
  message: z.string(),
  value: z.unknown().optional(),
});
const fieldErrors = z.object({
  fields: z.array(z.object({ field: z.string(), reason: z.string() })),
});
const successEnvelope = z.object({ success: z.literal(true), value: z.unknown() });
const encryptedBody = z.object({ value: z.string().describe('base64(AES-256-CBC(JSON payload))') });

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what a client sends for a zod input schema. */
export function inputJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function refTo(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

function header(name: string, required: boolean, description: string): JsonSchema {
  return { name, in: 'header', required, schema: { type: 'string' }, description };
}

/** The query (or path) parameters of a declared input: one per property of its object schema. */
function queryParameters(input: DeclaredInput, place: 'query' | 'path' = 'query'): JsonSchema[] {
  const json = inputJsonSchema(input.schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: place,
    // OpenAPI 3.1: a path parameter is always required.
    required: place === 'path' || required.has(name),
    schema,
  }));
}

function requestBodyOf(input: DeclaredInput): JsonSchema | undefined {
  if (input.target === 'json')
    return {
      required: true,
      content: { 'application/json': { schema: inputJsonSchema(input.schema) } },
    };
  if (input.target === 'form') {
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: inputJsonSchema(input.schema) } },
    };
  }
  if (input.target === 'encrypted') {
    return {
      required: true,
      description:
        'Encrypted call: the payload (x-encrypted-payload) sealed as docs/api.md "Encrypted calls" describes.',
      content: { 'application/json': { schema: inputJsonSchema(encryptedBody) } },
    };
  }
  return undefined;
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/wps\//, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function responsesOf(
  facts: OperationFacts,
  input: DeclaredInput | undefined,
): Record<string, JsonSchema> {
  // The answer as the server sends it: the input side of the contract's schema, which the site
  // reads (and may fill in or transform) on its way in. The site reads a call that answers nothing
  // with `noValue`, which takes any value; the server sends null.
  const answer: JsonSchema =
    facts.answer === noValue
      ? { type: 'null', description: 'Nothing: the call answers null' }
      : inputJsonSchema(facts.answer);
  if (facts.bare)
    return {
      '200': {
        description: 'The OpenAPI document',
        content: { 'application/json': { schema: answer } },
      },
    };
  const failure = (description: string): JsonSchema => ({
    description,
    content: { 'application/json': { schema: refTo('FailureEnvelope') } },
  });
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'Success envelope; `value` as shared/contract/answers.ts declares it',
      content: {
        'application/json': {
          schema: { allOf: [refTo('SuccessEnvelope'), { properties: { value: answer } }] },
        },
      },
    },
    '400': failure(
      input
        ? 'request_param_err (value.fields names each bad field), function.not.available (module off or unknown merchant)' +
            (input.target === 'encrypted' ? ', request_body_required (cannot decrypt)' : '')
        : 'function.not.available (module off or unknown merchant), request_param_err (Merchant header)',
    ),
  };
  if (facts.session === 'required')
    responses['401'] = failure('login.not.session: no, unknown or expired session');
  if (facts.noTrial) responses['403'] = failure('trial.not.allowed: refused to trial sessions');
  responses['429'] = failure(
    'too.many.requests, with Retry-After and value.retryAfter (the same seconds)',
  );
  responses['500'] = failure('system.busy');
  return responses;
}

/**
 * The OpenAPI 3.1 document of every `/wps` route of the app: paths and methods from the route table,
 * parameters and bodies from the zod schemas the routes validate with, words from `operations`.
 * Throws when a route has no entry in `operations`, so an undescribed call cannot ship.
 */
export function buildOpenApiDocument(
  routes: readonly RouteEntry[],
  operations: Readonly<Record<string, OperationFacts>>,
): OpenApiDocument {
  const byKey = new Map<
    string,
    { method: string; path: string; input: DeclaredInput | undefined }
  >();
  for (const route of routes) {
    if (!route.path.startsWith('/wps/') || !HTTP_METHODS.has(route.method)) continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, input: undefined };
    entry.input ??= declaredInputOf(route.handler);
    byKey.set(key, entry);
  }
  const missing = [...byKey.keys()].filter((key) => operations[key] === undefined);
  if (missing.length > 0)
    throw new Error(
      `OpenAPI: no description for ${missing.join(', ')} (server/openapi/operations.ts)`,
    );

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [key, { method, path, input }] of byKey) {
    const facts = operations[key]!;
    // Outside the module gate (the document, the field metrics): no Merchant header either.
    const outsideGate = facts.module === null;
    tags.add(facts.tag);
    const parameters: JsonSchema[] = outsideGate
      ? []
      : [
          header('Merchant', true, 'Exactly one configured merchant code'),
          header('Language', false, 'BN (default), EN, …; upper case'),
          header('ModuleId', false, 'The module of the call; informative, the route decides'),
        ];
    if (input?.target === 'query') parameters.push(...queryParameters(input));
    if (input?.target === 'param') parameters.push(...queryParameters(input, 'path'));
    if (input?.target === 'encrypted')
      parameters.push(header('Encryption', true, 'base64(RSA-OAEP-SHA256(AES key ‖ IV))'));
    const operation: OpenApiOperation = {
      operationId: operationIdOf(method, path),
      summary: facts.summary,
      tags: [facts.tag],
      parameters,
      responses: responsesOf(facts, input),
    };
    const body = input ? requestBodyOf(input) : undefined;
    if (body) operation.requestBody = body;
    if (input?.target === 'encrypted')
      operation['x-encrypted-payload'] = inputJsonSchema(input.schema);
    if (facts.module !== null) operation['x-module'] = facts.module;
    if (facts.session === 'required') operation.security = [{ sessionToken: [] }];
    if (facts.session === 'optional') operation.security = [{}, { sessionToken: [] }];
    // Hono's `:orderNo` is OpenAPI's `{orderNo}` (the cashier's order calls).
    (paths[path.replace(/:([A-Za-z_]\w*)/g, '{$1}')] ??= {})[method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Operator API (reference server)',
      version: '1.0.0',
      description:
        'The calls the mobile site makes. Every answer is the envelope { success, value } or { success: false, errorCode, message, value? }; headers, error codes, modules, sessions and encryption are described in docs/api.md.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        SuccessEnvelope: inputJsonSchema(successEnvelope),
        FailureEnvelope: inputJsonSchema(failureEnvelope),
        FieldErrors: inputJsonSchema(fieldErrors),
      },
      securitySchemes: {
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The bare session token (no Bearer scheme)',
        },
      },
    },
  };
}

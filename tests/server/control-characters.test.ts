import fc from 'fast-check';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AppEnv } from '../../server/http/app-env.ts';
import { CONTROL_CHARACTER_REASON } from '../../server/http/control-chars.ts';
import { declaredInputOf, type DeclaredInput } from '../../server/http/declared-input.ts';
import { errorHandler } from '../../server/http/on-error.ts';
import { DEMO_ACCOUNTS, encryptedCall, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { everyCallApp } from './helpers/every-call-app.ts';
import { call, MERCHANT } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Every call of the routes that declares an input, with every field of that input: a text carrying a
// control character must be refused with the 400 envelope naming that field, never answered 500.
// The calls come from the app's own route table, so a new route is covered without editing this file.

const CONTROL_CODE_POINTS = [
  ...Array.from({ length: 0x09 }, (_, index) => index),
  0x0b,
  0x0c,
  ...Array.from({ length: 0x20 - 0x0e }, (_, index) => 0x0e + index),
  ...Array.from({ length: 0xa0 - 0x7f }, (_, index) => 0x7f + index),
];
const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(...CONTROL_CODE_POINTS),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, code, after]) => `${before}${String.fromCodePoint(code)}${after}`);

interface Call {
  method: string;
  path: string;
  input: DeclaredInput;
  fields: string[];
}

/** The top-level fields of an input schema (through preprocess and pipe wrappers). */
function fieldsOf(schema: z.ZodType): string[] {
  const def = schema.def as {
    type: string;
    shape?: Record<string, unknown>;
    in?: z.ZodType;
    out?: z.ZodType;
  };
  if (def.type === 'object' && def.shape !== undefined) return Object.keys(def.shape);
  if (def.type === 'pipe')
    return [
      ...new Set([...(def.in ? fieldsOf(def.in) : []), ...(def.out ? fieldsOf(def.out) : [])]),
    ];
  return [];
}

function callsOf(app: Hono<AppEnv>): Call[] {
  const calls = new Map<string, Call>();
  for (const route of app.routes) {
    // The development controls are never mounted in production.
    if (route.path.startsWith('/dev')) continue;
    const input = declaredInputOf(route.handler);
    if (input === undefined) continue;
    calls.set(`${route.method} ${route.path}`, {
      method: route.method,
      path: route.path,
      input,
      fields: fieldsOf(input.schema),
    });
  }
  return [...calls.values()];
}

let database: TestDatabase;
let app: Hono<AppEnv>;
let token: string;
let calls: Call[];

beforeAll(async () => {
  database = await openTestDatabase();
  await resetAccounts(database.db);
  app = everyCallApp(database.db);
  token = await tokenOf(app, DEMO_ACCOUNTS.member.userName, DEMO_ACCOUNTS.member.password);
  calls = callsOf(app);
});
afterAll(async () => database.close());

async function send(target: Call, field: string, value: string) {
  const headers = { Authorization: token };
  const { method, input } = target;
  if (input.target === 'encrypted')
    return encryptedCall(app, target.path, { [field]: value }, { method, headers });
  if (input.target === 'json')
    return call(app, target.path, { method, headers, body: { [field]: value } });
  if (input.target === 'form') {
    const rawBody = new URLSearchParams({ [field]: value }).toString();
    return call(app, target.path, {
      method,
      rawBody,
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }
  if (input.target === 'query')
    return call(
      app,
      `${target.path.replace(/:(\w+)(\{[^}]*\})?/g, '1')}?${new URLSearchParams({ [field]: value })}`,
      { method, headers },
    );
  const path = target.path
    .replace(new RegExp(`:${field}(\\{[^}]*\\})?`), encodeURIComponent(value))
    .replace(/:(\w+)(\{[^}]*\})?/g, '1');
  return call(app, path, { method, headers });
}

describe('control characters in request texts', () => {
  it('finds the calls of the issue among the routes', () => {
    const named = calls.map((entry) => `${entry.method} ${entry.path}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /wps/session/login',
        'GET /wps/member/username',
        'GET /wps/agent/affiliate',
        'POST /wps/member/password/verification',
        'POST /wps/member/password/email',
        'PUT /wps/feedback',
        'POST /wps/relay/MCSFE_signUpRequestReward',
        'PUT /wps/member/register',
      ]),
    );
    expect(calls.every((entry) => entry.fields.length > 0)).toBe(true);
  });

  it('refuses a control character in every field of every call with 400 request_param_err naming the field', async () => {
    let checked = 0;
    for (const target of calls) {
      for (const field of target.fields) {
        await fc.assert(
          fc.asyncProperty(controlText, async (value) => {
            const answer = await send(target, field, value);
            const where = `${target.method} ${target.path} ${field}`;
            expect(answer.status, where).toBe(400);
            expect(answer.body, where).toMatchObject({
              success: false,
              errorCode: 'request_param_err',
            });
            const fields = (answer.body.value as { fields: { field: string; reason: string }[] })
              .fields;
            expect(fields, where).toContainEqual({ field, reason: CONTROL_CHARACTER_REASON });
          }),
          { numRuns: 4 },
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  }, 240_000);

  it('keeps a control character out of a failing query that is logged', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) }),
    );
    const failing = (await import('hono')).Hono;
    const probe = new failing<AppEnv>();
    probe.get('/boom', async () => {
      const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
      throw Object.assign(
        new Error(
          'Failed query: select * from members where user_name = $1\nparams: secret\u0000input',
        ),
        { cause, params: ['secret\u0000input'] },
      );
    });
    probe.onError(errorHandler(logger));
    const answer = await probe.request('/boom?name=secret-query', {
      headers: { Merchant: MERCHANT },
    });
    expect(answer.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]).not.toContain('select');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      path: '/boom',
      error: { type: 'Error', cause: { code: '22021' } },
    });
  });
});

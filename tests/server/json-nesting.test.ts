import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { controlCharacterFields } from '../../server/http/control-chars.ts';
import { declaredInputOf } from '../../server/http/declared-input.ts';
import { jsonDeeperThan, MAX_JSON_DEPTH, TOO_DEEP_REASON } from '../../server/http/json-nesting.ts';
import { DEMO_ACCOUNTS, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { encryptTextLikeClient } from './helpers/client-crypto.ts';
import { everyCallApp } from './helpers/every-call-app.ts';
import { call, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// A probe sent bodies of some 3,000 nested lists (6 KB): the recursive control-character scan ran out
// of stack, every body call answered 500, and each such request cost 50 ms of CPU. Every body is now
// measured before it is parsed (server/README.md "Text input: control characters").

/** The nesting depth of a parsed JSON value, the reference the one-pass scan is checked against. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

type Shape = 'lists' | 'objects' | 'mixed';

/** A body `depth` levels deep: `[[[…]]]`, `{"a":{"a":…}}` or both in turn, built as text (no recursion). */
function nestedText(depth: number, shape: Shape): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    const list = shape === 'lists' || (shape === 'mixed' && level % 2 === 0);
    open += list ? '[' : '{"a":';
    close = (list ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

describe('jsonDeeperThan', () => {
  it('agrees with the depth of the parsed value, brackets inside strings not counted', () => {
    const text = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        text,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(text, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 8 }), (parsed, limit) => {
        expect(jsonDeeperThan(JSON.stringify(parsed), limit)).toBe(depthOf(parsed) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('measures 10,000 levels without recursion', () => {
    for (const shape of ['lists', 'objects', 'mixed'] as const) {
      expect(jsonDeeperThan(nestedText(10_000, shape), MAX_JSON_DEPTH)).toBe(true);
      expect(jsonDeeperThan(nestedText(MAX_JSON_DEPTH, shape), MAX_JSON_DEPTH)).toBe(false);
    }
  });

  it('bounds the control-character scan of a value that was never measured', () => {
    const deep = JSON.parse(nestedText(10_000, 'mixed')) as unknown;
    expect(controlCharacterFields(deep)).toEqual([
      expect.objectContaining({ reason: TOO_DEEP_REASON }),
    ]);
  });
});

interface BodyCall {
  method: string;
  path: string;
  encrypted: boolean;
}

let database: TestDatabase;
let app: Hono<AppEnv>;
let token: string;
let calls: BodyCall[];

beforeAll(async () => {
  database = await openTestDatabase();
  await resetAccounts(database.db);
  app = everyCallApp(database.db);
  token = await tokenOf(app, DEMO_ACCOUNTS.member.userName, DEMO_ACCOUNTS.member.password);
  // Every call of the route table that reads a JSON body, plain or encrypted: a new one is covered too.
  const found = new Map<string, BodyCall>();
  for (const route of app.routes) {
    const input = declaredInputOf(route.handler);
    if (input?.target !== 'json' && input?.target !== 'encrypted') continue;
    found.set(`${route.method} ${route.path}`, {
      method: route.method,
      path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1'),
      encrypted: input.target === 'encrypted',
    });
  }
  calls = [...found.values()];
});
afterAll(async () => database.close());

async function send(target: BodyCall, text: string): Promise<JsonAnswer> {
  const headers = { Authorization: token };
  if (target.encrypted) {
    const { publicKey } = (await call(app, '/wps/session/key/rsa')).body.value as {
      publicKey: string;
    };
    const { body, encryption } = encryptTextLikeClient(publicKey, text);
    return call(app, target.path, {
      method: target.method,
      body,
      headers: { ...headers, Encryption: encryption },
    });
  }
  return call(app, target.path, { method: target.method, headers, rawBody: text });
}

function expectRefusedAsTooDeep(answer: JsonAnswer, where: string): void {
  expect(answer.status, where).toBe(400);
  expect(answer.body, where).toMatchObject({
    success: false,
    errorCode: 'request_param_err',
    value: { fields: [{ field: 'body', reason: TOO_DEEP_REASON }] },
  });
}

describe('deeply nested request bodies', () => {
  it('finds plain and encrypted body calls among the routes', () => {
    const named = calls.map((entry) => `${entry.method} ${entry.path}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /wps/session/login',
        'PUT /wps/feedback',
        'POST /wps/vitals',
        'PUT /wps/member/register',
      ]),
    );
    expect(calls.some((entry) => entry.encrypted)).toBe(true);
  });

  it(
    'answers every body call with the 400 envelope for nesting up to 10,000 levels',
    { timeout: 60_000 },
    async () => {
      const shape = fc.constantFrom<Shape>('lists', 'objects', 'mixed');
      for (const target of calls) {
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: MAX_JSON_DEPTH + 1, max: 10_000 }),
            shape,
            async (depth, form) => {
              expectRefusedAsTooDeep(
                await send(target, nestedText(depth, form)),
                `${target.method} ${target.path} depth ${depth} ${form}`,
              );
            },
          ),
          {
            numRuns: 3,
            examples: [
              [10_000, 'lists'],
              [3_000, 'mixed'],
            ],
          },
        );
      }
    },
  );

  it('answers a body inside the bound with the call’s own checks', async () => {
    const answer = await call(app, '/wps/vitals', {
      method: 'POST',
      rawBody: JSON.stringify({
        reports: JSON.parse(nestedText(MAX_JSON_DEPTH - 1, 'mixed')) as unknown,
      }),
    });
    expect(answer.status).toBe(400);
    const fields = (answer.body.value as { fields: { reason: string }[] }).fields;
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.map((field) => field.reason)).not.toContain(TOO_DEEP_REASON);
  });

  it('still serves the calls: a login with the right password goes through the guard', async () => {
    expect(
      await tokenOf(app, DEMO_ACCOUNTS.member.userName, DEMO_ACCOUNTS.member.password),
    ).toMatch(/.+/);
  });
});

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS } from '../../shared/contract/answers.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { ok } from '../../server/http/envelope.ts';
import { answerMismatch, checkAnswers, ContractAnswerError } from './helpers/answer-check.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Issue 52: one answer schema per call, read by the site, the OpenAPI document and these tests. The
// test apps check every answer the server's tests see (helpers/answer-check.ts); this file proves
// that the contract covers every route and that the check catches a wrong answer.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 180_000);
afterAll(async () => database.close());

describe('the contract of answers (shared/contract/answers.ts)', () => {
  it('has exactly one entry for every /wps route of the app', () => {
    const app = createTestApp(database.db);
    const routes = new Set(
      app.routes
        .filter((route) => route.path.startsWith('/wps/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...routes].sort()).toEqual(Object.keys(ANSWERS).sort());
  });

  it('checks the answers of the real app: a status answer passes', async () => {
    const app = createTestApp(database.db);
    const answer = await call(app, '/wps/system/status');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it('fails the request of an answer that breaks its schema, naming the route and the field', async () => {
    const wrong = new Hono<AppEnv>().get('/wps/member/username', (c) =>
      ok(c, { available: 'yes' }),
    );
    const app = checkAnswers(wrong);
    await expect(app.request('/wps/member/username')).rejects.toThrow(ContractAnswerError);
    await expect(app.request('/wps/member/username')).rejects.toThrow(
      /GET \/wps\/member\/username answered outside its contract: available:/,
    );
  });

  it('lets a right answer, a failure envelope and a route outside the contract through', async () => {
    const app = checkAnswers(
      new Hono<AppEnv>()
        .get('/wps/member/username', (c) => ok(c, { available: true }))
        .get('/wps/member/info', (c) =>
          c.json({ success: false, errorCode: 'login.not.session', message: 'No session' }, 401),
        )
        .get('/dev/anything', (c) => c.json({ anything: 1 })),
    );
    expect((await app.request('/wps/member/username')).status).toBe(200);
    expect((await app.request('/wps/member/info')).status).toBe(401);
    expect((await app.request('/dev/anything')).status).toBe(200);
  });

  it('reads a bare answer (the OpenAPI document) as the body itself, and refuses a non-envelope', () => {
    const json = 'application/json';
    expect(
      answerMismatch('GET /wps/openapi.json', json, JSON.stringify({ openapi: '3.1.0' })),
    ).toMatch(/GET \/wps\/openapi\.json answered outside its contract: info:/);
    expect(answerMismatch('GET /wps/captcha', json, JSON.stringify({ image: 'x' }))).toBe(
      'GET /wps/captcha: the body is not an envelope',
    );
  });
});

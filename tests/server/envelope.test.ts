import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSiteStore } from '../../server/config/site-store.ts';
import { defaultSiteConfig } from '../../server/config/site-config.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { ok } from '../../server/http/envelope.ts';
import { ApiError } from '../../server/http/errors.ts';
import { moduleGuard } from '../../server/http/module-guard.ts';
import { rateLimit } from '../../server/http/rate-limit.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.reset();
  app = createTestApp(database.db);
});

describe('envelope on success', () => {
  it('wraps the value', async () => {
    const answer = await call(app, '/wps/system/templates');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ success: true, value: { mem_cen: '1', dep_func: '1' } });
  });

  it('carries the security headers with the body intact', async () => {
    const answer = await call(app, '/wps/system/templates');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.body).toEqual({ success: true, value: { mem_cen: '1', dep_func: '1' } });
  });
});

describe('merchant header', () => {
  it('missing → 400 request_param_err naming the header', async () => {
    const answer = await call(app, '/wps/system/templates', { merchant: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'Merchant' }] },
    });
  });

  it('unknown merchant → 400 function.not.available', async () => {
    const answer = await call(app, '/wps/system/templates', { merchant: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(typeof answer.body.message).toBe('string');
  });

  it('more than one merchant → 400 request_param_err', async () => {
    const answer = await call(app, '/wps/system/templates', { merchant: 'bdbt, bdbt' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
  });
});

describe('module switched off', () => {
  it('COMM3 off → its calls answer 400 function.not.available', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'COMM3', enabled: false }] });
    const answer = await call(app, '/wps/system/status');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('a child counts as off when its parent is off, and when itself is off', async () => {
    // A store over the same database sees the app's overrides, as a second process would.
    const guard = moduleGuard(
      createSiteStore({ db: database.db, base: defaultSiteConfig(), cacheMs: 0 }),
    );
    app.get('/wps/test/username-registration', guard('USERNAMEREG3'), (c) => ok(c, 'open'));
    expect((await call(app, '/wps/test/username-registration')).status).toBe(200);

    await overrideSite(app, {
      whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'USERNAMEREG3', enabled: false }] }],
    });
    const childOff = await call(app, '/wps/test/username-registration');
    expect(childOff.status).toBe(400);
    expect(childOff.body.errorCode).toBe('function.not.available');

    await overrideSite(app, {
      whitelabel: [
        {
          moduleId: 'REG3',
          enabled: false,
          children: [{ moduleId: 'USERNAMEREG3', enabled: true }],
        },
      ],
    });
    expect((await call(app, '/wps/test/username-registration')).body.errorCode).toBe(
      'function.not.available',
    );
  });

  it('ignores a ModuleId header naming another module', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'COMM3', enabled: false }] });
    const answer = await call(app, '/wps/system/templates', { headers: { ModuleId: 'REG3' } });
    expect(answer.body.errorCode).toBe('function.not.available');
  });
});

describe('bad input', () => {
  it('bad query → 400 request_param_err with the field', async () => {
    const answer = await call(app, '/wps/system/domainRoute?device=mobile');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'device' }] },
    });
  });

  it('missing query parameter → 400 request_param_err', async () => {
    const answer = await call(app, '/wps/system/domainRoute');
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
  });

  it('malformed JSON body → 400 request_param_err, not 500', async () => {
    const answer = await call(app, '/dev/site', { method: 'PUT', rawBody: '{"status": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('an oversized body → 400 request_param_err', async () => {
    const answer = await call(app, '/dev/site', {
      method: 'PUT',
      rawBody: `{"siteName":"${'x'.repeat(6 * 1024 * 1024)}"}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
  });
});

describe('unknown paths and failures', () => {
  it('unknown /wps path → 404 not.found envelope, with or without merchant', async () => {
    for (const merchant of ['bdbt', null]) {
      const answer = await call(app, '/wps/no/such/call', { merchant });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'not.found' });
    }
  });

  it('a thrown error → 500 system.busy without leaking its message', async () => {
    app.get('/wps/test/boom', () => {
      throw new Error('secret database password in message');
    });
    const answer = await call(app, '/wps/test/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'system.busy' });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    // Security headers are set on errors as well.
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('language header', () => {
  it('upper-cases a valid code and falls back to BN', async () => {
    app.get('/wps/test/language', (c) => ok(c, c.get('language')));
    expect(
      (await call(app, '/wps/test/language', { headers: { Language: 'en' } })).body.value,
    ).toBe('EN');
    expect(
      (await call(app, '/wps/test/language', { headers: { Language: 'pt-br' } })).body.value,
    ).toBe('PT-BR');
    expect(
      (await call(app, '/wps/test/language', { headers: { Language: '<script>' } })).body.value,
    ).toBe('BN');
    expect((await call(app, '/wps/test/language')).body.value).toBe('BN');
  });
});

describe('rate limit helper', () => {
  const services = (multiplier: number) => ({
    db: database.db,
    clientIp: () => '203.0.113.9',
    rateLimitMultiplier: multiplier,
  });

  it('answers 429 too.many.requests with Retry-After past the limit', async () => {
    app.get(
      '/wps/test/limited',
      rateLimit(services(1), { name: 'test', limit: 2, windowSeconds: 60 }),
      (c) => ok(c, true),
    );
    expect((await call(app, '/wps/test/limited')).status).toBe(200);
    expect((await call(app, '/wps/test/limited')).status).toBe(200);
    const third = await call(app, '/wps/test/limited');
    expect(third.status).toBe(429);
    expect(third.body.errorCode).toBe('too.many.requests');
    const seconds = Number(third.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // docs/api.md: every 429 names its wait in the body as well, the same number as the header.
    expect(third.body.value).toEqual({ retryAfter: seconds });
  });

  it('a 429 whose refusal named no wait still names one, in the header and the body alike', async () => {
    app.get('/wps/test/queue-full', () => {
      throw new ApiError(429, 'too.many.requests', 'Too many requests, please try again later');
    });
    const answer = await call(app, '/wps/test/queue-full');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.body).toMatchObject({ errorCode: 'too.many.requests', value: { retryAfter: 1 } });
  });

  it("a 429's own value keeps its fields next to the wait", async () => {
    app.get('/wps/test/wait-with-captcha', (c) => {
      c.header('Retry-After', '7');
      throw new ApiError(429, 'too.many.requests', 'Wait', { captcha: true });
    });
    const answer = await call(app, '/wps/test/wait-with-captcha');
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body.value).toEqual({ captcha: true, retryAfter: 7 });
  });

  it('the multiplier raises the limit (DEV_TOOLS=1)', async () => {
    app.get(
      '/wps/test/raised',
      rateLimit(services(3), { name: 'raised', limit: 1, windowSeconds: 60 }),
      (c) => ok(c, true),
    );
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(app, '/wps/test/raised')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

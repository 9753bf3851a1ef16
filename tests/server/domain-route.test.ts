import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { domainRouteSchema } from '../../shared/contract/calls/domain-route-call.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Requirements A7.1 "Domain route | GET | device 0": the site's share links take the first entry.

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

describe('GET /wps/system/domainRoute', () => {
  it('answers device 0 in the contract’s shape; the shipped table names no domain (this address)', async () => {
    const answer = await call(app, '/wps/system/domainRoute?device=0');
    expect(answer.status).toBe(200);
    const routes = domainRouteSchema.parse(answer.body.value);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((route) => route.device === 0 && route.domain === '')).toBe(true);
  });

  it('keeps the operator’s order, so the preferred domain comes first', async () => {
    await overrideSite(app, {
      domainRoutes: [
        { domain: 'www.example.com', device: 1, path: '/' },
        { domain: 'play.example.com', device: 0, path: '/m/home' },
        { domain: 'm.example.com', device: 0, path: '/m/home' },
      ],
    });
    const answer = await call(app, '/wps/system/domainRoute?device=0');
    expect(answer.body.value).toEqual([
      { domain: 'play.example.com', device: 0, path: '/m/home' },
      { domain: 'm.example.com', device: 0, path: '/m/home' },
    ]);
  });

  it('refuses a device that is not a whole number with the error envelope, never a 500', async () => {
    for (const device of ['-1', 'mobile', '0.5', '']) {
      const answer = await call(app, `/wps/system/domainRoute?device=${device}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });
});

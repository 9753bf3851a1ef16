import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { defaultSiteConfig } from '../../server/config/site-config.ts';
import { insertSession } from '../../server/db/queries/sessions.ts';
import { seeders } from '../../server/db/seed/registry.ts';
import { parseEnv } from '../../server/env.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { createLogger } from '../../server/logger.ts';
import { createOutboxMailGateway } from '../../server/services/mail-gateway.ts';
import { createOutboxSmsGateway } from '../../server/services/sms-gateway.ts';
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

const DEV_PATHS: [string, string][] = [
  ['GET', '/dev/site'],
  ['PUT', '/dev/site'],
  ['POST', '/dev/reset'],
  ['GET', '/dev/sms-outbox'],
  ['GET', '/dev/mail-outbox'],
];

describe('availability', () => {
  it('the routes do not exist without DEV_TOOLS', async () => {
    const env = parseEnv({ DEV_TOOLS: undefined });
    const plain = createTestApp(database.db, { devTools: env.devTools });
    for (const [method, path] of DEV_PATHS) {
      const answer = await call(plain, path, { method, body: method === 'PUT' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.errorCode).toBe('not.found');
    }
  });

  it('the routes do not exist in production even with DEV_TOOLS=1', async () => {
    const env = parseEnv({
      DEV_TOOLS: '1',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://bd.example.com',
    });
    expect(env.devTools).toBe(false);
    const production = createApp({
      db: database.db,
      siteConfig: defaultSiteConfig(),
      logger: createLogger('silent'),
      devTools: env.devTools,
    });
    for (const [method, path] of DEV_PATHS)
      expect((await call(production, path, { method })).status).toBe(404);
  });

  it('DEV_TOOLS=1 outside production turns them on', () => {
    expect(parseEnv({ DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(parseEnv({ DEV_TOOLS: '1', NODE_ENV: 'development' }).devTools).toBe(true);
    expect(parseEnv({ DEV_TOOLS: 'true' }).devTools).toBe(false);
  });
});

describe('/dev/site', () => {
  it('PUT merges a partial configuration, answers the merged result, and accumulates', async () => {
    const first = await call(app, '/dev/site', {
      method: 'PUT',
      body: { status: { maintenance: true } },
    });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      status: { maintenance: true, restriction: { countries: [] } },
      siteName: 'BanglaBet',
    });
    await overrideSite(app, {
      siteName: 'Demo',
      registration: { fields: { username: { minLength: 8 } } },
    });
    const current = (await call(app, '/dev/site')).body.value as ReturnType<
      typeof defaultSiteConfig
    >;
    expect(current.status.maintenance).toBe(true);
    expect(current.siteName).toBe('Demo');
    expect(current.registration.fields.username).toEqual({
      enabled: true,
      required: true,
      patternId: 'username',
      minLength: 8,
      maxLength: 16,
    });
  });

  it('is shared through the database with another app instance', async () => {
    await overrideSite(app, { templates: { dep_func: '0' } });
    const other = createTestApp(database.db);
    expect((await call(other, '/wps/system/templates')).body.value).toEqual({
      mem_cen: '1',
      dep_func: '0',
    });
  });

  it('refuses unknown keys and invalid values with the fields named', async () => {
    const unknown = await call(app, '/dev/site', {
      method: 'PUT',
      body: { stauts: { maintenance: true } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('request_param_err');
    const wrongType = await call(app, '/dev/site', {
      method: 'PUT',
      body: { status: { maintenance: 'yes' } },
    });
    expect(wrongType.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'status.maintenance' }] },
    });
    const unknownModule = await call(app, '/dev/site', {
      method: 'PUT',
      body: { whitelabel: [{ moduleId: 'NOPE3', enabled: false }] },
    });
    expect(unknownModule.status).toBe(400);
  });

  it('refuses a patch that breaks a cross-field rule of the whole configuration', async () => {
    const answer = await call(app, '/dev/site', {
      method: 'PUT',
      body: { registration: { fields: { username: { minLength: 30 } } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'registration.fields.username' }] },
    });
    // Nothing was stored.
    expect(
      ((await call(app, '/dev/site')).body.value as ReturnType<typeof defaultSiteConfig>)
        .registration.fields.username.minLength,
    ).toBe(6);
  });
});

describe('/dev/reset', () => {
  it('clears overrides, sessions and the outbox', async () => {
    await overrideSite(app, { status: { maintenance: true } });
    await insertSession(database.db, {
      tokenHash: 'h',
      userName: 'u',
      merchantCode: 'bdbt',
      type: 0,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await createOutboxSmsGateway(database.db).send('01712345678', 'code 1234');
    const answer = await call(app, '/dev/reset', { method: 'POST' });
    expect(answer.body).toEqual({
      success: true,
      value: { seeded: seeders.map((seeder) => seeder.name) },
    });
    expect(
      ((await call(app, '/wps/system/status')).body.value as { maintenance: boolean }).maintenance,
    ).toBe(false);
    expect((await call(app, '/dev/sms-outbox')).body.value).toEqual([]);
  });
});

describe('outboxes', () => {
  it('list messages of the default gateways, latest first, filtered by recipient', async () => {
    const sms = createOutboxSmsGateway(database.db, createLogger('silent'));
    await sms.send('01712345678', 'Your code is 111111');
    await sms.send('01898765432', 'Your code is 222222');
    await sms.send('01712345678', 'Your code is 333333');
    const answer = await call(app, '/dev/sms-outbox?mobile=01712345678');
    const messages = answer.body.value as {
      recipient: string;
      body: string;
      channel: string;
      createdAt: string;
    }[];
    expect(messages.map((message) => message.body)).toEqual([
      'Your code is 333333',
      'Your code is 111111',
    ]);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '01712345678' });
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false);
    expect(((await call(app, '/dev/sms-outbox')).body.value as unknown[]).length).toBe(3);

    await createOutboxMailGateway(database.db).send({
      to: 'a@example.com',
      subject: 'Reset',
      text: 'Your link',
    });
    const mail = (await call(app, '/dev/mail-outbox?to=a@example.com')).body.value as {
      body: string;
    }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toBe('Subject: Reset\n\nYour link');
    expect((await call(app, '/dev/mail-outbox?to=b@example.com')).body.value).toEqual([]);
  });
});

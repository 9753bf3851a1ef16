import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { captchaAnswer, newCaptcha, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

function svgOf(image: string): string {
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
}

describe('GET /wps/captcha', () => {
  it('answers an SVG image drawn as paths and binds it to an httpOnly cookie', async () => {
    const answer = await call(app, '/wps/captcha');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const cookie = answer.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^captcha_client=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const svg = svgOf((answer.body.value as { image: string }).image);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the same cookie, draws a new challenge each time, and stores the answer only hashed', async () => {
    const first = await newCaptcha(app);
    const again = await call(app, '/wps/captcha', { headers: { Cookie: first.cookie } });
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect((again.body.value as { image: string }).image).not.toBe(first.image);
    const answer = await captchaAnswer(app, first.cookie);
    expect(answer).toMatch(/^\d{4}$/);
    const rows = await database.db.select().from(captchaChallenges);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps no plain answer without development tools', async () => {
    const plain = createTestApp(database.db, { devTools: false });
    await call(plain, '/wps/captcha');
    const [row] = await database.db.select().from(captchaChallenges);
    expect(row?.devAnswer).toBeNull();
  });

  it('answers function.not.available when CAPTCHA3 is off', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'CAPTCHA3', enabled: false }] });
    const answer = await call(app, '/wps/captcha');
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('function.not.available');
  });
});

describe('GET /dev/captcha', () => {
  it('answers 404 without a captcha cookie or for a client that got none', async () => {
    expect((await call(app, '/dev/captcha')).status).toBe(404);
    expect((await call(app, '/dev/captcha', { headers: { Cookie: `captcha_client=${'a'.repeat(43)}` } })).status).toBe(404);
  });

  it('does not exist without development tools', async () => {
    const plain = createTestApp(database.db, { devTools: false });
    const { cookie } = await newCaptcha(plain);
    expect((await call(plain, '/dev/captcha', { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../server/db/schema.ts';
import { captchaImage } from '../../server/services/captcha-image.ts';
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

/** The PNG bytes of a data URL, and the types of its chunks in order. */
function pngOf(image: string): { bytes: Buffer; chunks: string[]; width: number; height: number } {
  expect(image).toMatch(/^data:image\/png;base64,/);
  const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const chunks: string[] = [];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at))
    chunks.push(bytes.toString('latin1', at + 4, at + 8));
  return { bytes, chunks, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The script that read the old SVG captcha: each digit was its own path, and the number of points
 * on a path told the digit. Answers undefined when the image holds no such paths.
 */
function readByPathPoints(image: string): string | undefined {
  const source = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('latin1');
  const paths = [...source.matchAll(/<path d="M([^"]+)"/g)].map(
    (match) => (match[1] ?? '').split('L').length,
  );
  return paths.length === 0 ? undefined : paths.join(',');
}

describe('GET /wps/captcha', () => {
  it('answers a PNG picture (no vector source to read the digits from) and binds it to an httpOnly cookie', async () => {
    const answer = await call(app, '/wps/captcha');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const cookie = answer.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^captcha_client=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const image = (answer.body.value as { image: string }).image;
    const png = pngOf(image);
    // Pixels only: no text chunk, nothing but the header, the compressed pixels and the end.
    expect(png.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect({ width: png.width, height: png.height }).toEqual({ width: 240, height: 90 });
    expect(png.bytes.toString('latin1')).not.toMatch(/<svg|<path|<text/);
    expect(readByPathPoints(image)).toBeUndefined();
  });

  it('draws the same answer differently every time', async () => {
    const pictures = new Set(Array.from({ length: 5 }, () => captchaImage('4711')));
    expect(pictures.size).toBe(5);
  });

  it('keeps the same cookie, draws a new challenge each time, and stores the answer only hashed', async () => {
    const first = await newCaptcha(app);
    const again = await call(app, '/wps/captcha', { headers: { Cookie: first.cookie } });
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect((again.body.value as { image: string }).image).not.toBe(first.image);
    const answer = await captchaAnswer(app, first.cookie);
    expect(answer).toMatch(/^\d{4}$/);
    // The new challenge replaces the earlier one: one live captcha per client.
    const rows = await database.db.select().from(captchaChallenges);
    expect(rows).toHaveLength(1);
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
    expect(
      (await call(app, '/dev/captcha', { headers: { Cookie: `captcha_client=${'a'.repeat(43)}` } }))
        .status,
    ).toBe(404);
  });

  it('does not exist without development tools', async () => {
    const plain = createTestApp(database.db, { devTools: false });
    const { cookie } = await newCaptcha(plain);
    expect((await call(plain, '/dev/captcha', { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

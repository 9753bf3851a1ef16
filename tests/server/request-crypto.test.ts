import { createPublicKey } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { ok } from '../../server/http/envelope.ts';
import { ApiError } from '../../server/http/errors.ts';
import { decryptRequestBody, readEncryptedBody } from '../../server/services/request-crypto.ts';
import { createServerKeyStore } from '../../server/services/server-keys.ts';
import { encryptLikeClient } from './helpers/client-crypto.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function publicKey(app: Hono<AppEnv>): Promise<string> {
  const answer = await call(app, '/wps/session/key/rsa');
  expect(answer.status).toBe(200);
  return (answer.body.value as { publicKey: string }).publicKey;
}

describe('GET /wps/session/key/rsa', () => {
  it('hands out an RSA-2048 SPKI key, the same from two apps on one database', async () => {
    const first = await publicKey(createTestApp(database.db));
    const key = createPublicKey({ key: Buffer.from(first, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    // A second process (own caches, same database) must use the same pair.
    expect(await publicKey(createTestApp(database.db))).toBe(first);
  });

  it('two stores racing for the first key agree on one pair', async () => {
    const [a, b] = await Promise.all([
      createServerKeyStore(database.db).requestKey(),
      createServerKeyStore(database.db).requestKey(),
    ]);
    expect(a.publicKeyBase64).toBe(b.publicKeyBase64);
  });
});

describe('encrypted request bodies', () => {
  it('round-trips a payload encrypted like the client does', async () => {
    const app = createTestApp(database.db);
    const keys = createServerKeyStore(database.db);
    app.post('/wps/test/encrypted', async (c) => ok(c, await readEncryptedBody(c, keys)));
    const payload = { username: 'player01', password: 'pässwörd-১২৩', captcha: '' };
    const sealed = encryptLikeClient(await publicKey(app), payload);
    const answer = await call(app, '/wps/test/encrypted', {
      method: 'POST',
      body: sealed.body,
      headers: { Encryption: sealed.encryption },
    });
    expect(answer.body).toEqual({ success: true, value: payload });
  });

  it('answers 400 request_body_required for anything malformed or tampered', async () => {
    const app = createTestApp(database.db);
    const keys = createServerKeyStore(database.db);
    app.post('/wps/test/encrypted', async (c) => ok(c, await readEncryptedBody(c, keys)));
    const key = await publicKey(app);
    const good = encryptLikeClient(key, { a: 1 });
    const flipped = Buffer.from(good.body.value, 'base64');
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 0xff;
    const sealedFlipped = Buffer.from(good.encryption, 'base64');
    sealedFlipped[10] = (sealedFlipped[10] ?? 0) ^ 0x01;
    const notJson = encryptLikeClient(key, 'x');
    const cases: { body?: unknown; rawBody?: string; encryption?: string }[] = [
      { body: { value: flipped.toString('base64') }, encryption: good.encryption },
      { body: good.body, encryption: sealedFlipped.toString('base64') },
      { body: good.body },
      { body: good.body, encryption: 'not base64!' },
      { body: { value: 'AAAA' }, encryption: good.encryption },
      { body: { other: good.body.value }, encryption: good.encryption },
      { rawBody: '{"value":', encryption: good.encryption },
      { body: good.body, encryption: encryptLikeClient(key, {}).encryption },
    ];
    for (const { body, rawBody, encryption } of cases) {
      const headers: Record<string, string> =
        encryption === undefined ? {} : { Encryption: encryption };
      const answer = await call(app, '/wps/test/encrypted', {
        method: 'POST',
        body,
        rawBody,
        headers,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_body_required' });
    }
    // A JSON string payload is valid JSON: decryption succeeds and the route's schema decides.
    const stringPayload = await call(app, '/wps/test/encrypted', {
      method: 'POST',
      body: notJson.body,
      headers: { Encryption: notJson.encryption },
    });
    expect(stringPayload.body).toEqual({ success: true, value: 'x' });
  });

  it('decryptRequestBody throws ApiError 400', async () => {
    const { privateKey } = await createServerKeyStore(database.db).requestKey();
    let caught: unknown;
    try {
      decryptRequestBody(null, undefined, privateKey);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 400, errorCode: 'request_body_required' });
  });
});

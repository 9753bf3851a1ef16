import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { fail, fakeAdapter, header, ok } from './helpers/fake-adapter';
import { rsaPair, serverDecrypt } from './helpers/rsa';

const loginValue = z.object({ token: z.string() });

describe('encrypted calls', () => {
  it('fetches the RSA key once, then sends { value } with an Encryption header', async () => {
    const pair = rsaPair();
    const received: unknown[] = [];
    const server = fakeAdapter((config) => {
      if (config.url === '/wps/session/key/rsa') return ok({ publicKey: pair.spkiBase64 });
      const body = JSON.parse(String(config.data)) as { value: string };
      received.push(
        serverDecrypt(pair.privateKey, String(header(config, 'Encryption')), body.value),
      );
      return ok({ token: 't' });
    });
    const client = createApiClient({
      adapter: server.adapter,
      events: createApiEvents(),
      isStandalone: () => false,
    });
    const opts = { moduleId: 'COMM3', schema: loginValue, encrypted: true } as const;
    await client.post('/wps/session/login', { ...opts, body: { username: 'a' } });
    await client.put('/wps/member/register', {
      ...opts,
      moduleId: 'REG3',
      body: { username: 'b' },
    });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/wps/session/key/rsa',
      '/wps/session/login',
      '/wps/member/register',
    ]);
    expect(received).toEqual([{ username: 'a' }, { username: 'b' }]);
    expect(header(server.requests[0], 'ModuleId')).toBe('COMM3');
  });

  it('refetches the key and retries once when the server cannot decrypt (key rotated)', async () => {
    const stale = rsaPair();
    const fresh = rsaPair();
    let keyFetches = 0;
    const server = fakeAdapter((config) => {
      if (config.url === '/wps/session/key/rsa') {
        keyFetches += 1;
        return ok({ publicKey: (keyFetches === 1 ? stale : fresh).spkiBase64 });
      }
      const body = JSON.parse(String(config.data)) as { value: string };
      try {
        serverDecrypt(fresh.privateKey, String(header(config, 'Encryption')), body.value);
        return ok({ token: 't' });
      } catch {
        return fail(400, 'request_body_required');
      }
    });
    const client = createApiClient({
      adapter: server.adapter,
      events: createApiEvents(),
      isStandalone: () => false,
    });
    await expect(
      client.post('/wps/session/login', {
        moduleId: 'COMM3',
        schema: loginValue,
        encrypted: true,
        body: {},
      }),
    ).resolves.toEqual({ token: 't' });
    expect(keyFetches).toBe(2);
  });

  it('does not cache a failed key fetch', async () => {
    const pair = rsaPair();
    let keyFetches = 0;
    const server = fakeAdapter((config) => {
      if (config.url === '/wps/session/key/rsa') {
        keyFetches += 1;
        return keyFetches === 1 ? fail(500, 'system.busy') : ok({ publicKey: pair.spkiBase64 });
      }
      return ok({ token: 't' });
    });
    const client = createApiClient({
      adapter: server.adapter,
      events: createApiEvents(),
      isStandalone: () => false,
    });
    const call = () =>
      client.post('/l', { moduleId: 'COMM3', schema: loginValue, encrypted: true, body: {} });
    await expect(call()).rejects.toMatchObject({ code: 'system.busy' });
    await expect(call()).resolves.toEqual({ token: 't' });
  });
});

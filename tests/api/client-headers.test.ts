// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { noValue } from '../../shared/contract/calls/no-value.ts';
import { setLanguage, setMerchant, setSessionInfo } from '../../src/lib/storage';
import { base64ToBytes } from '../../src/lib/base64';
import { fakeAdapter, header, ok } from './helpers/fake-adapter';

function setup(opts: { standalone?: boolean; userAgent?: string } = {}) {
  const server = fakeAdapter(() => ok({ n: 1 }));
  const client = createApiClient({
    adapter: server.adapter,
    events: createApiEvents(),
    getUserAgent: () => opts.userAgent ?? 'TestAgent/1.0',
    isStandalone: () => opts.standalone ?? false,
  });
  return { client, requests: server.requests };
}

const schema = z.object({ n: z.number() });

describe('request headers', () => {
  it('sends default merchant and language, module id and the encoded user agent; no token', async () => {
    const { client, requests } = setup();
    await expect(client.get('/wps/system/status', { moduleId: 'COMM3', schema })).resolves.toEqual({
      n: 1,
    });
    const req = requests[0];
    expect(header(req, 'Merchant')).toBe('bdbt');
    expect(header(req, 'Language')).toBe('BN');
    expect(header(req, 'ModuleId')).toBe('COMM3');
    expect(header(req, 'X-Real-UA')).toBe(btoa('TestAgent/1.0'));
    expect(header(req, 'Authorization')).toBeUndefined();
    expect(header(req, 'Device')).toBeUndefined();
  });

  it('uses the stored merchant, language (upper case) and bare session token', async () => {
    setMerchant('other');
    localStorage.setItem('MC_LANGUAGE', 'en');
    setSessionInfo({
      token: 'tok-123',
      merchantCode: 'other',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    const { client, requests } = setup();
    await client.get('/x', { moduleId: 'REG3', schema });
    expect(header(requests[0], 'Merchant')).toBe('other');
    expect(header(requests[0], 'Language')).toBe('EN');
    expect(header(requests[0], 'Authorization')).toBe('tok-123');
    expect(header(requests[0], 'ModuleId')).toBe('REG3');
  });

  it('reads storage per request, so a language change applies to the next call', async () => {
    const { client, requests } = setup();
    await client.get('/x', { moduleId: 'COMM3', schema });
    setLanguage('PT-BR');
    await client.get('/x', { moduleId: 'COMM3', schema });
    expect(requests.map((r) => header(r, 'Language'))).toEqual(['BN', 'PT-BR']);
  });

  it('encodes a non-Latin user agent as UTF-8 base64', async () => {
    const { client, requests } = setup({ userAgent: 'Agent বাংলা' });
    await client.get('/x', { moduleId: 'COMM3', schema });
    const decoded = new TextDecoder().decode(
      base64ToBytes(String(header(requests[0], 'X-Real-UA'))),
    );
    expect(decoded).toBe('Agent বাংলা');
  });

  it('sends Device: OTHERS only on device calls from an installed web app', async () => {
    const installed = setup({ standalone: true });
    await installed.client.post('/wps/session/login', {
      moduleId: 'COMM3',
      schema,
      body: {},
      device: true,
    });
    await installed.client.post('/wps/other', { moduleId: 'COMM3', schema, body: {} });
    expect(header(installed.requests[0], 'Device')).toBe('OTHERS');
    expect(header(installed.requests[1], 'Device')).toBeUndefined();

    const browser = setup({ standalone: false });
    await browser.client.post('/wps/session/login', {
      moduleId: 'COMM3',
      schema,
      body: {},
      device: true,
    });
    expect(header(browser.requests[0], 'Device')).toBeUndefined();
  });
});

describe('verbs and bodies', () => {
  it('GET sends params in the query string', async () => {
    const { client, requests } = setup();
    await client.get('/wps/system/domainRoute', {
      moduleId: 'COMM3',
      schema,
      params: { device: 0 },
    });
    expect(requests[0]?.method).toBe('get');
    expect(requests[0]?.params).toEqual({ device: 0 });
  });

  it('POST and PUT send JSON; DELETE sends a JSON body', async () => {
    const { client, requests } = setup();
    await client.post('/p', { moduleId: 'COMM3', schema, body: { a: 1 } });
    await client.put('/p', { moduleId: 'COMM3', schema, body: { b: 2 } });
    await client.del('/wps/session/logout', {
      moduleId: 'COMM3',
      schema: noValue,
      body: { token: 't' },
    });
    expect(requests.map((r) => [r.method, r.data])).toEqual([
      ['post', '{"a":1}'],
      ['put', '{"b":2}'],
      ['delete', '{"token":"t"}'],
    ]);
    expect(String(header(requests[2], 'Content-Type'))).toContain('application/json');
  });

  it('postForm sends a record url-encoded', async () => {
    const { client, requests } = setup();
    await client.postForm('/wps/member/password/email', {
      moduleId: 'COMM3',
      schema: noValue,
      form: { username: 'me', email: 'a@b.co' },
    });
    expect(requests[0]?.data).toBe('username=me&email=a%40b.co');
    expect(String(header(requests[0], 'Content-Type'))).toContain(
      'application/x-www-form-urlencoded',
    );
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, captchaFlagSchema, isApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { getSessionInfo, getTrialName, setSessionInfo, setTrialName } from '../../src/lib/storage';
import { fail, fakeAdapter, ok, type Handler } from './helpers/fake-adapter';

const schema = z.object({ n: z.number() });

function setup(handler: Handler) {
  const events = createApiEvents();
  const expired = vi.fn();
  events.on('session.expired', expired);
  const client = createApiClient({
    adapter: fakeAdapter(handler).adapter,
    events,
    isStandalone: () => false,
  });
  return { client, expired };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

const login = () =>
  setSessionInfo({
    token: 'tok',
    merchantCode: 'bdbt',
    userName: 'u',
    type: 0,
    firstTimeLogin: false,
  });

describe('envelope handling', () => {
  it('returns the zod-parsed value of a successful envelope', async () => {
    const { client } = setup(() => ok({ n: 5, extra: true }));
    await expect(client.get('/x', { moduleId: 'COMM3', schema })).resolves.toEqual({ n: 5 });
  });

  it('turns a failure envelope into ApiError with code, status, value and message', async () => {
    const { client } = setup(() => fail(400, 'user.or.token.invalid', { captcha: true }));
    const error = await caught(
      client.post('/wps/session/login', { moduleId: 'COMM3', schema, body: {} }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('user.or.token.invalid');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('server says user.or.token.invalid');
    expect(error.valueAs(captchaFlagSchema)).toEqual({ captcha: true });
  });

  it('maps an error code this build does not know to unknown, keeping the raw code', async () => {
    const { client } = setup(() => fail(400, 'brand.new.code'));
    const error = await caught(client.get('/x', { moduleId: 'COMM3', schema }));
    expect(error.code).toBe('unknown');
    expect(error.serverCode).toBe('brand.new.code');
  });

  it('reports response.invalid when the value breaks its schema', async () => {
    const { client } = setup(() => ok({ n: 'five' }));
    const error = await caught(client.get('/x', { moduleId: 'COMM3', schema }));
    expect(error.code).toBe('response.invalid');
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('reports response.invalid for a 200 that is not an envelope', async () => {
    const { client } = setup(() => ({ data: '<html>portal</html>' }));
    expect((await caught(client.get('/x', { moduleId: 'COMM3', schema }))).code).toBe(
      'response.invalid',
    );
  });

  it('maps bare error statuses: 5xx to system.busy, 429 to too.many.requests', async () => {
    const busy = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    expect((await caught(busy.client.get('/x', { moduleId: 'COMM3', schema }))).code).toBe(
      'system.busy',
    );
    const limited = setup(() => ({ status: 429, data: '' }));
    expect((await caught(limited.client.get('/x', { moduleId: 'COMM3', schema }))).code).toBe(
      'too.many.requests',
    );
  });
});

describe('expired session', () => {
  it('clears the session and emits session.expired once for a burst of 401s', async () => {
    login();
    setTrialName('trial01');
    const { client, expired } = setup(() => fail(401, 'login.not.session'));
    const calls = [1, 2, 3].map((n) => caught(client.get(`/x${n}`, { moduleId: 'COMM3', schema })));
    const errors = await Promise.all(calls);
    expect(errors.map((e) => [e.code, e.status])).toEqual(
      Array(3).fill(['login.not.session', 401]),
    );
    expect(getSessionInfo()).toBeNull();
    expect(getTrialName()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ path: '/x1' });
  });

  it('emits again for a later session that expires', async () => {
    const { client, expired } = setup(() => fail(401, 'login.not.session'));
    login();
    await caught(client.get('/x', { moduleId: 'COMM3', schema }));
    setSessionInfo({
      token: 'tok-2',
      merchantCode: 'bdbt',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    await caught(client.get('/x', { moduleId: 'COMM3', schema }));
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('does not announce an expiry for a call that carried no session', async () => {
    const { client, expired } = setup(() => fail(401, 'login.not.session'));
    expect((await caught(client.get('/x', { moduleId: 'COMM3', schema }))).code).toBe(
      'login.not.session',
    );
    expect(expired).not.toHaveBeenCalled();
  });
});

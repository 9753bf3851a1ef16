import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AxiosError, CanceledError } from 'axios';
import { isApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { createApiEvents, type ApiEventName } from '../../src/api/events';
import { fakeAdapter, networkError, ok, timeoutError, type Handler } from './helpers/fake-adapter';

const schema = z.object({ n: z.number() });

function setup(handler: Handler, opts: { online?: () => boolean } = {}) {
  const events = createApiEvents();
  const seen: ApiEventName[] = [];
  for (const name of [
    'network.offline',
    'network.online',
    'network.slow',
    'session.expired',
  ] as const) {
    events.on(name, () => seen.push(name));
  }
  const client = createApiClient({
    adapter: fakeAdapter(handler).adapter,
    events,
    isStandalone: () => false,
    slowRequestMs: 8000,
    ...(opts.online ? { isOnline: opts.online } : {}),
  });
  return { client, seen, get: () => client.get('/x', { moduleId: 'COMM3', schema }) };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (isApiError(e) ? e.code : e),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('network failures', () => {
  it('no answer → network.offline error and one offline event per burst', async () => {
    const { get, seen } = setup((config) => Promise.reject(networkError(config)));
    expect(await Promise.all([codeOf(get()), codeOf(get())])).toEqual([
      'network.offline',
      'network.offline',
    ]);
    expect(seen).toEqual(['network.offline']);
  });

  it('emits network.online with the first answer after being offline', async () => {
    let up = false;
    const { get, seen } = setup((config) =>
      up ? ok({ n: 1 }) : Promise.reject(networkError(config)),
    );
    await codeOf(get());
    up = true;
    await get();
    await get();
    expect(seen).toEqual(['network.offline', 'network.online']);
  });

  it('a timeout → network.timeout', async () => {
    const { get, seen } = setup((config) => Promise.reject(timeoutError(config)));
    expect(await codeOf(get())).toBe('network.timeout');
    expect(seen).toEqual([]);
  });

  it('a failure while the browser reports offline is network.offline even if it looked like a timeout', async () => {
    const { get, seen } = setup((config) => Promise.reject(timeoutError(config)), {
      online: () => false,
    });
    expect(await codeOf(get())).toBe('network.offline');
    expect(seen).toEqual(['network.offline']);
  });

  it('passes cancellation through untouched', async () => {
    const { get, seen } = setup(() => Promise.reject(new CanceledError()));
    expect(await codeOf(get())).toBeInstanceOf(CanceledError);
    expect(seen).toEqual([]);
  });

  it('an aborted call (the page navigating away) is a cancellation, neither offline nor followed by online', async () => {
    let aborted = true;
    const { get, seen } = setup((config) =>
      aborted
        ? Promise.reject(new AxiosError('Request aborted', AxiosError.ECONNABORTED, config, {}))
        : ok({ n: 1 }),
    );
    const cancellation = await codeOf(get());
    expect(cancellation).toBeInstanceOf(CanceledError);
    // It keeps the call it ends (axios' constructor takes message, config, request: no code).
    expect(cancellation).toMatchObject({
      code: AxiosError.ERR_CANCELED,
      config: { url: expect.stringContaining('/x') },
    });
    aborted = false;
    await get();
    expect(seen).toEqual([]);
  });

  it('a call whose own signal was aborted is a cancellation whatever axios reports', async () => {
    const controller = new AbortController();
    const { client, seen } = setup((config) => {
      controller.abort();
      return Promise.reject(networkError(config));
    });
    const call = client.get('/x', { moduleId: 'COMM3', schema, signal: controller.signal });
    expect(await codeOf(call)).toBeInstanceOf(CanceledError);
    expect(seen).toEqual([]);
  });

  it('uses a 15 s timeout', async () => {
    const server = fakeAdapter(() => ok({ n: 1 }));
    await createApiClient({ adapter: server.adapter }).get('/x', { moduleId: 'COMM3', schema });
    expect(server.requests[0]?.timeout).toBe(15_000);
  });
});

describe('slow requests', () => {
  function pending() {
    let release: (() => void) | undefined;
    const handler: Handler = () =>
      new Promise((resolve) => {
        release = () => resolve(ok({ n: 1 }));
      });
    return { handler, release: () => release?.() };
  }

  it('emits network.slow once when a call is still pending after slowRequestMs', async () => {
    vi.useFakeTimers();
    const gate = pending();
    const { get, seen } = setup(gate.handler);
    const result = get();
    await vi.advanceTimersByTimeAsync(7999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['network.slow']);
    await vi.advanceTimersByTimeAsync(20_000);
    gate.release();
    await expect(result).resolves.toEqual({ n: 1 });
    expect(seen).toEqual(['network.slow']);
  });

  it('stays quiet for a call that settles in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const gate = pending();
    const { get, seen } = setup(gate.handler);
    const result = get();
    await vi.advanceTimersByTimeAsync(1000);
    gate.release();
    await result;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual([]);
  });

  it('reports parallel slow calls once', async () => {
    vi.useFakeTimers();
    const { get, seen } = setup(() => new Promise(() => undefined));
    void get();
    void get();
    await vi.advanceTimersByTimeAsync(8000);
    expect(seen).toEqual(['network.slow']);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { isApiError } from '../../src/api/api-error';
import { startEarlyStatus } from '../../src/api/early-status';
import { createApiEvents } from '../../src/api/events';
import { fetchSystemStatus } from '../../src/api/endpoints/system-status';
import { setLanguage } from '../../src/lib/storage';
import { fakeAdapter, ok } from './helpers/fake-adapter';
import { statusExample } from './helpers/status-example';

function client() {
  const server = fakeAdapter(() => ok({ ...statusExample, maintenance: true }));
  const api = createApiClient({
    adapter: server.adapter,
    events: createApiEvents(),
    getUserAgent: () => navigator.userAgent,
  });
  return { api, requests: server.requests };
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early status request', () => {
  it('asks with the headers start-up will use, including the language of the address', () => {
    window.history.replaceState(null, '', '/m/home?lang=en');
    const fetchMock = stubFetch(() => json({ success: true, value: statusExample }));
    startEarlyStatus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/status');
    expect(init.headers).toMatchObject({ Merchant: 'bdbt', Language: 'EN', ModuleId: 'COMM3' });
    window.history.replaceState(null, '', '/');
  });

  it('is reused once start-up has stored the language it detected', async () => {
    window.history.replaceState(null, '', '/m/home?lang=en');
    stubFetch(() => json({ success: true, value: statusExample }));
    startEarlyStatus();
    window.history.replaceState(null, '', '/');
    setLanguage('EN');
    const { api, requests } = client();
    await expect(fetchSystemStatus(api)).resolves.toMatchObject({ maintenance: false });
    expect(requests).toHaveLength(0);
  });

  it('answers the first matching status call without a second request, and only once', async () => {
    stubFetch(() => json({ success: true, value: statusExample }));
    startEarlyStatus();
    const { api, requests } = client();
    await expect(fetchSystemStatus(api)).resolves.toMatchObject({ maintenance: false });
    expect(requests).toHaveLength(0);
    await expect(fetchSystemStatus(api)).resolves.toMatchObject({ maintenance: true });
    expect(requests).toHaveLength(1);
  });

  it('is not reused when the language changed in between', async () => {
    stubFetch(() => json({ success: true, value: statusExample }));
    startEarlyStatus();
    setLanguage('EN');
    const { api, requests } = client();
    await expect(fetchSystemStatus(api)).resolves.toMatchObject({ maintenance: true });
    expect(requests).toHaveLength(1);
  });

  it('falls back to a normal request when the early one could not reach the server', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyStatus();
    const { api, requests } = client();
    await expect(fetchSystemStatus(api)).resolves.toMatchObject({ maintenance: true });
    expect(requests).toHaveLength(1);
  });

  it('reads a failure envelope like any other answer', async () => {
    stubFetch(() =>
      json({ success: false, errorCode: 'function.not.available', message: 'off' }, 400),
    );
    startEarlyStatus();
    const { api } = client();
    const error: unknown = await fetchSystemStatus(api).catch((e: unknown) => e);
    expect(isApiError(error, 'function.not.available')).toBe(true);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { startEarlyHomeBanners } from '../../src/api/early-home-banners';
import { createApiEvents } from '../../src/api/events';
import { fetchAnnouncements, homeBannersQuery } from '../../src/api/endpoints/announcements';
import { setLanguage, setSessionInfo } from '../../src/lib/storage';
import { fakeAdapter, ok } from './helpers/fake-adapter';

const emptyLists = { promotion: [], banners: [], player: [], popup: [], hot: [] };
const banner = {
  id: 7,
  type: 'B',
  title: 'Welcome',
  groupName: 'm_home',
  bannerUrl: '/content/art/7.png',
  announcementImages: [{ url: '/content/art/7.png', sequence: 1, width: 720, height: 288 }],
};

function client() {
  const server = fakeAdapter(() => ok(emptyLists));
  const api = createApiClient({
    adapter: server.adapter,
    events: createApiEvents(),
    getUserAgent: () => navigator.userAgent,
  });
  return { api, requests: server.requests };
}

function stubFetch(body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('early home banners request', () => {
  it('asks for the m_home banners in the language of the address, with start-up’s headers', () => {
    window.history.replaceState(null, '', '/m/home?lang=en');
    const fetchMock = stubFetch({ success: true, value: emptyLists });
    startEarlyHomeBanners();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const asked = new URL(url, 'http://site.test');
    expect(asked.pathname).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      types: 'B',
      platform: 'M',
      language: 'EN',
      groupName: 'm_home',
    });
    expect(init.headers).toMatchObject({ Merchant: 'bdbt', Language: 'EN', ModuleId: 'COMM3' });
  });

  it('answers the carousel’s first call without a second request, and only once', async () => {
    window.history.replaceState(null, '', '/m/home?lang=en');
    stubFetch({ success: true, value: { ...emptyLists, banners: [banner] } });
    startEarlyHomeBanners();
    setLanguage('EN');
    const { api, requests } = client();
    const first = await fetchAnnouncements(homeBannersQuery('EN'), api);
    expect(first.banners.map((entry) => entry.id)).toEqual([7]);
    expect(requests).toHaveLength(0);
    await expect(fetchAnnouncements(homeBannersQuery('EN'), api)).resolves.toMatchObject({
      banners: [],
    });
    expect(requests).toHaveLength(1);
  });

  it('is not used for another query, another language or another player', async () => {
    stubFetch({ success: true, value: { ...emptyLists, banners: [banner] } });
    startEarlyHomeBanners();
    const { api, requests } = client();
    // Another group of banners: a different query string.
    await fetchAnnouncements({ kinds: ['B'], groupName: 'm_promotion', language: 'BN' }, api);
    expect(requests).toHaveLength(1);
    // The same query once a player has logged in: a different token header.
    setSessionInfo({
      token: 'abc',
      merchantCode: 'bdbt',
      userName: 'demo',
      type: 1,
      firstTimeLogin: false,
    });
    await fetchAnnouncements(homeBannersQuery('BN'), api);
    expect(requests).toHaveLength(2);
  });
});

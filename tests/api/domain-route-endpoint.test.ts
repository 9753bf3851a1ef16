import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  domainRouteEntrySchema,
  fetchDomainRoutes,
  shareOrigin,
} from '../../src/api/endpoints/domain-route';
import { domainRouteSchema } from '../../shared/contract/calls/domain-route-call.ts';
import { createApiEvents } from '../../src/api/events';
import { invitationLink } from '../../src/lib/invitation-link';
import { fakeAdapter, header, ok, type Reply } from './helpers/fake-adapter';

// Requirements A7.1 "Domain route | GET | device 0" and its use for share links (docs/api.md "Domain route").

function setup(reply: () => Reply) {
  const server = fakeAdapter(() => reply());
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}
const here = new URL('https://m.example.test/m/menu');

describe('domain route', () => {
  it('asks with GET, module COMM3 and device 0, and reads the entries', async () => {
    const routes = [{ domain: 'play.example.com', device: 0, path: '/m/home' }];
    const { client, requests } = setup(() => ok(routes));
    expect(await fetchDomainRoutes(client)).toEqual(routes);
    expect(
      requests.map((request) => [
        request.method,
        request.url,
        header(request, 'ModuleId'),
        request.params,
      ]),
    ).toEqual([['get', '/wps/system/domainRoute', 'COMM3', { device: 0 }]]);
  });

  it('reads an entry as the status answer’s domain route table does', () => {
    const samples: unknown[] = [
      { domain: 'a.example', device: 0, path: '/m/home' },
      { domain: '', device: 3, path: '' },
      { domain: 'a.example', device: '0', path: '/m' },
      { domain: 'a.example', device: 0.5, path: '/m' },
      { domain: null, device: 0, path: '/m' },
      { device: 0, path: '/m' },
    ];
    for (const sample of samples) {
      const entry = domainRouteEntrySchema.safeParse(sample);
      const list = domainRouteSchema.safeParse([sample]);
      expect(list.success, JSON.stringify(sample)).toBe(entry.success);
      if (entry.success && list.success) expect(list.data).toEqual([entry.data]);
    }
  });

  it('refuses an answer that is not a list of entries', async () => {
    const { client } = setup(() => ok([{ domain: 'a.example', device: '0', path: '/m' }]));
    await expect(fetchDomainRoutes(client)).rejects.toThrow();
  });

  it('builds a shared invitation link on the preferred domain, with the page’s scheme', () => {
    const routes = [
      { domain: '', device: 0, path: '/m/home' },
      { domain: 'Play.Example.com', device: 0, path: '/m/home' },
      { domain: 'second.example.com', device: 0, path: '/m/home' },
    ];
    const origin = shareOrigin(routes, here);
    expect(origin).toBe('https://play.example.com');
    expect(invitationLink(origin, '/m/', 'AB12')).toBe(
      'https://play.example.com/m/register?affiliateCode=AB12',
    );
  });

  it('keeps the page’s own address without a named domain, without an answer, or for a bad one', () => {
    expect(shareOrigin([{ domain: '', device: 0, path: '/m/home' }], here)).toBe(here.origin);
    expect(shareOrigin([{ domain: 'pc.example.com', device: 1, path: '/' }], here)).toBe(
      here.origin,
    );
    expect(shareOrigin(undefined, here)).toBe(here.origin);
    for (const domain of ['evil.test/path', 'user@evil.test', 'https://evil.test', 'a b.test'])
      expect(shareOrigin([{ domain, device: 0, path: '/m/home' }], here)).toBe(here.origin);
  });
});

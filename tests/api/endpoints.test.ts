import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import {
  countryListQueryOptions,
  countryListSchema,
  fetchCountryList,
} from '../../src/api/endpoints/country-list';
import { domainRouteEntrySchema } from '../../src/api/endpoints/domain-route';
import { fetchRsaKey, rsaKeySchema } from '../../src/api/endpoints/rsa-key';
import {
  fetchSystemStatus,
  systemStatusQueryOptions,
  systemStatusSchema,
} from '../../src/api/endpoints/system-status';
import { fakeAdapter, header, ok } from './helpers/fake-adapter';
import { countryExample, statusExample } from './helpers/status-example';

const answers: Record<string, unknown> = {
  '/wps/system/status': statusExample,
  '/wps/system/country': countryExample,
  '/wps/session/key/rsa': { publicKey: 'MIIBIjAN' },
};

function setup() {
  const server = fakeAdapter((config) => ok(answers[config.url ?? '']));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}

describe('endpoint fetchers', () => {
  it('call their paths as module COMM3 and return parsed values', async () => {
    const { client, requests } = setup();
    expect((await fetchSystemStatus(client)).location.country).toBe('BD');
    expect(await fetchCountryList(client)).toEqual(countryExample);
    expect(await fetchRsaKey(client)).toEqual({ publicKey: 'MIIBIjAN' });
    expect(requests.map((r) => r.url)).toEqual(Object.keys(answers));
    expect(requests.every((r) => header(r, 'ModuleId') === 'COMM3')).toBe(true);
  });

  it('queryOptions run the fetchers through react-query', async () => {
    const { client } = setup();
    const queryClient = new QueryClient();
    const status = await queryClient.fetchQuery(systemStatusQueryOptions(client));
    expect(status.info.siteName).toBe('BanglaBet');
    expect(systemStatusQueryOptions(client).queryKey).toEqual(['system', 'status']);
    expect(await queryClient.fetchQuery(countryListQueryOptions(client))).toHaveLength(1);
  });
});

describe('schemas accept the reference answers and reject broken ones', () => {
  it('system status', () => {
    const parsed = systemStatusSchema.parse(statusExample);
    expect(parsed).toEqual(statusExample);
    // The cache stores parsed values; reading them back must give the same thing.
    expect(systemStatusSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    expect(systemStatusSchema.safeParse({ ...statusExample, maintenance: 'no' }).success).toBe(
      false,
    );
    expect(
      systemStatusSchema.safeParse({ ...statusExample, regionRestriction: undefined }).success,
    ).toBe(false);
    expect(
      systemStatusSchema.safeParse({ ...statusExample, location: { country: 'BD' } }).success,
    ).toBe(false);
  });

  it('country list', () => {
    expect(countryListSchema.parse(countryExample)).toEqual(countryExample);
    expect(
      countryListSchema.parse([{ ...countryExample[0], dialingCode: 880 }])[0]?.dialingCode,
    ).toBe('880');
    expect(countryListSchema.safeParse([{ ...countryExample[0], langList: 'BN' }]).success).toBe(
      false,
    );
    expect(countryListSchema.safeParse({}).success).toBe(false);
  });

  it('domain route entry (of the status answer)', () => {
    for (const entry of statusExample.info.domainRoute)
      expect(domainRouteEntrySchema.parse(entry)).toEqual(entry);
    expect(domainRouteEntrySchema.safeParse({ domain: 'a', device: '0', path: '/m' }).success).toBe(
      false,
    );
  });

  it('rsa key (PEM armour tolerated)', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nMIIB\nIjAN\n-----END PUBLIC KEY-----\n';
    expect(rsaKeySchema.parse({ publicKey: pem })).toEqual({ publicKey: 'MIIBIjAN' });
    expect(rsaKeySchema.safeParse({ publicKey: '' }).success).toBe(false);
    expect(rsaKeySchema.safeParse({}).success).toBe(false);
  });
});

describe('status info is lenient', () => {
  const withInfo = (info: unknown) => systemStatusSchema.parse({ ...statusExample, info });

  it('falls back to defaults when info is missing or not an object', () => {
    for (const info of [undefined, null, 'oops', []]) {
      const parsed = withInfo(info);
      expect(parsed.info.register.ageLimit).toBe(18);
      expect(parsed.info.imageCDNs).toEqual(['']);
      expect(parsed.info.whitelabel).toEqual([]);
      expect(parsed.info.mobileTemplate).toBe('default');
      expect(parsed.info.theme).toEqual({ accentColor: null, logoUrl: null });
    }
  });

  it('drops only the bad entries and defaults only the bad parts', () => {
    const info = withInfo({
      ...statusExample.info,
      customerService: [{ csType: 'TELEGRAM' }, statusExample.info.customerService[0]],
      resources: 'none',
      paths: { agent: '/m/agent', broken: 3 },
      register: { ageLimit: 'twenty-one' },
      imageCDNs: [],
      theme: { accentColor: 'red;background:url(x)', logoUrl: '/logo.svg' },
      whitelabel: [
        {
          moduleId: 'REG3',
          enabled: true,
          children: [
            { moduleId: 'USERNAMEREG3', enabled: 'yes' },
            { moduleId: 'X', enabled: true },
          ],
        },
        { moduleId: 'BAD' },
      ],
    }).info;
    expect(info.customerService).toEqual(statusExample.info.customerService);
    expect(info.resources).toEqual([]);
    expect(info.paths).toEqual({ agent: '/m/agent' });
    expect(info.register.ageLimit).toBe(18);
    expect(info.imageCDNs).toEqual(['']);
    expect(info.theme).toEqual({ accentColor: null, logoUrl: '/logo.svg' });
    expect(info.whitelabel).toEqual([
      {
        moduleId: 'REG3',
        enabled: true,
        children: [{ moduleId: 'X', enabled: true, children: [] }],
      },
    ]);
    expect(info.siteName).toBe('BanglaBet');
  });

  it('keeps a configured age limit of 21', () => {
    expect(
      withInfo({ ...statusExample.info, register: { ageLimit: 21 } }).info.register.ageLimit,
    ).toBe(21);
  });
});

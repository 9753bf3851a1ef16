import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

interface StatusValue {
  info: Record<string, unknown> & {
    whitelabel: { moduleId: string; enabled: boolean; children: unknown[] }[];
  };
  location: { ip: string; country: string };
  maintenance: boolean;
  regionRestriction: boolean;
}

let database: TestDatabase;
let callerIp = '127.0.0.1';
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.reset();
  callerIp = '127.0.0.1';
  app = createTestApp(database.db, { clientIp: () => callerIp });
});

async function status(): Promise<StatusValue> {
  const answer = await call(app, '/wps/system/status');
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as StatusValue;
}

describe('GET /wps/system/status', () => {
  it('answers the contract shape with the demo configuration', async () => {
    const value = await status();
    expect(Object.keys(value.info).sort()).toEqual(
      [
        'customerService',
        'domainRoute',
        'imageCDNs',
        'mainDomain',
        'mobileTemplate',
        'paths',
        'register',
        'resources',
        'siteName',
        'social',
        'theme',
        'whitelabel',
      ].sort(),
    );
    expect(value.info.register).toEqual({ ageLimit: 18 });
    expect(value.info.theme).toEqual({ accentColor: '#f5b70a', logoUrl: '/m/brand/logo.svg' });
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'BD' });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it('sends effective module flags: a child of a disabled module is off', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'GAMELO3', enabled: false }] });
    const tree = (await status()).info.whitelabel;
    const games = tree.find((module) => module.moduleId === 'GAMELO3');
    expect(games?.enabled).toBe(false);
    expect(games?.children).toEqual([
      { moduleId: 'GAMELOHOT3', enabled: false, children: [] },
      { moduleId: 'GAMELOFAV3', enabled: false, children: [] },
      { moduleId: 'GAMELOREC3', enabled: false, children: [] },
    ]);
    expect(tree.find((module) => module.moduleId === 'FACEBOOKLOGIN3')?.enabled).toBe(false);
  });

  it('reports maintenance', async () => {
    await overrideSite(app, { status: { maintenance: true } });
    const value = await status();
    expect(value.maintenance).toBe(true);
    expect(value.regionRestriction).toBe(false);
  });

  it('restricts by country of the caller', async () => {
    await overrideSite(app, { status: { restriction: { countries: ['BD'] } } });
    expect((await status()).regionRestriction).toBe(true);
    callerIp = '198.51.100.20';
    const elsewhere = await status();
    expect(elsewhere.location).toEqual({ ip: '198.51.100.20', country: '' });
    expect(elsewhere.regionRestriction).toBe(false);
  });

  it('restricts by IPv4 range', async () => {
    await overrideSite(app, { status: { restriction: { ipRanges: ['203.0.113.0/24'] } } });
    callerIp = '203.0.113.77';
    expect((await status()).regionRestriction).toBe(true);
    callerIp = '203.0.114.1';
    expect((await status()).regionRestriction).toBe(false);
  });

  it('restricts by IPv6 range, and matches IPv4-mapped callers against IPv4 ranges', async () => {
    await overrideSite(app, {
      status: { restriction: { ipRanges: ['2001:db8:abcd::/48', '192.0.2.0/24'] } },
    });
    callerIp = '2001:db8:abcd:12::1';
    expect((await status()).regionRestriction).toBe(true);
    callerIp = '2001:db8:abce::1';
    expect((await status()).regionRestriction).toBe(false);
    callerIp = '::ffff:192.0.2.5';
    expect((await status()).regionRestriction).toBe(true);
  });

  it('finds the country of IPv6 loopback and private ranges from the geo table', async () => {
    callerIp = '::1';
    expect((await status()).location.country).toBe('BD');
    callerIp = '192.168.4.2';
    expect((await status()).location.country).toBe('BD');
    await overrideSite(app, { geo: [{ cidr: '2001:db8::/32', country: 'IN' }] });
    callerIp = '2001:db8::5';
    expect((await status()).location.country).toBe('IN');
    callerIp = '127.0.0.1';
    expect((await status()).location.country).toBe('');
  });

  it('refuses an invalid CIDR in an override', async () => {
    const answer = await call(app, '/dev/site', {
      method: 'PUT',
      body: { status: { restriction: { ipRanges: ['10.0.0.0/33'] } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'status.restriction.ipRanges.0' }] },
    });
  });
});

describe('X-Forwarded-For', () => {
  it('is used only with TRUST_PROXY, taking the entry our proxy appended', async () => {
    const headers = { 'X-Forwarded-For': '10.9.9.9, 203.0.113.50' };
    const trusted = createTestApp(database.db, { trustProxy: true });
    const viaProxy = await call(trusted, '/wps/system/status', { headers });
    expect((viaProxy.body.value as StatusValue).location.ip).toBe('203.0.113.50');
    const untrusted = createTestApp(database.db, { trustProxy: false });
    const direct = await call(untrusted, '/wps/system/status', { headers });
    expect((direct.body.value as StatusValue).location.ip).toBe('127.0.0.1');
  });
});

describe('other start-up calls', () => {
  it('GET /wps/system/country lists the regions', async () => {
    const answer = await call(app, '/wps/system/country');
    expect(answer.body).toEqual({
      success: true,
      value: [
        {
          merchantCode: 'bdbt',
          country: 'BD',
          currency: 'BDT',
          countryName: 'Bangladesh',
          langList: ['BN', 'EN'],
          dialingCode: '880',
        },
      ],
    });
  });

  it('GET /wps/system/templates follows overrides', async () => {
    await overrideSite(app, { templates: { mem_cen: '0' } });
    expect((await call(app, '/wps/system/templates')).body.value).toEqual({
      mem_cen: '0',
      dep_func: '1',
    });
  });

  it('GET /wps/system/domainRoute filters by device', async () => {
    await overrideSite(app, {
      domainRoutes: [
        { domain: 'm.example.com', device: 0, path: '/m/home' },
        { domain: 'www.example.com', device: 1, path: '/' },
      ],
    });
    const answer = await call(app, '/wps/system/domainRoute?device=1');
    expect(answer.body.value).toEqual([{ domain: 'www.example.com', device: 1, path: '/' }]);
    expect((await call(app, '/wps/system/domainRoute?device=7')).body.value).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepMerge } from '../../server/config/deep-merge.ts';
import { REGISTRATION_FIELDS } from '../../shared/contract/registration-fields.ts';
import { defaultSiteConfig, loadSiteConfig } from '../../server/config/site-config.ts';
import { effectiveWhitelabel, isModuleEnabled } from '../../server/config/whitelabel.ts';
import { parseEnv } from '../../server/env.ts';
import { CidrSet, normalizeIp, parseCidr } from '../../server/services/ip-address.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'msite-config-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('default configuration', () => {
  const config = defaultSiteConfig();

  it('has the demo defaults of the contract', () => {
    expect(config.merchantCode).toBe('bdbt');
    expect(isModuleEnabled(config.whitelabel, 'USERNAMEREG3')).toBe(true);
    expect(isModuleEnabled(config.whitelabel, 'MOBILENUMREG3')).toBe(true);
    expect(isModuleEnabled(config.whitelabel, 'REGMOBVERF3')).toBe(true);
    expect(isModuleEnabled(config.whitelabel, 'FACEBOOKLOGIN3')).toBe(false);
    expect(config.registration.fields.captcha.enabled).toBe(false);
  });

  it('has a rule for every registration field, whose pattern and message fit its bounds', () => {
    expect(Object.keys(config.registration.fields).sort()).toEqual([...REGISTRATION_FIELDS].sort());
    for (const rule of Object.values(config.registration.fields)) {
      const pattern = config.registration.patterns[rule.patternId];
      expect(pattern).toBeDefined();
      expect(() => new RegExp(pattern?.regex ?? '')).not.toThrow();
    }
    const { patterns, fields } = config.registration;
    const matches = (field: keyof typeof fields, value: string) =>
      new RegExp(patterns[fields[field].patternId]?.regex ?? '$^').test(value);
    expect(matches('username', 'player01')).toBe(true);
    expect(matches('username', 'bad name!')).toBe(false);
    expect(matches('mobileNum', '01712345678')).toBe(true);
    expect(matches('mobileNum', '02712345678')).toBe(false);
    expect(matches('email', 'someone.x@mail.example.com')).toBe(true);
    expect(matches('email', 'nope@')).toBe(false);
    expect(matches('birthday', '1990-12-31')).toBe(true);
    expect(patterns.username?.message).toContain('{min}');
    expect(patterns.username?.message).toContain('{max}');
  });
});

describe('white-label tree', () => {
  const tree = [
    {
      moduleId: 'REG3' as const,
      enabled: false,
      children: [{ moduleId: 'USERNAMEREG3' as const, enabled: true, children: [] }],
    },
    { moduleId: 'COMM3' as const, enabled: true, children: [] },
  ];

  it('a module is on only with all its ancestors; a missing one is off', () => {
    expect(isModuleEnabled(tree, 'COMM3')).toBe(true);
    expect(isModuleEnabled(tree, 'REG3')).toBe(false);
    expect(isModuleEnabled(tree, 'USERNAMEREG3')).toBe(false);
    expect(isModuleEnabled(tree, 'CBS3')).toBe(false);
    expect(effectiveWhitelabel(tree)[0]?.children[0]?.enabled).toBe(false);
  });
});

describe('deep merge', () => {
  it('merges objects, replaces plain lists, merges module lists by id, leaves inputs untouched', () => {
    const base = {
      a: { b: 1, c: [1, 2] },
      tree: [{ moduleId: 'X', enabled: true, children: [{ moduleId: 'Y', enabled: true }] }],
    };
    const patch = {
      a: { c: [3] },
      tree: [{ moduleId: 'X', children: [{ moduleId: 'Y', enabled: false }] }],
    };
    expect(deepMerge(base, patch)).toEqual({
      a: { b: 1, c: [3] },
      tree: [{ moduleId: 'X', enabled: true, children: [{ moduleId: 'Y', enabled: false }] }],
    });
    expect(base.tree[0]?.children[0]?.enabled).toBe(true);
  });
});

describe('SITE_CONFIG file', () => {
  it('is merged over the default', async () => {
    const file = join(dir, 'site.json');
    await writeFile(
      file,
      JSON.stringify({
        siteName: 'Other',
        status: { maintenance: true },
        imageCDNs: ['https://cdn.example.com/'],
      }),
    );
    const config = await loadSiteConfig(file);
    expect(config.siteName).toBe('Other');
    expect(config.status).toEqual({
      maintenance: true,
      restriction: { countries: [], ipRanges: [] },
    });
    expect(config.imageCDNs).toEqual(['https://cdn.example.com/']);
    expect(config.regions).toHaveLength(1);
  });

  it('is refused with the problem named when invalid', async () => {
    const typo = join(dir, 'typo.json');
    await writeFile(typo, JSON.stringify({ sitename: 'x' }));
    await expect(loadSiteConfig(typo)).rejects.toThrow(/sitename/);
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{');
    await expect(loadSiteConfig(broken)).rejects.toThrow(/cannot be read as JSON/);
    const orphan = join(dir, 'orphan.json');
    await writeFile(orphan, JSON.stringify({ merchantCode: 'other' }));
    await expect(loadSiteConfig(orphan)).rejects.toThrow(/merchantCode/);
  });
});

describe('environment', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      siteConfigPath: undefined,
      devTools: false,
      demoData: true,
      logLevel: 'info',
      staticDir: './dist',
      trustProxy: false,
      trustProxyHops: 0,
      publicOrigins: ['http://localhost:8080'],
    });
  });

  it('seeds the demo data outside production, and in production only when DEMO_DATA=1 asks for it', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://bd.example.com' };
    expect(parseEnv({}).demoData).toBe(true);
    expect(parseEnv({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(parseEnv(production).demoData).toBe(false);
    expect(parseEnv({ ...production, DEMO_DATA: '' }).demoData).toBe(false);
    expect(parseEnv({ ...production, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('takes the site origins of mailed links from PUBLIC_ORIGIN only, and needs them in production', () => {
    expect(parseEnv({ PORT: '9000' }).publicOrigins).toEqual(['http://localhost:9000']);
    expect(
      parseEnv({ PUBLIC_ORIGIN: 'https://bd.example.com/, https://www.bd.example.com' })
        .publicOrigins,
    ).toEqual(['https://bd.example.com', 'https://www.bd.example.com']);
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://bd.example.com' }).publicOrigins,
    ).toEqual(['https://bd.example.com']);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN: required in production/,
    );
    for (const bad of [
      'bd.example.com',
      'ftp://bd.example.com',
      'https://bd.example.com/m/home',
      'https://bd.example.com?x=1',
    ]) {
      expect(() => parseEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('reads values and refuses bad ones', () => {
    const env = parseEnv({
      PORT: '9000',
      DATABASE_URL: 'postgres://x/y',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://x/y',
      trustProxy: true,
      logLevel: 'debug',
    });
    expect(parseEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('addresses', () => {
  it('normalises socket forms and parses CIDR blocks', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toEqual({ address: '10.1.2.3', family: 'ipv4' });
    expect(normalizeIp('[2001:DB8::1]')).toEqual({ address: '2001:db8::1', family: 'ipv6' });
    expect(normalizeIp('fe80::1%eth0')).toEqual({ address: 'fe80::1', family: 'ipv6' });
    expect(normalizeIp('not-an-ip')).toBeNull();
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 });
    expect(parseCidr('2001:db8::/129')).toBeNull();
    expect(parseCidr('10.0.0.0/8/1')).toBeNull();
    const set = new CidrSet(['10.0.0.0/8', '2001:db8::/32', '198.51.100.7']);
    expect(set.contains('10.200.1.1')).toBe(true);
    expect(set.contains('11.0.0.1')).toBe(false);
    expect(set.contains('2001:db8:ffff::1')).toBe(true);
    expect(set.contains('198.51.100.7')).toBe(true);
    expect(set.contains('198.51.100.8')).toBe(false);
    expect(set.contains('garbage')).toBe(false);
  });
});

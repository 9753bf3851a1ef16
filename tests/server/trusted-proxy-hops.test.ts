import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.ts';
import { clientIpResolver } from '../../server/http/client-ip.ts';

/** The address a resolver picks for a request with this X-Forwarded-For header. */
async function seenAddress(trustedHops: number, forwardedFor: string | undefined): Promise<string> {
  const resolve = clientIpResolver(trustedHops);
  const app = new Hono().get('/', (c) => c.text(resolve(c)));
  const answer = await app.request('/', {
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });
  return answer.text();
}

describe('TRUST_PROXY as the number of trusted hops', () => {
  it('takes the entry the outermost trusted proxy appended, never one the client wrote', async () => {
    // The client forged 6.6.6.6; the CDN appended the client's real 203.0.113.7, the balancer the CDN's 10.0.0.2.
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(await seenAddress(2, header)).toBe('203.0.113.7');
    expect(await seenAddress(1, header)).toBe('10.0.0.2');
    expect(await seenAddress(3, header)).toBe('6.6.6.6');
    // Fewer entries than hops: the header cannot be trusted; no socket in app.request, so the local fallback.
    expect(await seenAddress(2, '203.0.113.7')).toBe('127.0.0.1');
    expect(await seenAddress(0, header)).toBe('127.0.0.1');
  });

  it('reads TRUST_PROXY as a count, unset or empty as none, and refuses anything else', () => {
    expect(parseEnv({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: true, trustProxyHops: 2 });
    expect(parseEnv({ TRUST_PROXY: '1' })).toMatchObject({ trustProxy: true, trustProxyHops: 1 });
    expect(parseEnv({})).toMatchObject({ trustProxy: false, trustProxyHops: 0 });
    expect(parseEnv({ TRUST_PROXY: '0' })).toMatchObject({ trustProxy: false, trustProxyHops: 0 });
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

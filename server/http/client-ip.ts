import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { normalizeIp } from '../services/ip-address.ts';

export type ClientIpResolver = (c: Context) => string;

// app.request() in tests has no socket: callers are then treated as local.
const FALLBACK_IP = '127.0.0.1';

function fromSocket(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The caller's address. Behind `trustedHops` proxies (TRUST_PROXY=N) it is the N-th X-Forwarded-For
 * entry from the end: the one the outermost trusted proxy appended (each inner proxy appends the
 * address of the one before it). Earlier entries come from the client and could be forged; with
 * fewer entries than hops, the header cannot be trusted and the socket's address counts.
 */
export function clientIpResolver(trustedHops: number): ClientIpResolver {
  return (c) => {
    if (trustedHops > 0) {
      const entries = c.req.header('X-Forwarded-For')?.split(',') ?? [];
      const forwarded = entries.length >= trustedHops ? entries.at(-trustedHops) : undefined;
      const ip = forwarded === undefined ? null : normalizeIp(forwarded);
      if (ip !== null) return ip.address;
    }
    const socket = fromSocket(c);
    const ip = socket === undefined ? null : normalizeIp(socket);
    return ip?.address ?? FALLBACK_IP;
  };
}

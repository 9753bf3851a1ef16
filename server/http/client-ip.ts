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
 * The caller's address. Behind a trusted proxy (TRUST_PROXY=1) it is the last X-Forwarded-For entry,
 * the one our proxy appended; earlier entries come from the client and could be forged.
 */
export function clientIpResolver(trustProxy: boolean): ClientIpResolver {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1);
      const ip = forwarded === undefined ? null : normalizeIp(forwarded);
      if (ip !== null) return ip.address;
    }
    const socket = fromSocket(c);
    const ip = socket === undefined ? null : normalizeIp(socket);
    return ip?.address ?? FALLBACK_IP;
  };
}

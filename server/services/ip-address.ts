import { BlockList, isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

export interface IpAddress {
  address: string;
  family: IpFamily;
}

/**
 * Normalises an address as sockets and proxies report it: brackets, zone ids and the IPv4-mapped
 * IPv6 form (::ffff:1.2.3.4, what a dual-stack socket shows for IPv4 callers) are reduced so that
 * IPv4 rules match IPv4 callers. Returns null for anything that is not an IP address.
 */
export function normalizeIp(raw: string): IpAddress | null {
  let text = raw.trim();
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'));
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1] !== undefined) text = mapped[1];
  const version = isIP(text);
  if (version === 4) return { address: text, family: 'ipv4' };
  if (version === 6) return { address: text.toLowerCase(), family: 'ipv6' };
  return null;
}

export interface Cidr extends IpAddress {
  prefix: number;
}

/** Parses "10.0.0.0/8" or "2001:db8::/32"; a bare address counts as a single-host block. */
export function parseCidr(text: string): Cidr | null {
  const [addressPart, prefixPart, extra] = text.trim().split('/');
  if (addressPart === undefined || extra !== undefined) return null;
  const ip = normalizeIp(addressPart);
  if (ip === null) return null;
  const max = ip.family === 'ipv4' ? 32 : 128;
  if (prefixPart === undefined) return { ...ip, prefix: max };
  if (!/^\d{1,3}$/.test(prefixPart)) return null;
  const prefix = Number(prefixPart);
  return prefix <= max ? { ...ip, prefix } : null;
}

export function isCidr(text: string): boolean {
  return parseCidr(text) !== null;
}

/** A set of CIDR blocks answering "is this address inside any of them"; invalid blocks are rejected up front. */
export class CidrSet {
  private readonly list = new BlockList();

  constructor(blocks: readonly string[]) {
    for (const block of blocks) {
      const cidr = parseCidr(block);
      if (cidr === null) throw new Error(`Invalid CIDR block: ${block}`);
      this.list.addSubnet(cidr.address, cidr.prefix, cidr.family);
    }
  }

  contains(rawIp: string): boolean {
    const ip = normalizeIp(rawIp);
    return ip !== null && this.list.check(ip.address, ip.family);
  }
}

/**
 * The key a caller is counted under by rate limits and failed-login counters: an IPv4 address as it
 * is, an IPv6 address by its /64 (one subscriber usually holds a whole /64, so counting full
 * addresses would give a single caller 2^64 buckets). Anything that is not an address stays as it is.
 */
export function addressBucket(raw: string): string {
  const ip = normalizeIp(raw);
  if (ip === null || ip.family === 'ipv4') return ip?.address ?? raw;
  const groups = expandIpv6(ip.address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIpv6(address: string): string[] {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4 !== null) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

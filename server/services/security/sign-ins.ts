import type { SignIn } from '../../../shared/contract/calls/security-overview.ts';
import { REWARD_LIMITS, type DeviceKind } from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import { insertSignIn, latestSignIns } from '../../db/queries/security-sign-ins.ts';
import { normalizeIp } from '../ip-address.ts';

// Recent sign-ins (requirements D4.4): one row per successful login with the kind of device and an
// address that is masked before it is stored, so the table never holds a whole address.

/** The kind of device a User-Agent names; tablets first, since an Android tablet says "Android" too. */
export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(agent)) return 'tablet';
  if (/Android/i.test(agent) && !/Mobile/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'phone';
  if (/Windows NT|Macintosh|X11|CrOS|Linux x86_64/i.test(agent)) return 'desktop';
  return 'other';
}

/** The eight groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right];
}

/**
 * An address as the member's list shows it (docs/api.md "Rewards and security"): IPv4 without its
 * last octet (`203.0.113.x`), IPv6 with its first 3 groups only (`2001:db8:85a3::x`).
 */
export function maskAddress(raw: string): string {
  const ip = normalizeIp(raw);
  if (ip === null) return 'unknown';
  if (ip.family === 'ipv4') return `${ip.address.split('.').slice(0, 3).join('.')}.x`;
  const groups = ipv6Groups(ip.address)
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${groups.join(':')}::x`;
}

/** Writes one sign-in; called once by every admitted login (services/login.ts). */
export async function recordSignIn(
  db: Database,
  userName: string,
  userAgent: string | undefined,
  clientIp: string,
): Promise<void> {
  await insertSignIn(db, {
    userName,
    deviceKind: deviceKindOf(userAgent),
    maskedAddress: maskAddress(clientIp),
  });
}

/** The last sign-ins, newest first, as the hub shows them. */
export async function recentSignIns(db: Database, userName: string): Promise<SignIn[]> {
  const rows = await latestSignIns(db, userName, REWARD_LIMITS.recentSignIns);
  return rows.map((row) => ({
    time: row.createdAt.toISOString(),
    deviceKind:
      (['phone', 'tablet', 'desktop'] as const).find((kind) => kind === row.deviceKind) ?? 'other',
    maskedAddress: row.maskedAddress,
  }));
}

import type { SystemInfo } from '../../api/endpoints/system-status';
import { decryptCsPath } from '../../lib/cs-path';

/** Where a player can reach the operator; null when that channel is not configured. */
export interface SupportContacts {
  readonly liveChat: string | null;
  readonly telegram: string | null;
  readonly facebook: string | null;
}

const SAFE_HREF = /^(https?:\/\/|tg:)/i;

function safe(href: string | null | undefined): string | null {
  const value = href?.trim();
  return value && SAFE_HREF.test(value) ? value : null;
}

/**
 * The first usable link of each channel: customer-service entries (encrypted paths, requirements A3)
 * first, then the plain resources of the same kind. A path that does not decrypt is skipped.
 */
export function supportContacts(
  info: Pick<SystemInfo, 'customerService' | 'resources'>,
): SupportContacts {
  const decrypted = (type: string) =>
    info.customerService
      .filter((entry) => entry.csType === type)
      .map((entry) => safe(decryptCsPath(entry.path)))
      .find((href) => href !== null) ?? null;
  const resource = (type: string) =>
    safe(info.resources.find((entry) => entry.resourceType.toUpperCase() === type)?.url);
  return {
    liveChat: decrypted('LIVECHAT'),
    telegram: decrypted('TELEGRAM') ?? resource('TELEGRAM'),
    facebook: resource('FACEBOOK'),
  };
}

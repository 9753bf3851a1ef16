import type { SystemStatus } from '../api/endpoints/system-status.ts';
import type { SupportLink } from '../features/status/components/support-links.tsx';
import { decryptCsPath } from '../lib/cs-path.ts';

/** Customer-service entries of the status answer, decrypted; entries that fail are left out. */
export function supportLinks(status: SystemStatus | null): SupportLink[] {
  return (status?.info.customerService ?? []).flatMap((entry) => {
    const href = decryptCsPath(entry.path);
    const kind = entry.csType === 'LIVECHAT' || entry.csType === 'TELEGRAM' ? entry.csType : null;
    return href && kind ? [{ kind, href }] : [];
  });
}

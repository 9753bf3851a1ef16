import type { SystemStatus } from '../api/endpoints/system-status.ts';
import { BlockedScreen } from '../features/status/components/blocked-screen.tsx';
import { MaintenanceScreen } from '../features/status/components/maintenance-screen.tsx';
import { supportLinks } from './support-links.ts';

/**
 * The maintenance and region-blocked screens, in their own chunk: most players never see them,
 * and the customer-service link decryption (crypto-js) comes along only when they do.
 */
export interface StatusScreenProps {
  screen: 'maintenance' | 'blocked';
  status: SystemStatus | null;
  siteName: string;
  logoUrl: string;
  retrying: boolean;
  onRetry: () => void;
}

export default function StatusScreen({ screen, status, ...rest }: StatusScreenProps) {
  const support = supportLinks(status);
  if (screen === 'maintenance') return <MaintenanceScreen {...rest} support={support} />;
  return (
    <BlockedScreen
      {...rest}
      ip={status?.location.ip ?? ''}
      country={status?.location.country ?? ''}
      support={support}
    />
  );
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { currentDeviceEnv } from '../../../lib/device';
import { Popup } from '../../../ui/popup';
import { DownloadPanel } from './download-panel.tsx';

export interface AppDownloadPopupProps {
  open: boolean;
  resources: SystemInfo['resources'];
  onClose: () => void;
}

/** The app-download popup of requirements A2: the same buttons and tips as the /m/download page. */
export default function AppDownloadPopup({ open, resources, onClose }: AppDownloadPopupProps) {
  const { t } = useLingui();
  const device = useMemo(() => currentDeviceEnv(), []);
  return (
    <Popup open={open} onClose={onClose} title={t`Download app`} placement="bottom">
      <DownloadPanel resources={resources} device={device} />
    </Popup>
  );
}

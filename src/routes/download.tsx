import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { DownloadPanel } from '../features/shell/components/download-panel.tsx';
import { currentDeviceEnv } from '../lib/device.ts';
import { GroupBanners } from '../ui/group-banners.tsx';

export const Route = createFileRoute('/download')({ component: DownloadRoute });

function DownloadRoute() {
  const { t } = useLingui();
  const resources = StartupActor.useSelector((snapshot) => snapshot.context.status?.info.resources);
  const device = useMemo(() => currentDeviceEnv(), []);
  return (
    <div>
      {/* Requirements B9.4: the download page shows the m_download banners above the buttons. */}
      <GroupBanners group="m_download" label={t`App download banners`} layout="page" />
      {resources && <DownloadPanel resources={resources} device={device} />}
    </div>
  );
}

import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { DownloadPanel } from '../features/shell/components/download-panel.tsx';
import { currentDeviceEnv } from '../lib/device.ts';

export const Route = createFileRoute('/download')({ component: DownloadRoute });

function DownloadRoute() {
  const resources = StartupActor.useSelector((snapshot) => snapshot.context.status?.info.resources);
  const device = useMemo(() => currentDeviceEnv(), []);
  return <div>{resources && <DownloadPanel resources={resources} device={device} />}</div>;
}

import { Suspense, lazy, useEffect, useState } from 'react';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { useAppDownloadRequests } from '../../../lib/app-download-popup';

const AppDownloadPopup = lazy(() => import('./app-download-popup.tsx'));

/** The frame's app-download overlay: nothing is loaded until the first request to open it. */
export function AppDownloadOverlay({ resources }: { resources: SystemInfo['resources'] | undefined }) {
  const requests = useAppDownloadRequests();
  const [open, setOpen] = useState(false);
  // Every request (a tap on a download entry) opens it again, even after it was closed.
  useEffect(() => setOpen(requests > 0), [requests]);
  if (requests === 0 || !resources) return null;
  return (
    <Suspense fallback={null}>
      <AppDownloadPopup open={open} resources={resources} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

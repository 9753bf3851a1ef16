import { Suspense, useState } from 'react';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { useAppDownloadRequests } from '../../../lib/app-download-popup';
import { lazyWithDeferredMessages } from '../../../i18n/lazy-beyond-first-screen.ts';

const AppDownloadPopup = lazyWithDeferredMessages(() => import('./app-download-popup.tsx'));

/** The frame's app-download overlay: nothing is loaded until the first request to open it. */
export function AppDownloadOverlay({
  resources,
}: {
  resources: SystemInfo['resources'] | undefined;
}) {
  const requests = useAppDownloadRequests();
  // Every request (a tap on a download entry) opens it again, even after it was closed: it is open
  // while there are requests newer than the count at its last closing.
  const [closedAt, setClosedAt] = useState(0);
  const open = requests > closedAt;
  if (requests === 0 || !resources) return null;
  return (
    <Suspense fallback={null}>
      <AppDownloadPopup open={open} resources={resources} onClose={() => setClosedAt(requests)} />
    </Suspense>
  );
}

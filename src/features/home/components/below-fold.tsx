import { memo, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { useSettled } from '../../../ui/use-settled';
import { lazyWithDeferredMessages } from '../../../i18n/lazy-beyond-first-screen.ts';
import { GameLobby } from './game-lobby';
import { VideoBanners } from './home-banners';
import { WinnerBoardSlot } from './winner-board-slot';

// The popups (and the popup, swiper and icon code) wait until the page has settled and a moment
// more: they open after start-up anyway, and a popup picture painted while the page is still
// loading would become the page's largest paint instead of the first banner.
const POPUP_DELAY_MS = 2000;
// The vendor list and the app download mount only once the page has settled: their code (with the
// tabs and the device checks) loads then too, not with the first view, and so do their messages.
const VendorList = lazyWithDeferredMessages(() =>
  import('./vendor-list').then((module) => ({ default: module.VendorList })),
);
const AppDownload = lazyWithDeferredMessages(() =>
  import('./app-download').then((module) => ({ default: module.AppDownload })),
);
const AnnouncementPopups = lazyWithDeferredMessages(() =>
  import('./announcement-popups').then((module) => ({ default: module.AnnouncementPopups })),
);

/**
 * Everything under the search box; loaded as its own chunk after the first paint. Memoised: the
 * screen above renders again for its notices, unread count and tile actions, none of which it takes.
 */
export default memo(function BelowFold({ language }: { language: string }) {
  const vendors = useQuery(gameVendorsQueryOptions(language));
  // The vendor list, winner board and app download sit under the whole lobby: they mount once
  // the page has settled, so the first render (the longest task of the load) is the lobby's alone.
  const settled = useSettled();
  const popupsDue = usePopupsDue(settled);
  return (
    <>
      <GameLobby language={language} />
      {settled && <VideoBanners language={language} />}
      {settled && (
        // One boundary: the winner board's slot appears with the list above it, never in its place.
        <Suspense fallback={null}>
          {vendors.data && <VendorList data={vendors.data} />}
          <WinnerBoardSlot language={language} ready={vendors.data !== undefined} />
          <AppDownload />
        </Suspense>
      )}
      {popupsDue && (
        <Suspense fallback={null}>
          <AnnouncementPopups language={language} />
        </Suspense>
      )}
    </>
  );
});

function usePopupsDue(settled: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!settled) return undefined;
    const timer = window.setTimeout(() => setDue(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);
  return due;
}

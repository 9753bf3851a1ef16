import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { AnnouncementPopups } from './announcement-popups';
import { AppDownload } from './app-download';
import { GameLobby } from './game-lobby';
import { VendorList } from './vendor-list';
import { WinnerBoardSlot } from './winner-board-slot';

/** Everything under the search box; loaded as its own chunk after the first paint. */
export default function BelowFold({ language }: { language: string }) {
  const vendors = useQuery(gameVendorsQueryOptions(language));
  return (
    <>
      <GameLobby language={language} />
      {vendors.data && <VendorList data={vendors.data} />}
      <WinnerBoardSlot language={language} ready={vendors.data !== undefined} />
      <AppDownload />
      <AnnouncementPopups language={language} />
    </>
  );
}

import { lazy, Suspense, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { useSession } from '../../../lib/use-session';
import { homeLanguage } from '../home-language';
import { TileActionsContext, type TileActions } from '../tile-actions';
import { HomeBanners } from './home-banners';
import { NoticeStrip } from './notice-strip';
import { QuickEntries } from './quick-entries';
import { RowSkeleton } from './row-skeleton';
import { SearchBox } from './search-box';
import styles from './home-screen.module.css';

// Below the fold: its own chunk, so the first paint carries only banners, entries and notices.
const BelowFold = lazy(() => import('./below-fold'));

export interface HomeScreenProps {
  tileActions: TileActions;
  /** Opens the frame's referral view; without it the Invite entry is left out. */
  onInvite?: (() => void) | undefined;
  /** The inbox's unread count for the message button. */
  unreadCount?: number;
}

/** The home screen of requirements B2.2, top to bottom. */
export function HomeScreen({ tileActions, onInvite, unreadCount = 0 }: HomeScreenProps) {
  const { t } = useLingui();
  const language = homeLanguage();
  const token = useSession()?.token ?? null;
  const notices = useQuery(announcementsQueryOptions({ kinds: ['PL'], language }, token));
  // The same array while the answer is the same: the memoised strip skips the screen's other renders.
  const titles = useMemo(
    () =>
      notices.data
        ? notices.data.player.map((notice) => notice.title)
        : notices.isError
          ? []
          : null,
    [notices.data, notices.isError],
  );

  return (
    <div className={styles.home}>
      <h1 className={styles.hidden}>{t`Home`}</h1>
      <HomeBanners language={language} />
      <QuickEntries onInvite={onInvite} />
      <NoticeStrip titles={titles} unreadCount={unreadCount} />
      <SearchBox />
      <TileActionsContext.Provider value={tileActions}>
        <Suspense fallback={<RowSkeleton />}>
          <BelowFold language={language} />
        </Suspense>
      </TileActionsContext.Provider>
    </div>
  );
}

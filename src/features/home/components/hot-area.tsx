import { memo, useDeferredValue, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hotGamesQueryOptions } from '../../../api/endpoints/hot-games';
import { HOME_LIST_SIZE } from '../lobby-queries';
import { GameRow } from './game-row';
import { RowSkeleton } from './row-skeleton';
import styles from './lobby.module.css';

/** The hot-games area: the first 20 of the hot list (requirements B9 "home game list 20"). */
export const HotArea = memo(function HotArea({
  language,
  providers,
}: {
  language: string;
  /** Vendor code to display name, for the tiles' provider line. */
  providers: ReadonlyMap<string, string>;
}) {
  const { t } = useLingui();
  const hot = useQuery(hotGamesQueryOptions(language));
  // As in a lobby section: the tiles render in a transition that yields, not in the query's notification.
  const games = useDeferredValue(hot.data);
  // The same array while the answer is the same, so the memoised row skips the lobby's other renders.
  const row = useMemo(() => games?.slice(0, HOME_LIST_SIZE), [games]);
  if (games && games.length === 0) return null;
  return (
    <div className={styles.section}>
      {games && row ? (
        <GameRow
          title={t`Hot games`}
          games={row}
          total={games.length}
          to="/hot-games"
          providers={providers}
        />
      ) : (
        <RowSkeleton title={t`Hot games`} />
      )}
    </div>
  );
});

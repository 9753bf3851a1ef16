import { useDeferredValue } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hotGamesQueryOptions } from '../../../api/endpoints/hot-games';
import { HOME_LIST_SIZE } from '../lobby-queries';
import { GameRow } from './game-row';
import { RowSkeleton } from './row-skeleton';
import styles from './lobby.module.css';

/** The hot-games area: the first 20 of the hot list (spec 001 §9 "home game list 20"). */
export function HotArea({ language }: { language: string }) {
  const { t } = useLingui();
  const hot = useQuery(hotGamesQueryOptions(language));
  // As in a lobby section: the tiles render in a transition that yields, not in the query's notification.
  const games = useDeferredValue(hot.data);
  if (games && games.length === 0) return null;
  return (
    <div className={styles.section}>
      {games ? (
        <GameRow title={t`Hot games`} games={games.slice(0, HOME_LIST_SIZE)} total={games.length} to="/hot-games" />
      ) : (
        <RowSkeleton />
      )}
    </div>
  );
}

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
  if (hot.data && hot.data.length === 0) return null;
  return (
    <div className={styles.section}>
      {hot.data ? (
        <GameRow title={t`Hot games`} games={hot.data.slice(0, HOME_LIST_SIZE)} total={hot.data.length} to="/hot-games" />
      ) : (
        <RowSkeleton />
      )}
    </div>
  );
}

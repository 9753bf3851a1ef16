import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameListQueryOptions, type GameListQuery } from '../../../api/endpoints/game-list';
import { useNearViewport } from '../use-near-viewport';
import { GameRow } from './game-row';
import { RowSkeleton } from './row-skeleton';
import styles from './lobby.module.css';

export interface LobbySectionProps {
  title: string;
  query: GameListQuery;
  /** The category screen of the All link. */
  to: string;
  search?: Record<string, string>;
  hideTitle?: boolean;
}

/** A section of the lobby fed by the game list; it asks only when near the viewport and hides when empty. */
export function LobbySection({ title, query, to, search, hideTitle = false }: LobbySectionProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const list = useQuery({ ...gameListQueryOptions(query), enabled: near });
  if (list.data && list.data.games.length === 0) return null;
  return (
    <div ref={box} className={styles.section}>
      {list.data ? (
        <GameRow title={title} games={list.data.games} total={list.data.totalCount} to={to} hideTitle={hideTitle} {...(search ? { search } : {})} />
      ) : (
        // A failed request keeps the reserved space rather than collapsing under the reader.
        <RowSkeleton still={!near} />
      )}
    </div>
  );
}

import { memo, useDeferredValue, useRef } from 'react';
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
  /** Vendor code to display name, for the tiles' provider line. */
  providers?: ReadonlyMap<string, string>;
}

/**
 * A section of the lobby (requirements B2.2.5) fed by the game list; it asks only when near the viewport and hides when
 * empty. Memoised (the lobby keeps each `query` object while its inputs stay the same): every other
 * section's answer renders the lobby again, and this one has nothing new to show.
 */
export const LobbySection = memo(function LobbySection({
  title,
  query,
  to,
  search,
  providers,
}: LobbySectionProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const list = useQuery({ ...gameListQueryOptions(query), enabled: near });
  // The query's answer arrives in a synchronous render; the row's tiles render from the deferred
  // copy, in a transition React builds in slices that yield, instead of one long task per row.
  const page = useDeferredValue(list.data);
  if (page && page.games.length === 0) return null;
  return (
    <div ref={box} className={styles.section}>
      {page ? (
        <GameRow
          title={title}
          games={page.games}
          total={page.totalCount}
          to={to}
          {...(search ? { search } : {})}
          {...(providers ? { providers } : {})}
        />
      ) : (
        // A failed request keeps the reserved space rather than collapsing under the reader; the
        // heading shows meanwhile, so the lobby's sections can be found before their games arrive.
        <RowSkeleton title={title} still={!near} />
      )}
    </div>
  );
});

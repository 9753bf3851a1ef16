import { memo, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Game } from '../../../api/endpoints/game-entry';
import { GameTile } from '../../../ui/game-tile/game-tile';
import { Icon } from '../../../ui/icon';
import { useTileActions } from '../tile-actions';
import styles from './game-row.module.css';

/** Requirements B9: the row arrows scroll 3 cards at a time. */
export const ROW_SCROLL_CARDS = 3;

export interface GameRowProps {
  title: string;
  games: readonly Game[];
  /** Shown on the All link: the whole list's size, not just the cards in the row. */
  total: number;
  /** The category screen the All link opens. */
  to: string;
  search?: Record<string, string>;
  /** Vendor code to display name, for each tile's provider line (a code not in it shows none). */
  providers?: ReadonlyMap<string, string>;
}

/**
 * One lobby section (requirements B2.2.5): its title as the heading, the All link with the count as
 * the section's one way to the whole list (issue 53: no second More link beside it), the arrows, and
 * the horizontally scrolling tiles. Memoised: the lobby above it renders again as its other rows'
 * answers arrive, and this row's props stay the same.
 */
export const GameRow = memo(function GameRow({
  title,
  games,
  total,
  to,
  search,
  providers,
}: GameRowProps) {
  const { t } = useLingui();
  const heading = useId();
  const list = useRef<HTMLUListElement>(null);
  const actions = useTileActions();

  const scroll = (direction: 1 | -1) => {
    const row = list.current;
    const card = row?.firstElementChild as HTMLElement | null | undefined;
    if (!row || !card) return;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
    row.scrollBy({
      left: direction * ROW_SCROLL_CARDS * (card.offsetWidth + gap),
      behavior: 'smooth',
    });
  };

  return (
    <section className={styles.row} aria-labelledby={heading}>
      <div className={styles.head}>
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
        <Link
          to={to}
          search={search ?? {}}
          className={styles.all}
          aria-label={t`All ${total}: ${title}`}
        >
          {t`All ${total}`}
        </Link>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t`Previous games: ${title}`}
          onClick={() => scroll(-1)}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t`Next games: ${title}`}
          onClick={() => scroll(1)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <ul ref={list} className={styles.list} aria-label={title}>
        {games.map((game) => (
          <li key={game.nodeId} className={styles.card}>
            <GameTile
              game={game}
              provider={providers?.get(game.vassalage)}
              favourite={actions.favourites.has(game.nodeId)}
              launching={actions.launching === game.nodeId}
              onLaunch={actions.onLaunch}
              onFavourite={actions.onFavourite}
              onFreePlay={actions.onFreePlay}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

import { useId, useState, type FocusEvent, type FormEvent, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Game } from '../../../api/endpoints/game-entry';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/field';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { SEARCH_TOO_SHORT } from '../../../../machines/games/search-rules.ts';
import type { searchMachine } from '../../../../machines/search.machine.ts';
import { gameErrorMessage } from '../games-messages';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import { PopularGames } from './popular-games';
import styles from './search-panel.module.css';

export interface SearchPanelProps {
  search: ActorRefFrom<typeof searchMachine>;
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  /** Free play from the tiles that offer it (see GameGrid). */
  onFreePlay?: (game: Game) => void;
  onCancel: () => void;
  autoFocus?: boolean;
  /** The search box, for a popup to focus when it opens. */
  inputRef?: Ref<HTMLInputElement>;
  /** Before a query, the popular games below the hot ones (read through the page's query cache). */
  showPopular?: boolean;
}

type View = 'hot' | 'tooShort' | 'busy' | 'results' | 'none' | 'failed' | 'closed';
type Snapshot = SnapshotFrom<typeof searchMachine>;

/** What the panel shows, read from the chart's tags and its few end states. */
function viewOf(snapshot: Snapshot): View {
  if (!snapshot.matches('open')) return 'closed';
  if (snapshot.matches({ open: 'showingHot' })) return 'hot';
  if (snapshot.hasTag('listing')) return 'results';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches({ open: 'tooShort' })) return 'tooShort';
  if (snapshot.matches({ open: 'noResults' })) return 'none';
  return 'failed';
}

/** Requirements B2.5: box with search button, cancel and hint; results with count and load more; hot list when empty. */
export function SearchPanel({
  search,
  favourites,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
  onCancel,
  autoFocus,
  inputRef,
  showPopular = false,
}: SearchPanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const view = useSelector(search, viewOf);
  // The next page is on its way: the list stays, its button shows it loading.
  const loadingMore = useSelector(
    search,
    (snapshot) => snapshot.hasTag('listing') && snapshot.hasTag('busy'),
  );
  const context = useSelector(search, (snapshot) => snapshot.context);
  const { term, games, totalCount, hasMore, hot, pageSize, errorCode } = context;
  // The box keeps what was typed (spaces included); the chart keeps the term it searches.
  const [text, setText] = useState(term);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.send({ type: 'search.submit' });
  };
  // Leaving the whole panel, or the dialog it sits in, counts as leaving the box; moving to a
  // tile or the dialog itself does not (a tap on a hot game must reach it).
  const blur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    const area = event.currentTarget.closest('[role="dialog"]') ?? event.currentTarget;
    if (!area.contains(next)) search.send({ type: 'search.blur' });
  };

  return (
    <div className={styles.panel} onBlur={blur}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <Field
          ref={inputRef}
          label={t`Search games`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          // The popup and the search screen open to type at once.
          autoFocus={autoFocus}
          value={text}
          hint={t`Enter at least 3 characters of a game name`}
          error={
            view === 'tooShort' && errorCode === SEARCH_TOO_SHORT
              ? gameErrorMessage(i18n, SEARCH_TOO_SHORT)
              : undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            search.send({ type: 'search.input', term: event.target.value });
          }}
          className={styles.field}
        />
        <div className={styles.buttons}>
          <Button type="submit" icon="search">
            {t`Search`}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form>

      {view === 'hot' && hot && hot.length > 0 && (
        <section aria-labelledby={headingId} className={styles.section}>
          <h2 id={headingId} className={styles.heading}>
            {t`Hot games`}
          </h2>
          <GameGrid
            label={t`Hot games`}
            games={hot.slice(0, pageSize)}
            favourites={favourites}
            launching={launching}
            onLaunch={onLaunch}
            onFavourite={onFavourite}
            {...(onFreePlay ? { onFreePlay } : {})}
          />
        </section>
      )}
      {/* Below the hot games: the games players launched most this week. */}
      {view === 'hot' && showPopular && (
        <PopularGames
          count={pageSize}
          favourites={favourites}
          launching={launching}
          onLaunch={onLaunch}
          onFavourite={onFavourite}
          onFreePlay={onFreePlay}
        />
      )}
      {view === 'busy' && (
        <div role="status">
          <VisuallyHidden>{t`Searching`}</VisuallyHidden>
          <GameGridSkeleton count={pageSize > 12 ? 12 : pageSize} />
        </div>
      )}
      {view === 'results' && (
        <section aria-labelledby={headingId} className={styles.section}>
          <h2 id={headingId} className={styles.heading} role="status">
            {t`Results: ${totalCount}`}
          </h2>
          <GameGrid
            label={t`Search results`}
            games={games}
            favourites={favourites}
            launching={launching}
            onLaunch={onLaunch}
            onFavourite={onFavourite}
            {...(onFreePlay ? { onFreePlay } : {})}
          />
          {errorCode && (
            <p className={styles.error} role="alert">
              {gameErrorMessage(i18n, errorCode)}
            </p>
          )}
          {(hasMore || loadingMore) && (
            <Button
              variant="secondary"
              block
              loading={loadingMore}
              onClick={() => search.send({ type: 'search.loadMore' })}
            >
              {t`Load more`}
            </Button>
          )}
        </section>
      )}
      {view === 'none' && (
        <EmptyState title={t`No games found`} description={t`Try another name.`} />
      )}
      {view === 'failed' && (
        <EmptyState
          icon="warning"
          title={t`The search failed`}
          description={gameErrorMessage(i18n, errorCode ?? 'unknown')}
          action={<Button onClick={() => search.send({ type: 'search.retry' })}>{t`Retry`}</Button>}
        />
      )}
    </div>
  );
}

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry';
import { SearchPanel } from '../../../src/features/games/components/search-panel';
import { searchMachine, type SearchGamesInput } from '../../../machines/search.machine';
import { renderWithI18n } from '../../helpers/render';
import { game } from '../../machines/helpers/games';

const dragons = async (input: SearchGamesInput): Promise<GamePage> => ({
  games: [game(input.pageNo * 10, { displayName: `Dragon ${input.pageNo}` })],
  pageNum: input.pageNo,
  totalPages: 2,
  totalCount: 2,
});

function setup(answer: (input: SearchGamesInput) => Promise<GamePage> = dragons) {
  const searches: SearchGamesInput[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        searchGames: fromPromise<GamePage, SearchGamesInput>(async ({ input }) => {
          searches.push(input);
          return answer(input);
        }),
        loadHot: fromPromise<Game[], void>(async () => [game(1, { displayName: 'Hot One' })]),
      },
    }),
    { input: { pageSize: 9, closesOnBlur: true, startOpen: true } },
  ).start();
  const onCancel = vi.fn();
  const view = renderWithI18n(
    <SearchPanel
      search={actor}
      favourites={new Set()}
      launching={null}
      onLaunch={vi.fn()}
      onFavourite={vi.fn()}
      onCancel={onCancel}
    />,
  );
  return { actor, searches, onCancel, ...view };
}

describe('search panel', () => {
  it('shows the hot list with an empty box, the 3-character rule, then results with a count and load more', async () => {
    const { user, searches } = setup();
    expect(await screen.findByRole('button', { name: 'Hot One' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'dr');
    expect(screen.getByText('Search requires at least 3 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'agon{Enter}');
    expect(await screen.findByText('Results: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Dragon 2' })).toBeInTheDocument();
    expect(searches).toEqual([
      { term: 'dragon', pageNo: 1, pageSize: 9 },
      { term: 'dragon', pageNo: 2, pageSize: 9 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('cancel is offered, and leaving an empty box closes the popup chart', async () => {
    const { user, actor, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    screen.getByRole('searchbox', { name: 'Search games' }).focus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.click(document.body);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a failed search offers a retry; the results that follow show no old message', async () => {
    let fail = true;
    const { user } = setup(async (input) => {
      if (fail) throw { code: 'network.offline' };
      return dragons(input);
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon{Enter}');
    expect(await screen.findByText('The search failed')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Results: 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a term that matches nothing says so', async () => {
    const { user } = setup(async () => ({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz{Enter}');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });
});

describe('search panel free play', () => {
  it('offers free play on the tiles of games that have it, in the hot list and in the results', async () => {
    const actor = createActor(
      searchMachine.provide({
        actors: {
          searchGames: fromPromise<GamePage, SearchGamesInput>(async () => ({
            games: [
              game(20, { displayName: 'Paid Dragon', supportPlay: 1, freeplay: 0 }),
              game(21, { displayName: 'Free Dragon', supportPlay: 0 }),
            ],
            pageNum: 1,
            totalPages: 1,
            totalCount: 2,
          })),
          loadHot: fromPromise<Game[], void>(async () => [
            game(1, { displayName: 'Hot One', supportPlay: 0 }),
          ]),
        },
      }),
      { input: { pageSize: 9, closesOnBlur: true, startOpen: true } },
    ).start();
    const onFreePlay = vi.fn();
    const { user } = renderWithI18n(
      <SearchPanel
        search={actor}
        favourites={new Set()}
        launching={null}
        onLaunch={vi.fn()}
        onFavourite={vi.fn()}
        onFreePlay={onFreePlay}
        onCancel={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Free play: Hot One' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Free play: Free Dragon' }));
    expect(screen.queryByRole('button', { name: 'Free play: Paid Dragon' })).toBeNull();
    expect(onFreePlay.mock.calls.map(([tapped]) => (tapped as Game).nodeId)).toEqual([1, 21]);
  });
});

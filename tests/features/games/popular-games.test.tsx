import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry';
import { popularGamesQueryOptions } from '../../../src/api/endpoints/popular-games';
import { SearchPanel } from '../../../src/features/games/components/search-panel';
import { gamesLanguage } from '../../../src/features/games/games-language';
import { searchMachine, type SearchGamesInput } from '../../../machines/search.machine';
import { renderWithI18n } from '../../helpers/render';
import { game } from '../../machines/helpers/games';

function setup(popular: Game[]) {
  const actor = createActor(
    searchMachine.provide({
      actors: {
        searchGames: fromPromise<GamePage, SearchGamesInput>(async () => ({
          games: [game(5, { displayName: 'Dragon' })],
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        })),
        loadHot: fromPromise<Game[], void>(async () => [game(1, { displayName: 'Hot One' })]),
      },
    }),
    { input: { pageSize: 9, closesOnBlur: false, startOpen: true } },
  ).start();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(
    popularGamesQueryOptions({ language: gamesLanguage(), pageSize: 9 }).queryKey,
    popular,
  );
  const onLaunch = vi.fn();
  const view = renderWithI18n(
    <QueryClientProvider client={client}>
      <SearchPanel
        search={actor}
        favourites={new Set()}
        launching={null}
        onLaunch={onLaunch}
        onFavourite={vi.fn()}
        onCancel={vi.fn()}
        showPopular
      />
    </QueryClientProvider>,
  );
  return { onLaunch, ...view };
}

describe('popular games on the search', () => {
  it('before a query: the popular games as game cards below the hot ones; they launch like any tile; a query hides them', async () => {
    const { user, onLaunch } = setup([
      game(31, { displayName: 'Crowd Pleaser' }),
      game(32, { displayName: 'Second Favourite' }),
    ]);
    const section = (await screen.findByRole('heading', { name: 'Popular games' })).closest(
      'section',
    ) as HTMLElement;
    const grid = within(section).getByRole('list', { name: 'Popular games' });
    expect(within(grid).getByRole('button', { name: 'Crowd Pleaser' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Second Favourite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hot One' })).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Crowd Pleaser' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 31 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon{Enter}');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular games' })).toBeNull();
  });

  it('no popular games: no empty section', async () => {
    setup([]);
    expect(await screen.findByRole('button', { name: 'Hot One' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular games' })).toBeNull();
  });
});

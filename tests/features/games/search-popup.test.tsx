import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry';
import SearchPopup from '../../../src/features/games/components/search-popup';
import { searchMachine, type SearchGamesInput } from '../../../machines/search.machine';
import { renderInRouter } from '../../helpers/render-in-router';
import { game } from '../../machines/helpers/games';

// The popup's calls answer from here; the vendor map never arrives (the popup does not need it to search).
vi.mock('../../../src/features/games/actors/search.actors', () => ({
  searchLogic: () =>
    searchMachine.provide({
      actors: {
        searchGames: fromPromise<GamePage, SearchGamesInput>(async () => ({
          games: [game(7, { displayName: 'Dragon Seven' })],
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        })),
        loadHot: fromPromise<Game[], void>(async () => [game(1, { displayName: 'Hot One' })]),
      },
    }),
}));
vi.mock('../../../src/api/endpoints/game-vendors', async (original) => ({
  ...(await original<object>()),
  gameVendorsQueryOptions: () => ({
    queryKey: ['test', 'vendors'],
    queryFn: () => new Promise(() => undefined),
  }),
}));

describe('search popup', () => {
  it('opens on each request, searches with 9 a page, and closes with Cancel', async () => {
    let requests = 1;
    function Host() {
      return <SearchPopup requests={requests} imageCdns={['']} />;
    }
    const { user, rerender } = await renderInRouter(Host);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await screen.findByRole('button', { name: 'Hot One' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'drag{Enter}');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    requests = 2;
    act(() => rerender(<Host />));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});

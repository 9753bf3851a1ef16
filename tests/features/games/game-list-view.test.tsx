import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../../src/api/endpoints/game-entry';
import { GameListView } from '../../../src/features/games/components/game-list-view';
import {
  gameListMachine,
  type GameListInput,
  type LoadGamesInput,
} from '../../../machines/game-list.machine';
import { renderWithI18n } from '../../helpers/render';
import { renderInRouter } from '../../helpers/render-in-router';
import { game } from '../../machines/helpers/games';

const input: GameListInput = {
  gameType: 'RNG',
  hasQuery: false,
  hasSession: true,
  inHouseVendors: [],
  pageSize: 3,
  hotPageSize: 3,
};

function setup(answer: (query: LoadGamesInput) => Promise<GamePage>) {
  const actor = createActor(
    gameListMachine.provide({
      actors: {
        loadGames: fromPromise(({ input: query }) => answer(query)),
        loadHot: fromPromise<Game[], void>(async () => []),
      },
      actions: { goToLogin: () => undefined, goToPlainPath: () => undefined },
    }),
    { input },
  ).start();
  const onLaunch = vi.fn();
  const onFavourite = vi.fn();
  const view = renderWithI18n(
    <GameListView
      list={actor}
      favourites={new Set([2])}
      launching={null}
      onLaunch={onLaunch}
      onFavourite={onFavourite}
    />,
  );
  return { actor, onLaunch, onFavourite, ...view };
}

const page = (pageNo: number): GamePage => ({
  games: [1, 2, 3].map((i) => game((pageNo - 1) * 3 + i)),
  pageNum: pageNo,
  totalPages: 2,
  totalCount: 6,
});

// jsdom has no layout: the page's height is set by hand to place the list far from, or near, its end.
let pageHeight = 10_000;
beforeEach(() => {
  pageHeight = 10_000;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
});
afterEach(() => vi.restoreAllMocks());

describe('game list view', () => {
  it('shows a skeleton while loading, then the tiles, the count and load more until the last page', async () => {
    let release: (value: GamePage) => void = () => undefined;
    const { user, onLaunch, onFavourite } = setup((query) =>
      query.pageNo === 1
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve(page(query.pageNo)),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    act(() => release(page(1)));
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(screen.getByText('Games: 6')).toBeInTheDocument();
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Favorite: Game 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Favorite: Game 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Game 1' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 1 }));
    await user.click(screen.getByRole('button', { name: 'Favorite: Game 3' }));
    expect(onFavourite).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 3 }), 2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Games' }).querySelectorAll('li')).toHaveLength(6),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('asks for the next page when scrolled within 400 px of the end', async () => {
    setup(async (query) => page(query.pageNo));
    await screen.findByRole('list', { name: 'Games' });
    expect(screen.getByRole('list', { name: 'Games' }).querySelectorAll('li')).toHaveLength(3);
    pageHeight = window.innerHeight + 399;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Games' }).querySelectorAll('li')).toHaveLength(6),
    );
  });

  it('offers Clear filter on the empty list when a filter narrows it, and it brings the games back', async () => {
    const { actor, user } = setup(async (query) =>
      query.filter.vassalage === 'JILI'
        ? { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }
        : page(1),
    );
    await screen.findByRole('list', { name: 'Games' });
    act(() => actor.send({ type: 'filter.vendorChanged', vendor: 'JILI' }));
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    // Only a vendor narrows the list: no search to clear.
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
  });

  it('offers Clear search, not a Clear filter that would do nothing, when only a name finds no games', async () => {
    const { actor, user } = setup(async (query) =>
      query.filter.gameName === 'zzz'
        ? { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }
        : page(1),
    );
    await screen.findByRole('list', { name: 'Games' });
    act(() => actor.send({ type: 'filter.nameChanged', name: 'zzz' }));
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.filter.gameName).toBe('');
  });

  it("takes a member's favourites off the screen when the session ends, and leads to the login", async () => {
    const actor = createActor(
      gameListMachine.provide({
        actors: {
          loadGames: fromPromise(async () => page(1)),
          loadHot: fromPromise<Game[], void>(async () => []),
        },
        actions: { goToLogin: () => undefined, goToPlainPath: () => undefined },
      }),
      { input: { ...input, gameType: '', dataType: 'FAV' } },
    ).start();
    const { user, history } = await renderInRouter(
      () => (
        <GameListView
          list={actor}
          favourites={new Set()}
          launching={null}
          onLaunch={vi.fn()}
          onFavourite={vi.fn()}
        />
      ),
      {
        entries: ['/favorite'],
        paths: ['/login'],
      },
    );
    await screen.findByRole('list', { name: 'Games' });
    act(() => actor.send({ type: 'session.changed', hasSession: false }));
    expect(screen.queryByRole('list', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('says why loading failed and retries', async () => {
    let calls = 0;
    const { user } = setup(async () => {
      calls += 1;
      if (calls === 1) throw { code: 'network.offline' };
      return page(1);
    });
    expect(await screen.findByText('No internet connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
  });
});

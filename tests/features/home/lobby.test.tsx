import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { gameListQueryOptions } from '../../../src/api/endpoints/game-list';
import {
  gameVendorsQueryOptions,
  gameVendorsSchema,
} from '../../../src/api/endpoints/game-vendors';
import { hotGamesQueryOptions } from '../../../src/api/endpoints/hot-games';
import { GameLobby } from '../../../src/features/home/components/game-lobby';
import { GameRow } from '../../../src/features/home/components/game-row';
import { RowSkeleton } from '../../../src/features/home/components/row-skeleton';
import { VendorList } from '../../../src/features/home/components/vendor-list';
import { sectionQuery } from '../../../src/features/home/lobby-queries';
import { TileActionsContext } from '../../../src/features/home/tile-actions';
import { game } from '../../machines/helpers/games';
import { renderInRouter } from '../../helpers/render-in-router';
import { renderWithData } from './with-query-data';

const games = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => game(from + index));

describe('game row', () => {
  it('scrolls 3 cards a click and links All with the count', async () => {
    const { router } = await renderInRouter(
      () => <GameRow title="Slots" games={games(1, 10)} total={42} to="/slot-games" />,
      { paths: ['/slot-games'] },
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    const card = list.firstElementChild as HTMLElement;
    Object.defineProperty(card, 'offsetWidth', { value: 100 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Next games: Slots' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous games: Slots' }));
    // jsdom computes no grid gap: 3 cards of 100 px.
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([
      300, -300,
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'All 42: Slots' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/slot-games'));
  });

  it('is a section named by its heading, with the All link as its one link to the list (issue 53)', async () => {
    await renderInRouter(() => (
      <GameRow title="Slots" games={games(1, 4)} total={42} to="/slot-games" />
    ));
    const row = screen.getByRole('region', { name: 'Slots' });
    expect(within(row).getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All 42']);
  });

  it("names each tile by its game alone, and describes it with the provider and the game's Hot and New tags", async () => {
    const tagged = [
      game(1, { vassalage: 'PG', hotRank: 3, isNew: 1 }),
      game(2, { vassalage: 'JILI', hotRank: null }),
      game(3, { vassalage: 'UNLISTED' }),
    ];
    await renderInRouter(() => (
      <GameRow
        title="Hot games"
        games={tagged}
        total={3}
        to="/hot-games"
        providers={
          new Map([
            ['PG', 'PG Soft'],
            ['JILI', 'JILI'],
          ])
        }
      />
    ));
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveAccessibleDescription(
      'Hot New PG Soft',
    );
    expect(screen.getByRole('button', { name: 'Game 2' })).toHaveAccessibleDescription('JILI');
    // Neither tags nor a provider the vendor list names: nothing describes the tile.
    expect(screen.getByRole('button', { name: 'Game 3' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByText('Hot')).toHaveLength(1);
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('gives every tile the favourite heart and the launch of the route', async () => {
    const onLaunch = vi.fn();
    const onFavourite = vi.fn();
    await renderInRouter(() => (
      <TileActionsContext.Provider
        value={{ favourites: new Set([2]), launching: null, onLaunch, onFavourite }}
      >
        <GameRow title="Hot" games={games(1, 3)} total={3} to="/hot-games" />
      </TileActionsContext.Provider>
    ));
    expect(screen.getByRole('button', { name: 'Favorite: Game 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Game 1' }));
    expect(onFavourite).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Game 3' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 3 }));
  });
});

const vendorData = (rng: number, live: number) =>
  gameVendorsSchema.parse({
    sorting: [
      { gameCategory: 'RNG', vendorNames: [] },
      { gameCategory: 'LIVE', vendorNames: [] },
      { gameCategory: 'SPORTS', vendorNames: [] },
    ],
    vendors: {
      RNG: Array.from({ length: rng }, (_, index) => ({
        vassalage: `R${index}`,
        displayName: `Slot vendor ${index}`,
        gameType: 'RNG',
        gameCategory: 'RNG',
      })),
      LIVE: Array.from({ length: live }, (_, index) => ({
        vassalage: `L${index}`,
        displayName: `Live vendor ${index}`,
        gameType: 'LIVE',
        gameCategory: 'LIVE',
      })),
      ESPORTS: [
        { vassalage: 'AV', displayName: 'AV Esports', gameType: 'SPORTS', gameCategory: 'ESPORTS' },
      ],
    },
  });

describe('vendor list', () => {
  it('pages 9 vendors at a time with an All tab and the category tabs', async () => {
    const { user } = await renderInRouter(() => <VendorList data={vendorData(8, 3)} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const grid = () => within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(grid()).toHaveLength(9);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next providers' }));
    expect(grid().map((link) => link.textContent)).toEqual([
      'Live vendor 1',
      'Live vendor 2',
      'AV Esports',
    ]);
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(grid()).toHaveLength(3);
    // Three vendors: no pager.
    expect(screen.queryByRole('navigation', { name: 'Provider pages' })).not.toBeInTheDocument();
    expect(grid()[0]).toHaveAttribute('href', '/live-games?vassalage=L0');
  });

  it('lists a vendor of two categories once under All, opening its first category, and under each of its tabs', async () => {
    const data = gameVendorsSchema.parse({
      sorting: [
        { gameCategory: 'RNG', vendorNames: ['JILI', 'PG'] },
        { gameCategory: 'FISH', vendorNames: ['JILI', 'OCEAN'] },
      ],
      vendors: {
        RNG: [
          { vassalage: 'JILI', displayName: 'JILI', gameType: 'RNG', gameCategory: 'RNG' },
          { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', gameCategory: 'RNG' },
        ],
        FISH: [
          { vassalage: 'JILI', displayName: 'JILI', gameType: 'FISH', gameCategory: 'FISH' },
          {
            vassalage: 'OCEAN',
            displayName: 'Ocean Studio',
            gameType: 'FISH',
            gameCategory: 'FISH',
          },
        ],
      },
    });
    const { user } = await renderInRouter(() => <VendorList data={data} />);
    const grid = () => within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(grid().map((link) => link.textContent)).toEqual(['JILI', 'PG Soft', 'Ocean Studio']);
    expect(grid()[0]).toHaveAttribute('href', '/slot-games?vassalage=JILI');
    await user.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(grid().map((link) => link.textContent)).toEqual(['JILI', 'Ocean Studio']);
    expect(grid()[0]).toHaveAttribute('href', '/fish-games?vassalage=JILI');
  });

  it('shows the pager over 3 vendors only, and nothing without vendors', async () => {
    // One slot, one live and the esports vendor: 3.
    const { unmount } = await renderInRouter(() => <VendorList data={vendorData(1, 1)} />);
    expect(screen.queryByRole('navigation', { name: 'Provider pages' })).not.toBeInTheDocument();
    unmount();
    const second = await renderInRouter(() => <VendorList data={vendorData(2, 1)} />);
    expect(screen.getByRole('navigation', { name: 'Provider pages' })).toBeInTheDocument();
    second.unmount();
    await renderInRouter(() => (
      <VendorList data={gameVendorsSchema.parse({ sorting: [], vendors: {} })} />
    ));
    expect(screen.queryByRole('heading', { name: 'Game providers' })).not.toBeInTheDocument();
  });
});

describe('game lobby', () => {
  it('shows hot (20 of the list), jackpots, new games and one section per category in vendor order', async () => {
    const data = vendorData(2, 1);
    await renderWithData(
      () => <GameLobby language="EN" />,
      [
        [gameVendorsQueryOptions('EN').queryKey, data],
        [hotGamesQueryOptions('EN').queryKey, games(1, 30)],
        [
          gameListQueryOptions(sectionQuery('JACKPOT', [], 'EN')).queryKey,
          { games: games(100, 4), pageNum: 1, totalPages: 1, totalCount: 4 },
        ],
        [
          gameListQueryOptions(sectionQuery('NEW', [], 'EN')).queryKey,
          { games: games(200, 16), pageNum: 1, totalPages: 2, totalCount: 20 },
        ],
        [
          gameListQueryOptions(sectionQuery('RNG', [], 'EN', ['R0', 'R1'])).queryKey,
          {
            games: games(300, 16).map((slot) => ({ ...slot, vassalage: 'R0' })),
            pageNum: 1,
            totalPages: 5,
            totalCount: 77,
          },
        ],
        [
          gameListQueryOptions(sectionQuery('LIVE', [], 'EN', ['L0'])).queryKey,
          { games: [], pageNum: 1, totalPages: 0, totalCount: 0 },
        ],
      ],
    );
    expect(
      within(screen.getByRole('list', { name: 'Hot games' })).getAllByRole('listitem'),
    ).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'All 30: Hot games' })).toHaveAttribute(
      'href',
      '/hot-games',
    );
    expect(screen.getByRole('link', { name: 'All 4: Jackpots' })).toHaveAttribute(
      'href',
      '/jackpots',
    );
    expect(screen.getByRole('link', { name: 'All 20: New games' })).toHaveAttribute(
      'href',
      '/new-games',
    );
    expect(screen.getByRole('link', { name: 'All 77: Slots' })).toHaveAttribute(
      'href',
      '/slot-games',
    );
    // Issue 53: the All link is each section's one link to its list, no More beside it.
    expect(screen.queryByRole('link', { name: /^More/ })).not.toBeInTheDocument();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // Requirements B4: ESPORTS goes in after SPORTS when it has vendors. Sports and esports are
    // still loading (their headings show already); live casino came back empty and is gone.
    expect(headings).toEqual(['Hot games', 'Jackpots', 'New games', 'Slots', 'Sports', 'Esports']);
    expect(screen.queryByRole('list', { name: 'Live casino' })).not.toBeInTheDocument();
    // The tiles name their provider from the vendor answer.
    expect(
      within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('button', {
        description: 'Slot vendor 0',
      }),
    ).toHaveLength(16);
  });
});

describe('row skeleton', () => {
  it('pulses while its row loads, and keeps still while the row is not asked for yet', () => {
    const pulsing = (container: HTMLElement) =>
      [...container.querySelectorAll('span[aria-hidden="true"]')].filter(
        (span) => !/still/.test(span.className),
      ).length;
    const loading = render(<RowSkeleton />);
    expect(pulsing(loading.container)).toBe(7);
    const waiting = render(<RowSkeleton still />);
    expect(waiting.container.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(7);
    expect(pulsing(waiting.container)).toBe(0);
  });
});

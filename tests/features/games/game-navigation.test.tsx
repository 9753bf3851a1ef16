import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { CategorySheet } from '../../../src/features/games/components/category-sheet';
import { GameMenuStrip } from '../../../src/features/games/components/game-menu-strip';
import { renderInRouter } from '../../helpers/render-in-router';

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'INHOUSE'];

function Path() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <output aria-label="path">{pathname}</output>;
}

describe('game menu strip', () => {
  it('lists Home, Favorites and the categories in order and marks the current one', async () => {
    await renderInRouter(() => <GameMenuStrip categories={CATEGORIES} path="/live-games" />, {
      entries: ['/live-games'],
    });
    const nav = screen.getByRole('navigation', { name: 'Game menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Favorites',
      'Slots',
      'Live casino',
      'Sports',
      'Esports',
      'In-house',
    ]);
    expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slot-games');
  });

  it('marks the category of a screen under it (bingo under slots) without calling it the page', async () => {
    await renderInRouter(() => <GameMenuStrip categories={CATEGORIES} path="/bingo" />, {
      entries: ['/bingo'],
    });
    const nav = screen.getByRole('navigation', { name: 'Game menu' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});

describe('category sheet', () => {
  it('highlights the current category and navigates to the chosen one', async () => {
    const { user } = await renderInRouter(
      () => (
        <>
          <CategorySheet
            open
            onClose={() => undefined}
            categories={['HOT', ...CATEGORIES]}
            current="RNG"
          />
          <Path />
        </>
      ),
      { entries: ['/slot-games'], paths: ['/sport-games'] },
    );
    const sheet = screen.getByRole('dialog', { name: 'Game category' });
    expect(within(sheet).getByRole('link', { name: /Slots/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sheet).getByRole('link', { name: /Hot/ })).toHaveAttribute('href', '/hot-games');
    await user.click(within(sheet).getByRole('link', { name: /Sports/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/sport-games'),
    );
  });
});

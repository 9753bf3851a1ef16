import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CategorySheet } from '../../../src/features/games/components/category-sheet';
import { categoryIcon } from '../../../src/features/games/category-icons';
import { CATEGORY_PATHS, CATEGORY_SCREENS } from '../../../src/lib/category-routes';
import { renderInRouter } from '../../helpers/render-in-router';

const SHEET_CATEGORIES = Object.keys(CATEGORY_PATHS);
const ALL_KINDS = [
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
];
const sprite = readFileSync(resolve(process.cwd(), 'public/icons.svg'), 'utf8');

describe('category icons', () => {
  it('every category of the sheet has its own icon in the sprite', () => {
    const icons = SHEET_CATEGORIES.map((category) => categoryIcon(category));
    expect(icons).not.toContain(null);
    expect(new Set(icons).size).toBe(SHEET_CATEGORIES.length);
    for (const icon of icons) expect(sprite).toContain(`<symbol id="${icon}" viewBox="0 0 24 24">`);
  });

  it('every list type with a screen of its own has an icon too', () => {
    const types = Object.values(CATEGORY_SCREENS).map((screen) => screen.type);
    expect(types.filter((type) => categoryIcon(type) === null)).toEqual([]);
    expect(categoryIcon('BINGO')).toBe('bingo');
    expect(categoryIcon('JACKPOT')).toBe('coins');
  });

  it('a code without an icon gets none', () => {
    expect(categoryIcon('UNKNOWN')).toBeNull();
  });
});

describe('category sheet entries', () => {
  it('show each category with its icon, named by the category alone', async () => {
    await renderInRouter(
      () => <CategorySheet open onClose={() => undefined} categories={ALL_KINDS} current="FISH" />,
      {
        entries: ['/fish-games'],
      },
    );
    const sheet = screen.getByRole('dialog', { name: 'Game category' });
    const links = within(sheet).getAllByRole('link');
    expect(links).toHaveLength(ALL_KINDS.length);
    expect(links.map((link) => link.textContent)).toEqual([
      'Hot',
      'Slots',
      'Live casino',
      'Fishing',
      'Card games',
      'Sports',
      'Esports',
      'Cockfight',
      'Lottery',
      'E-lottery',
      'In-house',
    ]);
    links.forEach((link, index) => {
      const svg = link.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(
        new RegExp(`icons\\.svg#${categoryIcon(ALL_KINDS[index] ?? '')}$`),
      );
    });
    expect(within(sheet).getByRole('link', { name: 'Cockfight' })).toHaveAttribute(
      'href',
      '/cockfight',
    );
    expect(within(sheet).getByRole('link', { name: 'Fishing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leaves out a category without a screen', async () => {
    await renderInRouter(() => (
      <CategorySheet
        open
        onClose={() => undefined}
        categories={['HOT', 'BOGUS', 'LIVE']}
        current={null}
      />
    ));
    const sheet = screen.getByRole('dialog', { name: 'Game category' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hot', 'Live casino']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { gameVendorsSchema } from '../../../src/api/endpoints/game-vendors';
import { ClassifyTabs } from '../../../src/features/games/components/classify-tabs';
import { FilterPopup } from '../../../src/features/games/components/filter-popup';
import { GameTile } from '../../../src/ui/game-tile/game-tile';
import { VendorStrip } from '../../../src/features/games/components/vendor-strip';
import { GameImagesProvider } from '../../../src/lib/game-images';
import { renderWithI18n } from '../../helpers/render';
import { game } from '../../machines/helpers/games';

const data = gameVendorsSchema.parse({
  sorting: [],
  vendors: {
    RNG: ['JILI', 'PG'].map((code) => ({
      vassalage: code,
      displayName: `${code} name`,
      gameType: 'RNG',
      gameCategory: 'RNG',
      mobileLargeIcon: `/games/art/vendor/${code}-WHITE.png`,
      img: '',
      isHot: 0,
      gameCount: code === 'JILI' ? 5 : 4,
    })),
  },
  gameTypes: {
    RNG: {
      gameType: 'RNG',
      gameCount: 9,
      gameClassify: [
        { key: 'SLOT', displayName: 'Slots' },
        { key: 'BG', displayName: 'Bingo' },
      ],
    },
  },
});
const vendors = data.vendors['RNG'] ?? [];
const classifications = data.gameTypes['RNG']?.gameClassify ?? [];

describe('filter popup', () => {
  function open(onApply = vi.fn(), onReset = vi.fn()) {
    const onClose = vi.fn();
    const view = renderWithI18n(
      <FilterPopup
        open
        onClose={onClose}
        vendors={vendors}
        classifications={classifications}
        current={{ vendor: 'PG', classify: '', minBet: '', minLine: '' }}
        onApply={onApply}
        onReset={onReset}
      />,
    );
    return { onApply, onReset, onClose, ...view };
  }

  it('toggles a provider or type off when chosen again, and submits the choice', async () => {
    const { user, onApply, onClose } = open();
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    const pg = within(dialog).getByRole('button', { name: 'PG name' });
    expect(pg).toHaveAttribute('aria-pressed', 'true');
    await user.click(pg);
    expect(pg).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'JILI name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bingo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bingo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Slots' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum bet up to' }), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply).toHaveBeenCalledWith({
      vendor: 'JILI',
      classify: 'SLOT',
      minBet: '0.5',
      minLine: '',
    });
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('refuses a malformed amount and resets everything', async () => {
    const { user, onApply, onReset } = open();
    const lines = screen.getByRole('textbox', { name: 'At least this many lines' });
    await user.type(lines, '2.5');
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
  });
});

describe('vendor strip and classification tabs', () => {
  it('offers All plus the vendors, each with its number of games, and marks the chosen one', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithI18n(
      <GameImagesProvider cdns={['https://cdn.example/']}>
        <VendorStrip vendors={vendors} selected="PG" total={9} onSelect={onSelect} />
      </GameImagesProvider>,
    );
    const group = screen.getByRole('group', { name: 'Providers' });
    expect(within(group).getByRole('button', { name: 'PG name 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'JILI name 5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(group.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/games/art/vendor/JILI-WHITE.png',
    );
    await user.click(within(group).getByRole('button', { name: 'All providers 9' }));
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('lists All, Favorite, Recent, New, Hot and the configured classifications except the preset one', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithI18n(
      <ClassifyTabs
        classifications={classifications}
        dataType="ALL"
        classify="BG"
        baseClassify="BG"
        onChoose={onChoose}
      />,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Favorite', 'Recent', 'New', 'Hot', 'Slots']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'data', dataType: 'RECENT' });
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'classify', key: 'SLOT' });
  });
});

describe('game tile', () => {
  it('shows a placeholder of the same size when the art fails, and says when it is launching', () => {
    renderWithI18n(
      <GameTile
        game={game(4)}
        favourite={false}
        launching
        onLaunch={vi.fn()}
        onFavourite={vi.fn()}
      />,
    );
    const launch = screen.getByRole('button', { name: 'Game 4' });
    expect(launch).toHaveAttribute('aria-busy', 'true');
    const image = launch.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image as HTMLImageElement);
    expect(launch.querySelector('img')).toBeNull();
    expect(launch).toHaveTextContent('JILI');
  });
});

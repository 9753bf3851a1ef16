import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { gameVendorsSchema } from '../../../src/api/endpoints/game-vendors';
import { ProviderPicker } from '../../../src/features/games/components/provider-picker';
import { VendorGrid } from '../../../src/features/games/components/vendor-grid';
import { GameImagesProvider } from '../../../src/lib/game-images';
import { renderWithI18n } from '../../helpers/render';

const vendors =
  gameVendorsSchema.parse({
    sorting: [],
    vendors: {
      SPORTS: ['ARENA', 'GOALBET'].map((code, index) => ({
        vassalage: code,
        displayName: `${code} name`,
        gameType: 'SPORTS',
        gameCategory: 'SPORTS',
        mobileLargeIcon: `/games/art/vendor/${code}-WHITE.png`,
        gameCount: 6 + index,
      })),
    },
  }).vendors['SPORTS'] ?? [];

const withImages = (node: React.ReactNode) => (
  <GameImagesProvider cdns={['https://cdn.example/']}>{node}</GameImagesProvider>
);

describe('vendor grid', () => {
  it('offers All with the category total and each vendor with its icon and count; a tap picks it', async () => {
    const onPick = vi.fn();
    const { user } = renderWithI18n(
      withImages(<VendorGrid vendors={vendors} total={13} onPick={onPick} />),
    );
    const grid = screen.getByRole('list', { name: 'Choose a provider' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'AllAll games Games: 13',
      'ARENA name Games: 6',
      'GOALBET name Games: 7',
    ]);
    expect(grid.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/games/art/vendor/ARENA-WHITE.png',
    );
    await user.click(within(grid).getByRole('button', { name: /GOALBET name/ }));
    expect(onPick).toHaveBeenLastCalledWith('GOALBET');
    await user.click(within(grid).getByRole('button', { name: /All games/ }));
    expect(onPick).toHaveBeenLastCalledWith(null);
  });
});

describe('provider picker', () => {
  function open(selected: string | null) {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const view = renderWithI18n(
      withImages(
        <ProviderPicker
          open
          onClose={onClose}
          vendors={vendors}
          selected={selected}
          onConfirm={onConfirm}
        />,
      ),
    );
    return {
      ...view,
      onConfirm,
      onClose,
      dialog: screen.getByRole('dialog', { name: 'Choose a provider' }),
    };
  }

  it('shows All and each provider by its white icon, the one in force pressed', () => {
    const { dialog } = open('ARENA');
    expect(within(dialog).getByRole('button', { name: 'ARENA name' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const icons = [...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(icons).toEqual([
      'https://cdn.example/games/art/vendor/ARENA-WHITE.png',
      'https://cdn.example/games/art/vendor/GOALBET-WHITE.png',
    ]);
  });

  it('applies the choice only on confirm, then closes', async () => {
    const { user, dialog, onConfirm, onClose } = open(null);
    await user.click(within(dialog).getByRole('button', { name: 'GOALBET name' }));
    expect(within(dialog).getByRole('button', { name: 'GOALBET name' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('GOALBET');
    expect(onClose).toHaveBeenCalled();
  });

  it('confirms All as no vendor', async () => {
    const { user, dialog, onConfirm } = open('ARENA');
    await user.click(within(dialog).getByRole('button', { name: 'All providers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });
});

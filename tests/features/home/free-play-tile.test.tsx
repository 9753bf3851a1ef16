import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { GameTile } from '../../../src/ui/game-tile/game-tile';
import { renderWithI18n } from '../../helpers/render';
import { game } from '../../machines/helpers/games';

const noop = () => undefined;

describe('free play on a game tile', () => {
  it('offers free play on a game that has it, as a button of its own that asks for free play', async () => {
    const onFreePlay = vi.fn();
    const onLaunch = vi.fn();
    const offered = game(1, { supportPlay: 0, freeplay: 0, displayName: 'Fortune Gems' });
    const { user } = renderWithI18n(
      <GameTile
        game={offered}
        favourite={false}
        launching={false}
        onLaunch={onLaunch}
        onFavourite={noop}
        onFreePlay={onFreePlay}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Free play: Fortune Gems' }));
    expect(onFreePlay).toHaveBeenCalledWith(offered);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('shows no free play on a game without it, or where the screen offers none', () => {
    const paid = game(2, { supportPlay: 1, freeplay: 0 });
    const { unmount } = renderWithI18n(
      <GameTile
        game={paid}
        favourite={false}
        launching={false}
        onLaunch={noop}
        onFavourite={noop}
        onFreePlay={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Free play/ })).toBeNull();
    unmount();
    renderWithI18n(
      <GameTile
        game={game(3)}
        favourite={false}
        launching={false}
        onLaunch={noop}
        onFavourite={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Free play/ })).toBeNull();
  });
});

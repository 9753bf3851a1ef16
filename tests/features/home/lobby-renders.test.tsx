import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GameRow } from '../../../src/features/home/components/game-row';
import type * as GameImages from '../../../src/lib/game-images';
import { TileActionsContext, type TileActions } from '../../../src/features/home/tile-actions';
import { game } from '../../machines/helpers/games';
import { renderInRouter } from '../../helpers/render-in-router';

// Every tile render asks for the image URL builder once: counting those calls counts tile renders.
const tileRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/lib/game-images', async (importOriginal) => {
  const actual = await importOriginal<typeof GameImages>();
  return {
    ...actual,
    useImageUrl: () => {
      tileRenders.count += 1;
      return actual.useImageUrl();
    },
  };
});

const games = Array.from({ length: 6 }, (_, index) => game(index + 1));
const onLaunch = () => undefined;
const onFavourite = () => undefined;

/** A lobby stand-in: renders again on "Other update" (as for another row's answer) and on a heart change. */
function Lobby() {
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  const [, setOther] = useState(0);
  const actions = useMemo<TileActions>(
    () => ({ favourites, launching: null, onLaunch, onFavourite }),
    [favourites],
  );
  return (
    <>
      <button type="button" onClick={() => setOther((count) => count + 1)}>
        Other update
      </button>
      <button type="button" onClick={() => setFavourites(new Set([2]))}>
        Favour game 2
      </button>
      <TileActionsContext.Provider value={actions}>
        <GameRow title="Hot" games={games} total={games.length} to="/hot-games" />
      </TileActionsContext.Provider>
    </>
  );
}

describe('lobby renders', () => {
  it('leaves a row alone when the lobby renders again, and renders only the tile whose heart changed', async () => {
    await renderInRouter(() => <Lobby />);
    expect(tileRenders.count).toBe(games.length);

    fireEvent.click(screen.getByRole('button', { name: 'Other update' }));
    expect(tileRenders.count).toBe(games.length);

    fireEvent.click(screen.getByRole('button', { name: 'Favour game 2' }));
    expect(screen.getByRole('button', { name: 'Favorite: Game 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tileRenders.count).toBe(games.length + 1);
  });
});

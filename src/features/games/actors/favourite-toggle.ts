import type { QueryClient } from '@tanstack/react-query';
import { addFavourite } from '../../../api/endpoints/add-favourite';
import { favouriteIdsQueryOptions } from '../../../api/endpoints/favourite-ids';
import { removeFavourite } from '../../../api/endpoints/remove-favourite';
import { errorCodeOf } from '../../../../machines/account/shared.ts';

export interface FavouriteGame {
  nodeId: number;
  vassalage: string;
}

export interface FavouriteToggleDeps {
  queryClient: QueryClient;
  add?: (game: FavouriteGame) => Promise<void>;
  remove?: (game: FavouriteGame) => Promise<void>;
  /** The list on screen drops the game at once (favourites screen) … */
  onRemoved?: (nodeId: number) => void;
  /** … and gets it back when the server refuses. */
  onRestored?: () => void;
}

export type ToggleResult = { kind: 'login' } | { kind: 'added' } | { kind: 'removed' } | { kind: 'skipped' } | { kind: 'failed'; code: string };

/**
 * The heart of a tile (spec 001 §4 "Favourites"): a visitor goes to the login; adding is skipped
 * when the game is already a favourite; removing updates the hearts and the list at once, then
 * calls the server, and a refusal puts everything back. The ids live in the react-query cache, so
 * every heart on every screen agrees.
 */
export async function toggleFavourite(
  game: FavouriteGame,
  userName: string | null,
  want: 'add' | 'remove',
  deps: FavouriteToggleDeps,
): Promise<ToggleResult> {
  if (userName === null) return { kind: 'login' };
  const key = favouriteIdsQueryOptions(userName).queryKey;
  // A tap while the ids are still loading: their answer, from before the change, would land after
  // it and undo it on screen. The fetch is cancelled, and the ids asked again once the server has
  // answered the change.
  void deps.queryClient.cancelQueries({ queryKey: key, exact: true });
  const loaded = deps.queryClient.getQueryData(key);
  const before = loaded ?? [];
  const present = before.includes(game.nodeId);
  if (want === 'add' && present) return { kind: 'skipped' };
  if (want === 'remove' && !present) return { kind: 'skipped' };
  const restore = () => deps.queryClient.setQueryData(key, before);
  try {
    if (want === 'add') {
      deps.queryClient.setQueryData(key, [game.nodeId, ...before]);
      await (deps.add ?? addFavourite)(game);
      return { kind: 'added' };
    }
    deps.queryClient.setQueryData(key, before.filter((id) => id !== game.nodeId));
    deps.onRemoved?.(game.nodeId);
    await (deps.remove ?? removeFavourite)(game);
    return { kind: 'removed' };
  } catch (error) {
    restore();
    if (want === 'remove') deps.onRestored?.();
    return { kind: 'failed', code: errorCodeOf(error) };
  } finally {
    if (loaded === undefined) void deps.queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

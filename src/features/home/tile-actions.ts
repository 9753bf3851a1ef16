import { createContext, useContext } from 'react';
import type { Game } from '../../api/endpoints/game-entry';

/**
 * What a lobby tile does: the route supplies the games area's favourite and launch behaviour, so
 * the home feature shows the same hearts and launches without importing another feature.
 */
export interface TileActions {
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game) => void;
  /**
   * Free play of a game that offers it: the launch decides who may (members of
   * types 0, 1 and 2 with a session; anyone else is refused with free_reject and stays).
   */
  onFreePlay?: (game: Game) => void;
}

const NONE: TileActions = {
  favourites: new Set(),
  launching: null,
  onLaunch: () => undefined,
  onFavourite: () => undefined,
};

export const TileActionsContext = createContext<TileActions>(NONE);

export function useTileActions(): TileActions {
  return useContext(TileActionsContext);
}

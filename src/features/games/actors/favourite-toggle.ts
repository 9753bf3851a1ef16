import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, toPromise } from 'xstate';
import { addFavourite } from '../../../api/endpoints/add-favourite';
import { favouriteIdsQueryOptions } from '../../../api/endpoints/favourite-ids';
import { removeFavourite } from '../../../api/endpoints/remove-favourite';
import { createInspectedActor } from '../../../lib/inspected-actor.ts';
import { toast } from '../../../ui/toast/toast-store';
import { FAVOURITE_FAILURES } from './favourite-messages';
import {
  favouriteToggleMachine,
  type FavouriteGame,
  type FavouriteToggleResult,
  type FavouriteWish,
} from '../../../../machines/favourite-toggle.machine.ts';

export type { FavouriteGame };
export type ToggleResult = FavouriteToggleResult;

export interface FavouriteToggleDeps {
  queryClient: QueryClient;
  add?: (game: FavouriteGame) => Promise<void>;
  remove?: (game: FavouriteGame) => Promise<void>;
  /** The list on screen drops the game at once (favourites screen) … */
  onRemoved?: (nodeId: number) => void;
  /** … and gets it back when the server refuses. */
  onRestored?: () => void;
  /** A visitor's tap: the login opens. */
  openLogin?: () => void;
  /** The server refused the change: the player is told why. */
  showFailure?: (code: string) => void;
}

/**
 * The heart of a tile: runs the favourite toggle chart for one tap. The ids live in the
 * react-query cache, so every heart on every screen agrees; the chart changes them there.
 */
export function toggleFavourite(
  game: FavouriteGame,
  userName: string | null,
  want: FavouriteWish,
  deps: FavouriteToggleDeps,
): Promise<ToggleResult> {
  const key = favouriteIdsQueryOptions(userName ?? '').queryKey;
  const { queryClient } = deps;
  const add = deps.add ?? addFavourite;
  const remove = deps.remove ?? removeFavourite;
  const actor = createInspectedActor(
    favouriteToggleMachine.provide({
      actors: {
        addFavourite: fromPromise<void, { game: FavouriteGame }>(({ input }) => add(input.game)),
        removeFavourite: fromPromise<void, { game: FavouriteGame }>(({ input }) =>
          remove(input.game),
        ),
      },
      actions: {
        openLogin: () => deps.openLogin?.(),
        cancelIdsFetch: () => void queryClient.cancelQueries({ queryKey: key, exact: true }),
        setFavouriteIds: (_, params: { ids: number[] }) =>
          void queryClient.setQueryData(key, params.ids),
        dropFromList: (_, params: { nodeId: number }) => deps.onRemoved?.(params.nodeId),
        restoreToList: () => deps.onRestored?.(),
        showFailure: (_, params: { code: string }) => {
          const own = FAVOURITE_FAILURES[params.code];
          // A refusal only this toggle meets is told here, so its text loads with this deferred
          // module instead of the first screen's messages; any other goes to the screen's own.
          if (own === undefined) deps.showFailure?.(params.code);
          else toast.show({ style: 'fail', message: i18n._(own) });
        },
        askIdsAgain: () => void queryClient.invalidateQueries({ queryKey: key, exact: true }),
      },
    }),
    {
      input: {
        game,
        want,
        signedIn: userName !== null,
        ids: userName === null ? null : (queryClient.getQueryData(key) ?? null),
      },
    },
  );
  const done = toPromise(actor);
  actor.start();
  return done;
}

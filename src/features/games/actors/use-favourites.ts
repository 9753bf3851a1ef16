import { useCallback, useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Game } from '../../../api/endpoints/game-entry';
import { favouriteIdsQueryOptions } from '../../../api/endpoints/favourite-ids';
import { loadOnce } from '../../../lib/load-once';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { useSettled } from '../../../ui/use-settled';
import { gameErrorMessage } from '../games-messages';
import type * as FavouriteToggle from './favourite-toggle';

export interface FavouriteListEvents {
  onRemoved?: (nodeId: number) => void;
  onRestored?: (game: Game, index: number) => void;
}

/**
 * The toggle chart's module (favourite-toggle.ts): nothing needs it before a heart is tapped, so it
 * stays out of the first load and arrives once the page has settled (or with the first tap).
 */
const loadToggle = loadOnce<typeof FavouriteToggle>(() => import('./favourite-toggle'));

/** The player's favourite ids (fetched only with a session, requirements B4) and the heart's action. */
export function useFavourites(list: FavouriteListEvents = {}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const userName = session?.userName ?? null;
  const ids = useQuery({ ...favouriteIdsQueryOptions(userName ?? ''), enabled: userName !== null });
  const favourites = useMemo(
    () => new Set(userName === null ? [] : (ids.data ?? [])),
    [ids.data, userName],
  );
  const { onRemoved, onRestored } = list;
  const settled = useSettled();

  useEffect(() => {
    if (settled) loadToggle().catch(() => undefined);
  }, [settled]);

  const toggle = useCallback(
    async (game: Game, index: number) => {
      const want = favourites.has(game.nodeId) ? 'remove' : 'add';
      const showFailure = (code: string) =>
        toast.show({ style: 'fail', message: gameErrorMessage(i18n, code) });
      let toggleFavourite: typeof FavouriteToggle.toggleFavourite;
      try {
        ({ toggleFavourite } = await loadToggle());
      } catch {
        // The chart's code did not arrive: the same message as a toggle call without a connection.
        showFailure('network.offline');
        return;
      }
      await toggleFavourite(game, userName, want, {
        queryClient,
        ...(onRemoved ? { onRemoved } : {}),
        onRestored: () => onRestored?.(game, index),
        openLogin: () => void router.navigate({ to: '/login' }),
        showFailure,
      });
    },
    [favourites, userName, queryClient, onRemoved, onRestored, router, i18n],
  );

  return { favourites, toggle };
}

import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Game } from '../../../api/endpoints/game-entry';
import { favouriteIdsQueryOptions } from '../../../api/endpoints/favourite-ids';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { gameErrorMessage } from '../games-messages';
import { toggleFavourite } from './favourite-toggle';

export interface FavouriteListEvents {
  onRemoved?: (nodeId: number) => void;
  onRestored?: (game: Game, index: number) => void;
}

/** The player's favourite ids (fetched only with a session, spec §4) and the heart's action. */
export function useFavourites(list: FavouriteListEvents = {}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const userName = session?.userName ?? null;
  const ids = useQuery({ ...favouriteIdsQueryOptions(userName ?? ''), enabled: userName !== null });
  const favourites = useMemo(() => new Set(userName === null ? [] : (ids.data ?? [])), [ids.data, userName]);
  const { onRemoved, onRestored } = list;

  const toggle = useCallback(
    async (game: Game, index: number) => {
      const want = favourites.has(game.nodeId) ? 'remove' : 'add';
      await toggleFavourite(game, userName, want, {
        queryClient,
        ...(onRemoved ? { onRemoved } : {}),
        onRestored: () => onRestored?.(game, index),
        openLogin: () => void router.navigate({ to: '/login' }),
        showFailure: (code) => toast.show({ style: 'fail', message: gameErrorMessage(i18n, code) }),
      });
    },
    [favourites, userName, queryClient, onRemoved, onRestored, router, i18n],
  );

  return { favourites, toggle };
}

import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Game } from '../../../api/endpoints/game-entry';
import type { GameVendors } from '../../../api/endpoints/game-vendors';
import { launchGame } from '../../../api/endpoints/launch-game';
import { config } from '../../../config';
import { FREE_REJECT_TOAST_MS, FREE_REJECT_TOAST_STYLE } from '../../../lib/free-play';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { errorCodeOf } from '../../../../machines/account/shared.ts';
import { gameErrorMessage } from '../games-messages';
import { gamesLanguage } from '../games-language';
import { launchPlan } from './launch-plan';

/** The game page the server answers is relative to the API's origin. */
export function gamePageUrl(gameUrl: string, apiBase: string = config.apiBase): string {
  return /^https?:\/\//i.test(gameUrl) ? gameUrl : `${apiBase}${gameUrl.startsWith('/') ? '' : '/'}${gameUrl}`;
}

/** The default opener: one function for every render, so `launch` keeps its identity and memoised tiles skip. */
const openInPage = (url: string) => window.location.assign(url);

/**
 * Tapping a tile (spec §4 "Game launch", §6): a visitor goes to the login, a trial player is told
 * when a game has no free play, everyone else gets the game page the launch call answers.
 */
export function useLaunchGame(vendors: GameVendors | undefined, open: (url: string) => void = openInPage) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const [launching, setLaunching] = useState<number | null>(null);

  const launch = useCallback(
    async (game: Game, { freePlay = false }: { freePlay?: boolean } = {}) => {
      const plan = launchPlan(game, session, vendors, { language: gamesLanguage(), freePlay });
      if (plan.kind === 'login') {
        void router.navigate({ to: '/login' });
        return;
      }
      if (plan.kind === 'refused') {
        toast.show(
          plan.code === 'free_reject'
            ? { style: FREE_REJECT_TOAST_STYLE, message: gameErrorMessage(i18n, plan.code), duration: FREE_REJECT_TOAST_MS }
            : { style: 'fail', message: gameErrorMessage(i18n, plan.code) },
        );
        return;
      }
      setLaunching(game.nodeId);
      try {
        const { gameUrl } = await launchGame(plan.query);
        // The launch recorded a recent game: the recent list is stale now.
        void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] });
        open(gamePageUrl(gameUrl));
      } catch (error) {
        toast.show({ style: 'fail', message: gameErrorMessage(i18n, errorCodeOf(error)) });
      } finally {
        setLaunching(null);
      }
    },
    [session, vendors, router, i18n, queryClient, open],
  );

  return { launch, launching };
}

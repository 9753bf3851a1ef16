import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { fromPromise, toPromise } from 'xstate';
import type { Game } from '../../../api/endpoints/game-entry';
import type { GameVendors } from '../../../api/endpoints/game-vendors';
import { launchGame } from '../../../api/endpoints/launch-game';
import { config } from '../../../config';
import { FREE_REJECT_TOAST_STYLE } from '../../../lib/free-play';
import { createInspectedActor } from '../../../lib/inspected-actor.ts';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { gameLaunchMachine, type GameLaunchRefusal, type GameLaunchResult, type LaunchableGame } from '../../../../machines/game-launch.machine.ts';
import { gameErrorMessage } from '../games-messages';
import { gamesLanguage } from '../games-language';
import { launchQuery } from './launch-query';

/** The game page the server answers is relative to the API's origin. */
export function gamePageUrl(gameUrl: string, apiBase: string = config.apiBase): string {
  return /^https?:\/\//i.test(gameUrl) ? gameUrl : `${apiBase}${gameUrl.startsWith('/') ? '' : '/'}${gameUrl}`;
}

/** The default opener: one function for every render, so `launch` keeps its identity and memoised tiles skip. */
const openInPage = (url: string) => window.location.assign(url);

/**
 * Tapping a tile runs the game launch chart (machines/game-launch.machine.ts) once: who may play,
 * whether for free, and what happens on the way; this hook provides its effects (the login, the
 * messages, the launch call built for the game's kind, the recent list, the page).
 */
export function useLaunchGame(vendors: GameVendors | undefined, open: (url: string) => void = openInPage) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const [launching, setLaunching] = useState<number | null>(null);

  const launch = useCallback(
    (game: Game, { freePlay = false }: { freePlay?: boolean } = {}): Promise<GameLaunchResult> => {
      const actor = createInspectedActor(
        gameLaunchMachine.provide({
          actors: {
            launchGame: fromPromise<{ gameUrl: string }, { game: LaunchableGame; freePlay: boolean }>(({ input }) =>
              launchGame(launchQuery(game, vendors, { freePlay: input.freePlay, language: gamesLanguage() })),
            ),
          },
          actions: {
            openLogin: () => void router.navigate({ to: '/login' }),
            showRefusal: (_, { code, durationMs }: { code: GameLaunchRefusal; durationMs?: number }) =>
              toast.show(
                code === 'free_reject'
                  ? { style: FREE_REJECT_TOAST_STYLE, message: gameErrorMessage(i18n, code), ...(durationMs ? { duration: durationMs } : {}) }
                  : { style: 'fail', message: gameErrorMessage(i18n, code) },
              ),
            showLaunching: (_, { nodeId }: { nodeId: number }) => setLaunching(nodeId),
            hideLaunching: () => setLaunching(null),
            forgetRecentGames: () => void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] }),
            openGamePage: (_, { url }: { url: string }) => open(gamePageUrl(url)),
            showFailure: (_, { code }: { code: string }) => toast.show({ style: 'fail', message: gameErrorMessage(i18n, code) }),
          },
        }),
        { input: { game, sessionType: session?.type ?? null, askedFreePlay: freePlay } },
      );
      const done = toPromise(actor);
      actor.start();
      return done;
    },
    [session, vendors, router, i18n, queryClient, open],
  );

  return { launch, launching };
}

import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Game } from '../../../api/endpoints/game-entry';
import type { GameVendors } from '../../../api/endpoints/game-vendors';
import { config } from '../../../config';
import { loadOnce } from '../../../lib/load-once';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { useSettled } from '../../../ui/use-settled';
import type { GameLaunchResult } from '../../../../machines/game-launch.machine.ts';
import type * as LaunchActor from './launch-actor';
import { gameErrorMessage } from '../games-messages';

/** The game page the server answers is relative to the API's origin. */
export function gamePageUrl(gameUrl: string, apiBase: string = config.apiBase): string {
  return /^https?:\/\//i.test(gameUrl)
    ? gameUrl
    : `${apiBase}${gameUrl.startsWith('/') ? '' : '/'}${gameUrl}`;
}

/** The default opener: one function for every render, so `launch` keeps its identity and memoised tiles skip. */
const openInPage = (url: string) => window.location.assign(url);

/** The launch chart's module, loaded once the page has settled or on the first tap. */
const loadLaunch = loadOnce<typeof LaunchActor>(() => import('./launch-actor'));

/**
 * Tapping a tile runs the game launch chart (machines/game-launch.machine.ts) once: who may play,
 * whether for free, and what happens on the way; this hook provides its effects (the login, the
 * messages, the launch call built for the game's kind, the recent list, the page). The chart's
 * module loads once the page has settled, so a tap finds it there; a tap before that loads it.
 */
export function useLaunchGame(
  vendors: GameVendors | undefined,
  open: (url: string) => void = openInPage,
) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const settled = useSettled();
  const [launching, setLaunching] = useState<number | null>(null);

  useEffect(() => {
    if (settled) loadLaunch().catch(() => undefined);
  }, [settled]);

  const launch = useCallback(
    async (
      game: Game,
      { freePlay = false }: { freePlay?: boolean } = {},
    ): Promise<GameLaunchResult> => {
      let runLaunch: typeof LaunchActor.runLaunch;
      try {
        ({ runLaunch } = await loadLaunch());
      } catch {
        // The chart's code did not arrive: the same message as a launch call without a connection.
        toast.show({ style: 'fail', message: gameErrorMessage(i18n, 'network.offline') });
        return { kind: 'failed', code: 'network.offline' };
      }
      return runLaunch(
        game,
        { freePlay, sessionType: session?.type ?? null, vendors },
        {
          openLogin: () => void router.navigate({ to: '/login' }),
          showMessage: (code, style, durationMs) =>
            toast.show({
              style,
              message: gameErrorMessage(i18n, code),
              ...(durationMs ? { duration: durationMs } : {}),
            }),
          showLaunching: setLaunching,
          hideLaunching: () => setLaunching(null),
          forgetRecentGames: () =>
            void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] }),
          openGamePage: (url) => open(gamePageUrl(url)),
        },
      );
    },
    [session, vendors, router, i18n, queryClient, open],
  );

  return { launch, launching };
}

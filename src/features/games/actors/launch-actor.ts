import { fromPromise, toPromise } from 'xstate';
import type { Game } from '../../../api/endpoints/game-entry';
import type { GameVendors } from '../../../api/endpoints/game-vendors';
import { launchGame } from '../../../api/endpoints/launch-game';
import { FREE_REJECT_TOAST_STYLE } from '../../../lib/free-play';
import { createInspectedActor } from '../../../lib/inspected-actor.ts';
import { refreshMoneyOnReturn } from '../../../lib/refresh-after-return.ts';
import { queryClient } from '../../../api/query-client.ts';
import type { ToastStyle } from '../../../ui/toast/toast-store';
import {
  gameLaunchMachine,
  type GameLaunchRefusal,
  type GameLaunchResult,
  type LaunchableGame,
} from '../../../../machines/game-launch.machine.ts';
import { gamesLanguage } from '../games-language';
import { launchQuery } from './launch-query';

/** What the launch chart does on the page: the hook (use-launch-game.ts) provides these. */
export interface LaunchEffects {
  openLogin: () => void;
  /** Shows a message for a code the chart or the launch call answered, in the given style. */
  showMessage: (code: string, style: ToastStyle, durationMs?: number) => void;
  showLaunching: (nodeId: number) => void;
  hideLaunching: () => void;
  forgetRecentGames: () => void;
  openGamePage: (url: string) => void;
}

/**
 * Runs the game launch chart (machines/game-launch.machine.ts) once for a tapped tile. A module of
 * its own, loaded on the first tap or once the page has settled: the home's first load does not
 * carry the chart and the launch call, which nothing needs before a tap.
 */
export function runLaunch(
  game: Game,
  {
    freePlay,
    sessionType,
    vendors,
  }: { freePlay: boolean; sessionType: number | null; vendors: GameVendors | undefined },
  effects: LaunchEffects,
): Promise<GameLaunchResult> {
  const actor = createInspectedActor(
    gameLaunchMachine.provide({
      actors: {
        launchGame: fromPromise<{ gameUrl: string }, { game: LaunchableGame; freePlay: boolean }>(
          ({ input }) =>
            launchGame(
              launchQuery(game, vendors, { freePlay: input.freePlay, language: gamesLanguage() }),
            ),
        ),
      },
      actions: {
        openLogin: () => effects.openLogin(),
        showRefusal: (_, { code, durationMs }: { code: GameLaunchRefusal; durationMs?: number }) =>
          code === 'free_reject'
            ? effects.showMessage(code, FREE_REJECT_TOAST_STYLE, durationMs)
            : effects.showMessage(code, 'fail'),
        showLaunching: (_, { nodeId }: { nodeId: number }) => effects.showLaunching(nodeId),
        hideLaunching: () => effects.hideLaunching(),
        forgetRecentGames: () => effects.forgetRecentGames(),
        openGamePage: (_, { url }: { url: string }) => {
          // Requirements C7.1: back from the game, a page restored from the back-forward cache
          // reads its balances again (the rounds moved them).
          refreshMoneyOnReturn(queryClient);
          effects.openGamePage(url);
        },
        showFailure: (_, { code }: { code: string }) => effects.showMessage(code, 'fail'),
      },
    }),
    { input: { game, sessionType, askedFreePlay: freePlay } },
  );
  const done = toPromise(actor);
  actor.start();
  return done;
}

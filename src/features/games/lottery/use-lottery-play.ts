import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { GameVendors } from '../../../api/endpoints/game-vendors';
import type { LotteryCenterEntry } from '../../../api/endpoints/lottery-center';
import type { LotteryCategory } from '../../../api/endpoints/lottery-draws';
import { lotteryMenuQueryOptions } from '../../../api/endpoints/lottery-menu';
import { inspected } from '../../../lib/inspected-actor';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import {
  lotteryPlayMachine,
  type LotteryPlayRefusal,
  type PlayableLottery,
  type PlayTypeOption,
} from '../../../../machines/lottery-play.machine.ts';
import { useLaunchGame } from '../actors/use-launch-game';
import { gameErrorMessage } from '../games-messages';
import { gamesLanguage } from '../games-language';
import { lotteryGame } from './lottery-game';
import { playTypesIn } from './play-types';

export interface LotteryPlay {
  /** Play tapped on a lottery of the centre. */
  play: (entry: LotteryCenterEntry) => void;
  /** While the player chooses: the lottery's name and its play types; null otherwise. */
  choice: { gameName: string; playTypes: PlayTypeOption[] } | null;
  choose: (playType: string) => void;
  cancel: () => void;
  /** The lottery whose Play shows it is busy (its menu loading, or launching). */
  busyNodeId: number | null;
}

const sameLottery = (a: PlayableLottery | null, entry: LotteryCenterEntry) =>
  a !== null && a.vendor === entry.vendor && a.gameCode === entry.gameCode;

/**
 * Runs the lottery play chart (machines/lottery-play.machine.ts) for the lottery centre's entries:
 * the vendor's menu call tells the play types a lottery is offered in, and the launch goes through
 * the game launch (use-launch-game.ts) in the play type chosen.
 */
export function useLotteryPlay(
  category: LotteryCategory,
  entries: readonly LotteryCenterEntry[],
  vendors: GameVendors | undefined,
): LotteryPlay {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useLingui();
  const session = useSession();
  const language = gamesLanguage();
  const { launch, launching } = useLaunchGame(vendors);

  // @xstate/react hands the running actor the newest implementations on every render, so the
  // launch always has the current session and vendors.
  const logic = useMemo(
    () =>
      lotteryPlayMachine.provide({
        actors: {
          loadPlayTypes: fromPromise<PlayTypeOption[], { vendor: string; gameCode: string }>(
            async ({ input }) =>
              playTypesIn(
                await queryClient.fetchQuery(
                  lotteryMenuQueryOptions({ vendor: input.vendor, language }),
                ),
                input.gameCode,
              ),
          ),
          launchLottery: fromPromise<
            unknown,
            { lottery: PlayableLottery; playType: string | null }
          >(async ({ input }) => {
            const entry = entries.find((candidate) => sameLottery(input.lottery, candidate));
            if (entry) await launch({ ...lotteryGame(entry, category), playType: input.playType });
          }),
        },
        actions: {
          openLogin: () => void router.navigate({ to: '/login' }),
          // The same message, in the same style, as the game launch's refusal of a trial player.
          showRefusal: (_, { code }: { code: LotteryPlayRefusal }) =>
            toast.show({ style: 'fail', message: gameErrorMessage(i18n, code) }),
        },
      }),
    [queryClient, language, entries, launch, category, router, i18n],
  );
  const actor = useActorRef(logic, inspected({}));
  const choosing = useSelector(actor, (snapshot) => snapshot.hasTag('choosing'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const lottery = useSelector(actor, (snapshot) => snapshot.context.lottery);
  const playTypes = useSelector(actor, (snapshot) => snapshot.context.playTypes);

  const play = useCallback(
    (entry: LotteryCenterEntry) =>
      actor.send({
        type: 'play.request',
        lottery: {
          vendor: entry.vendor,
          gameCode: entry.gameCode,
          nodeId: entry.nodeId,
          playType: entry.playType,
        },
        sessionType: session?.type ?? null,
      }),
    [actor, session],
  );
  const choose = useCallback(
    (playType: string) => actor.send({ type: 'play.choose', playType }),
    [actor],
  );
  const cancel = useCallback(() => actor.send({ type: 'play.cancel' }), [actor]);

  const chosen = choosing ? entries.find((entry) => sameLottery(lottery, entry)) : undefined;
  // The same object while the choice is open, so the sheet can tell a new choice from a render.
  const choice = useMemo(
    () => (chosen ? { gameName: chosen.gameName, playTypes } : null),
    [chosen, playTypes],
  );
  return {
    play,
    choice,
    choose,
    cancel,
    busyNodeId: launching ?? (busy ? (lottery?.nodeId ?? null) : null),
  };
}

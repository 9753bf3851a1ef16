import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchLotteryNumero } from '../../../api/endpoints/lottery-numero';
import { inspected } from '../../../lib/inspected-actor';
import {
  lotteryCountdownMachine,
  msToClose,
  msToDraw,
  type CountdownDraw,
  type CountdownResult,
  type NumeroAnswer,
} from '../../../../machines/lottery-countdown.machine.ts';

/** The countdown chart with the numero call: the answer stamped with the phone's time it arrived. */
const countdownLogic = lotteryCountdownMachine.provide({
  actors: {
    fetchNumero: fromPromise<NumeroAnswer, { vendor: string; gameCode: string }>(
      async ({ input, signal }) => {
        const answer = await fetchLotteryNumero(input, undefined, signal);
        return {
          serverTime: answer.serverTime,
          receivedAt: Date.now(),
          current: answer.current,
          last: answer.last,
        };
      },
    ),
  },
});

export type CountdownPhase = 'open' | 'closingSoon' | 'closed' | 'loading' | 'failed';

export interface CountdownView {
  phase: CountdownPhase;
  numero: string;
  /** Time left to bet (open, closing soon) or until the draw (closed). */
  remainingMs: number;
  last: CountdownResult | null;
}

export interface CountdownSource {
  vendor: string;
  gameCode: string;
  draw: CountdownDraw;
  last: CountdownResult | null;
  /** The server's clock minus the phone's, from the answer the draw came with. */
  offsetMs: number;
}

/**
 * Runs one lottery's countdown chart (machines/lottery-countdown.machine.ts) from the draw an answer
 * gave, and reads what the row shows from its tags. When the page is shown again the chart's clock is
 * set from the phone's (timers of a hidden page are slowed down).
 */
export function useLotteryCountdown(source: CountdownSource): CountdownView {
  // The chart starts from the server's time when the row first renders: read once, in the state's
  // initialiser, not on every render (the actor is created once anyway).
  const [input] = useState(() => ({ ...source, nowMs: Date.now() + source.offsetMs }));
  const actor = useActorRef(countdownLogic, inspected({ input }));
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible')
        actor.send({ type: 'clock.sync', phoneNow: Date.now() });
    };
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [actor]);
  const phase = useSelector(actor, (snapshot): CountdownPhase => {
    if (snapshot.hasTag('busy')) return 'loading';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('closed')) return 'closed';
    if (snapshot.hasTag('closingSoon')) return 'closingSoon';
    return 'open';
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return useMemo(
    () => ({
      phase,
      numero: context.draw.numero,
      remainingMs: phase === 'closed' ? msToDraw(context) : msToClose(context),
      last: context.last,
    }),
    [phase, context],
  );
}

import { expect } from 'vitest';
import type {
  LotteryPlayContext,
  PlayableLottery,
  PlayTypeOption,
} from '../../../machines/lottery-play.machine.ts';
import {
  actionsIn,
  expectEffects,
  invocationsIn,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<LotteryPlayContext>;

// The rules restated, not imported from the chart: a visitor is sent to the login and never asked;
// a trial player (session type 4) is told to log in with an actual account and never asked, as
// lotteries have no free play; a lottery without a default play type has none to choose; two or more offered play types are a
// choice; the launch uses the one chosen, the only one offered, or the lottery's default.

const TAGS = ['busy', 'choosing'] as const;
function tagsAre({ hasTag }: Step, on: ReadonlyArray<(typeof TAGS)[number]>): void {
  expect(TAGS.filter((tag) => hasTag(tag))).toEqual(on);
}

const TRIAL = 4;
const requested = (step: Step) =>
  step.event as unknown as { type: string; lottery?: PlayableLottery; sessionType?: number | null };
/** A member's Play: a session that is not a trial one. */
const byMember = (step: Step) => {
  const { sessionType } = requested(step);
  return sessionType !== null && sessionType !== undefined && sessionType !== TRIAL;
};
const previousContext = ({ previous }: Step) => previous?.context as LotteryPlayContext | undefined;

export const lotteryPlayOracle: Oracle<LotteryPlayContext> = {
  waitingForPlay: (step) => {
    const { context, running, effects, event } = step;
    expect(context).toEqual({ lottery: null, playTypes: [] });
    expect(running).toEqual([]);
    tagsAre(step, []);
    if (event.type === 'play.request') {
      // Only a visitor's Play (to the login) and a trial player's (refused) stay here: nothing loaded or launched.
      const { sessionType } = requested(step);
      expect([null, TRIAL]).toContain(sessionType);
      expectEffects(effects, [
        sessionType === null
          ? { action: 'openLogin' }
          : { action: 'showRefusal', params: { code: 'trial.not.allowed' } },
      ]);
    } else {
      expect(actionsIn(effects)).toEqual([]);
      expect(invocationsIn(effects)).toEqual([]);
    }
  },
  loadingPlayTypes: (step) => {
    const { context, running, effects, entered } = step;
    expect(context.lottery).not.toBeNull();
    expect(context.lottery?.playType).not.toBeNull();
    expect(context.playTypes).toEqual([]);
    expect(running).toEqual(['loadPlayTypes']);
    tagsAre(step, ['busy']);
    if (entered) {
      expect(byMember(step)).toBe(true);
      expect(context.lottery).toEqual(requested(step).lottery);
      expectEffects(effects, [
        {
          invoke: 'loadPlayTypes',
          id: 'loadPlayTypes',
          input: { vendor: context.lottery?.vendor, gameCode: context.lottery?.gameCode },
        },
      ]);
    }
    // The only actions ever recorded on the way are a visitor's login and a trial player's refusal.
    for (const effect of actionsIn(step.history))
      expect([
        { action: 'openLogin' },
        { action: 'showRefusal', params: { code: 'trial.not.allowed' } },
      ]).toContainEqual(effect);
  },
  choosingPlayType: (step) => {
    const { context, running, effects, entered, event } = step;
    expect(context.lottery).not.toBeNull();
    expect(context.playTypes.length).toBeGreaterThan(1);
    expect(running).toEqual([]);
    tagsAre(step, ['choosing']);
    if (entered) expect(context.playTypes).toEqual((event as { output?: PlayTypeOption[] }).output);
    else expect(context).toEqual(previousContext(step));
    expect(invocationsIn(effects)).toEqual([]);
  },
  launching: (step) => {
    const { context, running, effects, entered, event } = step;
    expect(context.lottery).not.toBeNull();
    expect(running).toEqual(['launchLottery']);
    tagsAre(step, ['busy']);
    expect(entered).toBe(true);
    const lottery = context.lottery as PlayableLottery;
    let playType: string | null;
    if (event.type === 'play.choose') {
      // Only an offered play type launches, and it is the one chosen.
      playType = event.playType as string;
      expect(previousContext(step)?.playTypes.map((option) => option.playType)).toContain(playType);
    } else if (event.type === 'xstate.done.actor.loadPlayTypes') {
      const offered = event.output as PlayTypeOption[];
      expect(offered.length).toBeLessThanOrEqual(1);
      playType = offered[0]?.playType ?? lottery.playType;
    } else if (event.type === 'xstate.error.actor.loadPlayTypes') {
      playType = lottery.playType;
    } else {
      // Straight from Play: a member's lottery without play types.
      expect(event.type).toBe('play.request');
      expect(byMember(step)).toBe(true);
      expect(lottery.playType).toBeNull();
      playType = null;
    }
    expectEffects(effects, [
      { invoke: 'launchLottery', id: 'launchLottery', input: { lottery, playType } },
    ]);
  },
};

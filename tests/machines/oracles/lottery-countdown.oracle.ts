import { expect } from 'vitest';
import {
  msToClose,
  msToDraw,
  type LotteryCountdownContext,
  type NumeroAnswer,
} from '../../../machines/lottery-countdown.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<LotteryCountdownContext>;

// Issue 30's numbers (docs/requirements.md has no lottery countdown yet), from the table, never
// from the chart: a tick a second, "closing soon" in the last minute, a retry after 5 s.
const COUNTDOWN_TICK_MS = TIMINGS.lotteryTick.ms;
const CLOSING_SOON_MS = TIMINGS.lotteryClosingSoon.ms;
const NUMERO_RETRY_MS = TIMINGS.lotteryRetry.ms;

/** On the model's fake clock: when the countdown last (re)started counting, and when a call failed. */
let countingSince = Number.NaN;
let failedAt = Number.NaN;
/** The step whose clock was last checked (the parent and the child state both check a step). */
let clockedSnapshot: unknown = null;

/** A tick comes exactly one tick after the countdown (re)started or last ticked. */
function tickIsOnTime(step: Step): void {
  if (step.snapshot === clockedSnapshot) return;
  clockedSnapshot = step.snapshot;
  if (isTick(step)) expect(Date.now() - countingSince).toBe(COUNTDOWN_TICK_MS);
  countingSince = Date.now();
}

const TAGS = ['busy', 'closingSoon', 'closed', 'failed'] as const;

/** Exactly these of the view's tags are on. */
function tagsAre({ hasTag }: Step, on: ReadonlyArray<(typeof TAGS)[number]>): void {
  expect(TAGS.filter((tag) => hasTag(tag))).toEqual(on);
}

const isTick = ({ event }: Step) =>
  event.type === 'xstate.after.countdownTick.lotteryCountdown.counting';
const previousContext = ({ previous }: Step) =>
  previous?.context as LotteryCountdownContext | undefined;

/**
 * The clock of a counting state follows what led here: a tick moves it on by exactly one second and
 * keeps the draw; the phone's time is corrected by the server's offset; new draws start from the
 * server's time of their answer.
 */
function clockFollowsEvent(step: Step): void {
  const { context, event } = step;
  const before = previousContext(step);
  if (isTick(step)) {
    expect(context.nowMs).toBe((before?.nowMs ?? Number.NaN) + COUNTDOWN_TICK_MS);
    expect(context.draw).toEqual(before?.draw);
    expect(context.offsetMs).toBe(before?.offsetMs);
  } else if (event.type === 'clock.sync') {
    expect(context.nowMs).toBe((event.phoneNow as number) + context.offsetMs);
    expect(context.offsetMs).toBe(before?.offsetMs);
    expect(context.draw).toEqual(before?.draw);
  } else if (event.type === 'xstate.done.actor.fetchNumero') {
    const answer = event.output as NumeroAnswer;
    expect(context.draw).toEqual(answer.current);
    expect(context.last).toEqual(answer.last);
    expect(context.nowMs).toBe(answer.serverTime);
    expect(context.offsetMs).toBe(answer.serverTime - answer.receivedAt);
  } else {
    expect(event.type).toBe('xstate.init');
  }
}

/** Every counting state: nothing loads, no failure kept, the clock follows the event, the draw not yet drawn. */
function counting(step: Step): void {
  expect(step.running).toEqual([]);
  expect(step.context.errorCode).toBeNull();
  expect(step.context.nowMs).toBeLessThan(step.context.draw.drawAt);
  expect(msToDraw(step.context)).toBe(step.context.draw.drawAt - step.context.nowMs);
  expectEffects(step.effects, []);
  clockFollowsEvent(step);
  tickIsOnTime(step);
}

/** What must hold in each state of a lottery's countdown. */
export const lotteryCountdownOracle: Oracle<LotteryCountdownContext> = {
  placingDraw: (step) => {
    // Passed through on every move: no tag for the view, nothing loading.
    tagsAre(step, []);
    expect(step.snapshot.children['fetchNumero']).toBeUndefined();
    expect(step.context.errorCode).toBeNull();
  },
  counting: (step) => {
    counting(step);
    expect(step.hasTag('busy')).toBe(false);
  },
  'counting.waiting': (step) => {
    counting(step);
    tagsAre(step, []);
    // More than a minute to bet.
    expect(msToClose(step.context)).toBeGreaterThan(CLOSING_SOON_MS);
  },
  'counting.closingSoon': (step) => {
    counting(step);
    tagsAre(step, ['closingSoon']);
    expect(msToClose(step.context)).toBeGreaterThan(0);
    expect(msToClose(step.context)).toBeLessThanOrEqual(CLOSING_SOON_MS);
  },
  'counting.closed': (step) => {
    counting(step);
    tagsAre(step, ['closed']);
    expect(msToClose(step.context)).toBe(0);
    expect(step.context.nowMs).toBeGreaterThanOrEqual(step.context.draw.closeAt);
    expect(msToDraw(step.context)).toBeGreaterThan(0);
  },
  loadingNextDraw: (step) => {
    const { context, effects, entered, event, running } = step;
    tagsAre(step, ['busy']);
    expect(running).toEqual(['fetchNumero']);
    // Only a drawn draw is asked again for.
    expect(msToDraw(context)).toBe(0);
    expect(msToClose(context)).toBe(0);
    if (!entered) return;
    expectEffects(effects, [
      {
        invoke: 'fetchNumero',
        id: 'fetchNumero',
        input: { vendor: context.vendor, gameCode: context.gameCode },
      },
    ]);
    if (event.type === 'xstate.after.numeroRetry.lotteryCountdown.retrying') {
      // The retry comes its time after the failure, keeps the failure shown until an answer
      // arrives, and the draw it was loading.
      expect(Date.now() - failedAt).toBe(NUMERO_RETRY_MS);
      expect(context.errorCode).toBe(previousContext(step)?.errorCode);
      expect(context.errorCode).not.toBeNull();
      expect(context.draw).toEqual(previousContext(step)?.draw);
    } else {
      expect(context.errorCode).toBeNull();
    }
  },
  retrying: (step) => {
    const { context, effects, entered, event, running } = step;
    tagsAre(step, ['failed']);
    expect(running).toEqual([]);
    expect(context.errorCode).not.toBeNull();
    expectEffects(effects, []);
    if (entered) {
      failedAt = Date.now();
      expect(event.type).toBe('xstate.error.actor.fetchNumero');
      expect(context.errorCode).toBe((event.error as { code?: string }).code ?? 'unknown');
      // The draw and the last result stay as they were.
      expect(context.draw).toEqual(previousContext(step)?.draw);
      expect(context.last).toEqual(previousContext(step)?.last);
    }
  },
};

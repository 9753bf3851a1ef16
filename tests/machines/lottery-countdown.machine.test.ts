import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  lotteryCountdownMachine,
  msToClose,
  type CountdownDraw,
  type LotteryCountdownInput,
  type NumeroAnswer,
} from '../../machines/lottery-countdown.machine.ts';
import type { ModelEvent } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { lotteryCountdownOracle } from './oracles/lottery-countdown.oracle.ts';
import { TIMINGS } from '../requirements/timings.ts';

// Issue 30's numbers from the table (docs/requirements.md has no lottery countdown yet), never
// from the chart.
const COUNTDOWN_TICK_MS = TIMINGS.lotteryTick.ms;
const NUMERO_RETRY_MS = TIMINGS.lotteryRetry.ms;

// Betting on draw A closes at T, the draw is 30 s later (an interval lottery); B is the draw after.
const T = 1_800_000_000_000;
const drawA: CountdownDraw = { numero: '20270115-101', closeAt: T, drawAt: T + 30_000 };
const drawB: CountdownDraw = { numero: '20270115-102', closeAt: T + 270_000, drawAt: T + 300_000 };
const resultA = { numero: drawA.numero, drawAt: drawA.drawAt, result: ['3', '0', '7', '7', '1'] };
const input: LotteryCountdownInput = {
  vendor: 'LOTT',
  gameCode: '1001',
  draw: drawA,
  last: null,
  offsetMs: 0,
  nowMs: T - 120_000,
};

const sync = (phoneNow: number) => ({ type: 'clock.sync', phoneNow });
const tick = { type: 'xstate.after.countdownTick.lotteryCountdown.counting' };
const retry = { type: 'xstate.after.numeroRetry.lotteryCountdown.retrying' };
// The next draw, the phone's clock 3 s behind the server's.
const nextDraw: NumeroAnswer = {
  serverTime: T + 31_000,
  receivedAt: T + 28_000,
  current: drawB,
  last: resultA,
};
const answered = (output: NumeroAnswer) => ({ type: 'xstate.done.actor.fetchNumero', output });
// The server's clock was behind ours: its current draw is still the one being drawn.
const notYetDrawn = answered({
  serverTime: T + 29_000,
  receivedAt: T + 29_000,
  current: drawA,
  last: null,
});
const offline = { type: 'xstate.error.actor.fetchNumero', error: { code: 'network.offline' } };

const events: ModelEvent[] = [
  // The phone's time when the page is shown again: betting open, closing soon (its first moment), closed, drawn.
  sync(T - 90_000),
  sync(T - 60_000),
  sync(T + 10_000),
  sync(T + 30_000),
  answered(nextDraw),
  notYetDrawn,
  offline,
  // A failure without a code of ours.
  { type: 'xstate.error.actor.fetchNumero', error: new Error('socket hang up') },
  retry,
];

describeChartModel('lottery countdown chart (model-based)', lotteryCountdownMachine, {
  oracle: lotteryCountdownOracle,
  input,
  events,
  // Ticks move the clock without end: walked here, each across one boundary (and one inside a stretch).
  sequences: [
    [tick],
    [sync(T - 61_000), tick],
    [sync(T - 30_000), tick],
    [sync(T - 1_000), tick],
    [sync(T + 10_000), tick],
    [sync(T + 29_000), tick, answered(nextDraw), tick],
    [sync(T + 29_000), tick, notYetDrawn, tick, answered(nextDraw)],
    [sync(T + 30_000), offline, retry, offline, retry, answered(nextDraw)],
  ],
});

describe('lottery countdown chart (rules)', () => {
  function start(
    answers: Array<() => Promise<NumeroAnswer>>,
    from: Partial<LotteryCountdownInput> = {},
  ) {
    vi.useFakeTimers();
    const fetchNumero = vi.fn((_input: { vendor: string; gameCode: string }) =>
      (answers.shift() ?? (() => Promise.reject(new Error('no answer'))))(),
    );
    const actor = createActor(
      lotteryCountdownMachine.provide({
        actors: { fetchNumero: fromPromise(({ input: call }) => fetchNumero(call)) },
      }),
      {
        input: { ...input, ...from },
      },
    ).start();
    const view = () => {
      const snapshot = actor.getSnapshot();
      return {
        secondsToClose: Math.ceil(msToClose(snapshot.context) / 1000),
        closingSoon: snapshot.hasTag('closingSoon'),
        closed: snapshot.hasTag('closed'),
        busy: snapshot.hasTag('busy'),
        failed: snapshot.hasTag('failed'),
      };
    };
    return { actor, fetchNumero, view };
  }
  const idle = { closingSoon: false, closed: false, busy: false, failed: false };

  it('counts down a second at a time, closing soon for the last minute, closed until the draw, then the next draw', async () => {
    const { actor, fetchNumero, view } = start([async () => nextDraw], { nowMs: T - 62_000 });
    expect(view()).toEqual({ ...idle, secondsToClose: 62 });
    await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    expect(view()).toEqual({ ...idle, secondsToClose: 61 });
    await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    expect(view()).toEqual({ ...idle, closingSoon: true, secondsToClose: 60 });
    await vi.advanceTimersByTimeAsync(59 * COUNTDOWN_TICK_MS);
    expect(view()).toEqual({ ...idle, closingSoon: true, secondsToClose: 1 });
    await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    expect(view()).toEqual({ ...idle, closed: true, secondsToClose: 0 });
    expect(fetchNumero).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(29 * COUNTDOWN_TICK_MS);
    expect(view().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    expect(fetchNumero).toHaveBeenCalledExactlyOnceWith({ vendor: 'LOTT', gameCode: '1001' });
    // The next draw, with the result just drawn; its clock is the server's time of the answer.
    expect(actor.getSnapshot().context).toMatchObject({
      draw: drawB,
      last: resultA,
      nowMs: T + 31_000,
      offsetMs: 3_000,
    });
    expect(view()).toEqual({ ...idle, secondsToClose: 239 });
    actor.stop();
    vi.useRealTimers();
  });

  it("counts against the server's clock: the page shown again sets the time from the phone's clock and the offset", async () => {
    const { actor, view } = start([], { offsetMs: -7_000, nowMs: T - 300_000 });
    // The phone's clock runs 7 s ahead of the server's.
    actor.send({ type: 'clock.sync', phoneNow: T - 40_000 + 7_000 });
    expect(view()).toEqual({ ...idle, closingSoon: true, secondsToClose: 40 });
    await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    expect(view().secondsToClose).toBe(39);
    actor.stop();
    vi.useRealTimers();
  });

  it('a failed call shows the failure, asks again after 5 s, and keeps asking until an answer', async () => {
    const { actor, fetchNumero, view } = start(
      [
        () => Promise.reject({ code: 'network.offline' }),
        () => Promise.reject(new Error('down')),
        async () => nextDraw,
      ],
      {
        nowMs: drawA.drawAt,
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchNumero).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ failed: true, busy: false });
    expect(actor.getSnapshot().context.errorCode).toBe('network.offline');
    await vi.advanceTimersByTimeAsync(NUMERO_RETRY_MS - 1);
    expect(fetchNumero).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchNumero).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.errorCode).toBe('unknown');
    await vi.advanceTimersByTimeAsync(NUMERO_RETRY_MS);
    expect(fetchNumero).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context).toMatchObject({ draw: drawB, errorCode: null });
    expect(view()).toEqual({ ...idle, secondsToClose: 239 });
    actor.stop();
    vi.useRealTimers();
  });

  it('a draw long past when the countdown starts is asked for at once; loading shows busy', async () => {
    let answer: (value: NumeroAnswer) => void = () => undefined;
    const { fetchNumero, view, actor } = start(
      [() => new Promise<NumeroAnswer>((resolve) => (answer = resolve))],
      { nowMs: T + 3_600_000 },
    );
    expect(fetchNumero).toHaveBeenCalledTimes(1);
    expect(view()).toEqual({ ...idle, busy: true, secondsToClose: 0 });
    // Ticks do not run while loading: nothing else is asked.
    await vi.advanceTimersByTimeAsync(10 * COUNTDOWN_TICK_MS);
    expect(fetchNumero).toHaveBeenCalledTimes(1);
    answer(nextDraw);
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toEqual({ ...idle, secondsToClose: 239 });
    actor.stop();
    vi.useRealTimers();
  });
});

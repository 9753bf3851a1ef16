import { expect, type Locator } from '@playwright/test';
import {
  lotteryCountdownMachine,
  type CountdownDraw,
  type CountdownResult,
  type LotteryCountdownContext,
  type LotteryCountdownInput,
  type NumeroAnswer,
} from '../../machines/lottery-countdown.machine.ts';
import {
  drawsAt,
  DRAW_INTERVALS_SECONDS,
  scheduleOf,
} from '../../server/services/lottery-draws.ts';
import { drawResult } from '../../server/services/lottery-results.ts';
import {
  LOTTERY_CENTER_PATH,
  type LotteryCenter,
  type LotteryCenterEntry,
} from '../../shared/contract/calls/lottery-center.ts';
import { LOTTERY_NUMERO_PATH } from '../../shared/contract/calls/lottery-numero.ts';
import { resetSite } from '../dev-controls.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * One lottery's countdown on the lottery centre (/m/lotteryCenter?category=lott), against the real
 * server's draws. The page runs on Playwright's clock, paused before the centre's answer arrives,
 * so the countdown moves only when a step moves it: a tick is one second of the clock; "the page is
 * shown again" sets the phone's clock and fires the page's visibilitychange (what a phone does
 * when the browser comes back to the front). The run picks a lottery whose betting stays open for
 * at least 95 s by the server's clock, and maps the chart's times onto its draw: the chart's T is
 * the moment betting on it closes.
 *
 * The real server's clock does not move with the page's, so when the page has counted down to the
 * draw the server has not drawn it yet: the numero call is answered as the server answers it one
 * second after the draw (server/services: the same schedule and results the server computes), and
 * the next draw and the result just drawn show. The network fails one call to show the retry.
 */

const T = 1_800_000_000_000;
const DRAW: CountdownDraw = { numero: '20270115-101', closeAt: T, drawAt: T + 30_000 };
const INPUT: LotteryCountdownInput = {
  vendor: 'LOTT',
  gameCode: '1001',
  draw: DRAW,
  last: null,
  offsetMs: 0,
  nowMs: T - 120_000,
};
/** The next draw, as the model's answer says it (the run's comes from the server's schedule). */
const NEXT: NumeroAnswer = {
  serverTime: T + 31_000,
  receivedAt: T + 31_000,
  current: { numero: '20270115-102', closeAt: T + 270_000, drawAt: T + 300_000 },
  last: { numero: DRAW.numero, drawAt: DRAW.drawAt, result: ['3', '0', '7', '7', '1'] },
};
/** Betting stays open at least this long on the lottery the run picks (the model starts 120 s before). */
const OPEN_AT_LEAST_MS = 95_000;
// Issue 30's tick and retry (docs/requirements.md has no lottery countdown yet), from the table of
// tests/requirements/timings.ts, never from the chart.
const TICK_MS = TIMINGS.lotteryTick.ms;
const RETRY_MS = TIMINGS.lotteryRetry.ms;

const TICK = 'xstate.after.countdownTick.lotteryCountdown.counting';
const RETRY = 'xstate.after.numeroRetry.lotteryCountdown.retrying';
const DONE = 'xstate.done.actor.fetchNumero';
const FAILED = 'xstate.error.actor.fetchNumero';
const sync = (phoneNow: number): ModelEvent => ({ type: 'clock.sync', phoneNow });
/** The moments the page is shown again, in the order the generated path takes them. */
const SHOWN_AGAIN = [T - 90_000, T - 60_000, T + 10_000, T + 30_000];

interface CountdownWorld extends BaseWorld {
  /** The lottery the run watches, as the centre answered it. */
  entry: LotteryCenterEntry;
  /** The server's clock minus the page's, as the page computed it from the centre's answer. */
  offsetMs: number;
  /** What the page's countdown holds now (kept in step with the page by each cause). */
  nowMs: number;
  draw: CountdownDraw;
  last: CountdownResult | null;
  /** The lottery's numero calls, held until the path's answer. */
  numeros: HeldRequests;
}

/** The countdown as the centre prints it: mm:ss, whole seconds rounded up. */
const mmss = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};
/** A message with its markup left out, as the page reads (`Draw <0>{numero}</0>`). */
const plain = (world: BaseWorld, english: string, values: Record<string, string>): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    world.t(english).replace(/<\/?\d+>/g, ''),
  );

const row = ({ page, entry }: CountdownWorld): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: entry.gameName, exact: true }) });

/** The lottery's answer at a moment of the server's clock, as server/routes/lottery.ts computes it. */
function numeroAt(entry: LotteryCenterEntry, serverTime: number) {
  const { current, next, lastDraw } = drawsAt(scheduleOf(entry.vendor, entry.gameCode), serverTime);
  return { serverTime, current, next, last: drawResult(entry.vendor, entry.gameCode, lastDraw) };
}

/** The status line with its time left: the row's text runs "Closes in 02:00". */
async function expectStatus(world: CountdownWorld, english: string, leftMs: number) {
  await expect(row(world).getByRole('timer')).toHaveText(mmss(leftMs));
  await expect(row(world)).toContainText(`${world.t(english)} ${mmss(leftMs)}`);
}

async function showAgain(world: CountdownWorld, nowMs: number): Promise<void> {
  await world.page.clock.setSystemTime(nowMs - world.offsetMs);
  await world.page.evaluate(() => {
    if (document.visibilityState !== 'visible') throw new Error('the page is not visible');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  world.nowMs = nowMs;
}

/** How far back the run may take the centre's answer: the longest interval between two draws. */
const LONGEST_INTERVAL_MS = Math.max(...DRAW_INTERVALS_SECONDS) * 1000;
const STEP_BACK_MS = 5_000;

/**
 * The centre's answer with a lottery of a name of its own whose betting stays open for
 * OPEN_AT_LEAST_MS. The server's answer when it has one; when it has none (every interval lottery
 * draws on the same half hour, so for about two minutes before it every one closes soon) the answer
 * the server gave a little earlier, each draw and result from the server's own schedule
 * (server/services), so the run does not depend on the time of day it starts.
 */
async function centreAnswerWithOpenLottery(
  centre: HeldRequests,
): Promise<{ envelope: object; entry: LotteryCenterEntry; serverTime: number }> {
  const answer = await centre.fetchHeld();
  expect(answer.ok(), 'the lottery centre answers').toBe(true);
  const envelope = (await answer.json()) as { value: LotteryCenter };
  const real = envelope.value;
  // The server's schedule gives the centre's draws: its answer at the answer's time is the server's.
  for (const entry of real.list) {
    const { current, last } = numeroAt(entry, real.serverTime);
    expect({ current, last }).toEqual({ current: entry.current, last: entry.last });
  }
  const named = (entry: LotteryCenterEntry) =>
    real.list.filter((other) => other.gameName === entry.gameName).length === 1;
  for (let back = 0; back <= LONGEST_INTERVAL_MS; back += STEP_BACK_MS) {
    const serverTime = real.serverTime - back;
    const list = real.list.map((entry) => {
      const { current, last } = numeroAt(entry, serverTime);
      return { ...entry, current, last };
    });
    const entry = list.find(
      (candidate) => candidate.current.closeAt - serverTime >= OPEN_AT_LEAST_MS && named(candidate),
    );
    if (entry) return { envelope: { ...envelope, value: { serverTime, list } }, entry, serverTime };
  }
  throw new Error('no lottery of the centre stays open for 95 s with a name of its own');
}

export const lotteryCountdownAdapter = defineAdapter<CountdownWorld>({
  chart: 'lottery-countdown',
  machine: lotteryCountdownMachine,
  input: INPUT,
  events: [
    ...SHOWN_AGAIN.map(sync),
    { type: DONE, output: NEXT },
    { type: FAILED, error: { code: 'network.offline' } },
    { type: RETRY },
  ],
  canSend(_keys, event, context: LotteryCountdownContext) {
    switch (event.type) {
      // The page comes back at each moment in turn, on the first draw only.
      case 'clock.sync':
        return (
          context.draw.numero === DRAW.numero &&
          event.phoneNow === SHOWN_AGAIN.find((moment) => moment > context.nowMs)
        );
      // The network fails the first call; the one after the retry is answered.
      case FAILED:
        return context.errorCode === null;
      case DONE:
        return context.errorCode !== null;
      default:
        return true;
    }
  },
  // The clock's ticks (without end, so no generated path takes them): across into closing soon,
  // and across the draw, which asks for the next one.
  sequences: [
    [
      sync(T - 61_000),
      { type: TICK },
      sync(T + 29_000),
      { type: TICK },
      { type: DONE, output: NEXT },
    ],
  ],
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await base.page.clock.install();
    const centre = await HeldRequests.install(
      base.page,
      new RegExp(`${LOTTERY_CENTER_PATH}(\\?|$)`),
      'lottery centre',
    );
    await base.page.goto(`/m/lotteryCenter?category=lott&lang=${base.lang.toUpperCase()}`);
    await centre.expectHeld();
    // From here the page's time moves only when a step moves it.
    await base.page.clock.pauseAt((await base.page.evaluate(() => Date.now())) + 1_000);
    const pausedAt = await base.page.evaluate(() => Date.now());
    const { envelope, entry, serverTime } = await centreAnswerWithOpenLottery(centre);
    await centre.answer({ kind: 'fulfil', status: 200, json: envelope });
    const numeros = await HeldRequests.install(
      base.page,
      new RegExp(
        `${LOTTERY_NUMERO_PATH}\\?(?=.*\\bvendor=${entry.vendor}(&|$))(?=.*\\bgameCode=${entry.gameCode}(&|$))`,
      ),
      'numero',
    );
    const world: CountdownWorld = {
      ...base,
      entry,
      // The page takes the answer's server time against its own clock, paused when the answer came.
      offsetMs: serverTime - pausedAt,
      nowMs: serverTime,
      draw: entry.current,
      last: entry.last,
      numeros,
    };
    // The site's reads report on a timer of no delay: run those (without moving the clock) until
    // the lotteries show; the countdown starts when its row comes near the screen.
    await expect
      .poll(
        async () => {
          await base.page.clock.runFor(0);
          return row(world).count();
        },
        { message: 'the lotteries show' },
      )
      .toBe(1);
    // Near the top, below the header: the messages of the network's failure show mid-screen.
    await row(world).evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -64);
    });
    return world;
  },
  states: {
    placingDraw: {
      words: 'the draw placed on the clock',
      unseen:
        'decided in the same step: the draw is placed on the clock (open, closing soon, closed or drawn) and that state shows at once',
    },
    counting: {
      words: 'the countdown',
      async see(world) {
        await expect(row(world)).toBeVisible();
        await expect(row(world)).toContainText(
          plain(world, 'Draw <0>{numero}</0>', { numero: world.draw.numero }),
        );
        const { last } = world;
        const balls = row(world).getByRole('list', {
          name: last ? plain(world, 'Last result <0>{numero}</0>', { numero: last.numero }) : '',
          exact: true,
        });
        if (last) await expect(balls.getByRole('listitem')).toHaveText(last.result);
        else await expect(row(world)).toContainText(world.t('No result yet'));
        world.numeros.expectNoneHeld();
      },
    },
    'counting.waiting': {
      words: 'betting open: closes in',
      see: (world) => expectStatus(world, 'Closes in', world.draw.closeAt - world.nowMs),
    },
    'counting.closingSoon': {
      words: 'closing soon',
      see: (world) => expectStatus(world, 'Closing soon', world.draw.closeAt - world.nowMs),
    },
    'counting.closed': {
      words: 'closed, drawing',
      see: (world) => expectStatus(world, 'Closed, drawing…', world.draw.drawAt - world.nowMs),
    },
    loadingNextDraw: {
      words: 'loading the next draw',
      async see(world) {
        await world.numeros.expectHeld();
        await expect(row(world)).toContainText(world.t('Loading the next draw…'));
        await expect(row(world).getByRole('timer')).toHaveCount(0);
        await expect(row(world)).toContainText(
          plain(world, 'Draw <0>{numero}</0>', { numero: world.draw.numero }),
        );
      },
    },
    retrying: {
      words: 'the next draw failed: trying again',
      async see(world) {
        await expect(row(world)).toContainText(
          world.t('The next draw could not be loaded. Trying again…'),
        );
        await expect(row(world).getByRole('timer')).toHaveCount(0);
        world.numeros.expectNoneHeld();
      },
    },
  },
  on: {
    'clock.sync': {
      words: (event) => {
        const s = ((event.phoneNow as number) - T) / 1000;
        return s < 0
          ? `the page is shown again ${-s} s before betting closes`
          : `the page is shown again ${s} s after betting closed`;
      },
      cause: (world, event) =>
        showAgain(world, world.draw.closeAt + (event.phoneNow as number) - T),
    },
    [TICK]: {
      words: () => 'a second passes',
      async cause(world) {
        await world.page.clock.runFor(TICK_MS);
        world.nowMs += TICK_MS;
      },
    },
    [DONE]: {
      words: () => 'the server answers the next draw and the result just drawn',
      async cause(world) {
        const answer = numeroAt(world.entry, world.draw.drawAt + 1_000);
        await world.numeros.answer({
          kind: 'fulfil',
          status: 200,
          json: { success: true, value: answer },
        });
        world.numeros.hold();
        world.nowMs = answer.serverTime;
        world.draw = answer.current;
        world.last = answer.last;
      },
    },
    [FAILED]: {
      words: () => 'the network fails',
      async cause(world) {
        await world.numeros.answer({ kind: 'abort' });
        world.numeros.hold();
      },
    },
    [RETRY]: {
      words: () => `${RETRY_MS / 1000} seconds pass`,
      async cause(world) {
        await world.page.clock.runFor(RETRY_MS);
      },
    },
  },
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  launchPlayType,
  lotteryPlayMachine,
  type PlayableLottery,
} from '../../machines/lottery-play.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { lotteryPlayOracle } from './oracles/lottery-play.oracle.ts';

const withPlayTypes: PlayableLottery = {
  vendor: 'LOTT',
  gameCode: '1001',
  nodeId: 41,
  playType: 'Tradition',
};
const withoutPlayTypes: PlayableLottery = {
  vendor: 'TCG_SEA',
  gameCode: '1003',
  nodeId: 43,
  playType: null,
};
const tradition = { playType: 'Tradition', name: 'Tradition' };
const entertainment = { playType: 'Entertainment', name: 'Entertainment' };

// Session types: null a visitor, 0 a member, 4 a trial player.
const play = (lottery: PlayableLottery, sessionType: number | null = 0) => ({
  type: 'play.request',
  lottery,
  sessionType,
});
const menu = (output: unknown[]) => ({ type: 'xstate.done.actor.loadPlayTypes', output });
const launched = {
  type: 'xstate.done.actor.launchLottery',
  output: { kind: 'opened', url: '/games/play/LOTT-0001' },
};

describeChartModel('lottery play chart (model-based)', lotteryPlayMachine, {
  events: [
    play(withPlayTypes, null),
    play(withPlayTypes, 4),
    play(withoutPlayTypes, 4),
    play(withPlayTypes),
    play(withoutPlayTypes),
    menu([tradition, entertainment]),
    // Offered in its own play type only; and a menu that does not list the game at all.
    menu([entertainment]),
    menu([]),
    { type: 'xstate.error.actor.loadPlayTypes', error: { code: 'network.offline' } },
    { type: 'play.choose', playType: 'Entertainment' },
    // A play type the lottery is not offered in is ignored.
    { type: 'play.choose', playType: 'Lucky' },
    { type: 'play.cancel' },
    launched,
    { type: 'xstate.error.actor.launchLottery', error: new Error('launch chart failed to load') },
  ],
  // A visitor's and a trial player's Play keep the chart waiting (no shortest path takes them): then a member's, asked and closed.
  sequences: [
    [
      play(withPlayTypes, null),
      play(withPlayTypes),
      menu([tradition, entertainment]),
      { type: 'play.cancel' },
    ],
    [
      play(withPlayTypes, 4),
      play(withoutPlayTypes, 4),
      play(withPlayTypes),
      menu([tradition, entertainment]),
      { type: 'play.cancel' },
    ],
  ],
  oracle: lotteryPlayOracle,
});

describe('lottery play chart (rules)', () => {
  it.each([
    [
      'the one chosen (one left)',
      { lottery: withPlayTypes, playTypes: [entertainment] },
      'Entertainment',
    ],
    [
      'the default when the menu offered none',
      { lottery: withPlayTypes, playTypes: [] },
      'Tradition',
    ],
    ['none for a vendor without play types', { lottery: withoutPlayTypes, playTypes: [] }, null],
    ['none without a lottery', { lottery: null, playTypes: [] }, null],
  ] as const)('launches in %s', (_, context, playType) => {
    expect(launchPlayType({ lottery: context.lottery, playTypes: [...context.playTypes] })).toBe(
      playType,
    );
  });

  it('asks the menu for the lottery tapped, then launches in the play type chosen and waits for the next Play', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      lotteryPlayMachine.provide({
        actors: {
          loadPlayTypes: fromPromise(async ({ input }) => {
            asked.push(input);
            return [tradition, entertainment];
          }),
          launchLottery: fromPromise(async ({ input }) => void asked.push(input)),
        },
      }),
    ).start();
    actor.send({ type: 'play.request', lottery: withPlayTypes, sessionType: 1 });
    await new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => snapshot.hasTag('choosing') && resolve()),
    );
    actor.send({ type: 'play.choose', playType: 'Entertainment' });
    await new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => snapshot.matches('waitingForPlay') && resolve()),
    );
    expect(asked).toEqual([
      { vendor: 'LOTT', gameCode: '1001' },
      { lottery: withPlayTypes, playType: 'Entertainment' },
    ]);
    expect(actor.getSnapshot().context).toEqual({ lottery: null, playTypes: [] });
  });

  it('closing the choice launches nothing, forgets the lottery and waits for the next Play', async () => {
    const launchedWith: unknown[] = [];
    const actor = createActor(
      lotteryPlayMachine.provide({
        actors: {
          loadPlayTypes: fromPromise(async () => [tradition, entertainment]),
          launchLottery: fromPromise(async ({ input }) => void launchedWith.push(input)),
        },
      }),
    ).start();
    actor.send({ type: 'play.request', lottery: withPlayTypes, sessionType: 0 });
    await new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => snapshot.hasTag('choosing') && resolve()),
    );
    actor.send({ type: 'play.cancel' });
    expect(actor.getSnapshot().value).toBe('waitingForPlay');
    expect(actor.getSnapshot().context).toEqual({ lottery: null, playTypes: [] });
    expect(launchedWith).toEqual([]);
  });

  it.each([
    ['with play types', withPlayTypes],
    ['without play types', withoutPlayTypes],
  ] as const)(
    'refuses a trial player at once on a lottery %s: nothing is loaded, asked or launched',
    (_, lottery) => {
      const shown: unknown[] = [];
      const started: string[] = [];
      const refuse = (_: unknown, params: unknown) => void shown.push(params);
      const actor = createActor(
        lotteryPlayMachine.provide({
          actors: {
            loadPlayTypes: fromPromise(async () => {
              started.push('loadPlayTypes');
              return [tradition, entertainment];
            }),
            launchLottery: fromPromise<
              unknown,
              { lottery: PlayableLottery; playType: string | null }
            >(async () => void started.push('launchLottery')),
          },
          actions: { showRefusal: refuse, openLogin: () => void started.push('openLogin') },
        }),
      ).start();
      actor.send({ type: 'play.request', lottery, sessionType: 4 });
      expect(shown).toEqual([{ code: 'trial.not.allowed' }]);
      expect(started).toEqual([]);
      expect(actor.getSnapshot().value).toBe('waitingForPlay');
      expect(actor.getSnapshot().context).toEqual({ lottery: null, playTypes: [] });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  gameLaunchMachine,
  playsFree,
  type GameLaunchInput,
} from '../../machines/game-launch.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { gameLaunchOracle } from './oracles/game-launch.oracle.ts';

const freeGame = { nodeId: 7, supportPlay: 0, freeplay: 0 };
const flaggedFreeGame = { nodeId: 8, supportPlay: 1, freeplay: 1 };
const paidGame = { nodeId: 9, supportPlay: 1, freeplay: 0 };
const input = (over: Partial<GameLaunchInput>): GameLaunchInput => ({
  game: freeGame,
  sessionType: 0,
  askedFreePlay: false,
  ...over,
});

describeChartModel('game launch chart (model-based)', gameLaunchMachine, {
  inputs: {
    'a visitor taps a game': input({ sessionType: null }),
    'a visitor asks for free play': input({ sessionType: null, askedFreePlay: true }),
    'a trial player asks for free play': input({ sessionType: 4, askedFreePlay: true }),
    'an agent asks for free play': input({ sessionType: 3, askedFreePlay: true }),
    'a type 40 player asks for free play': input({ sessionType: 40, askedFreePlay: true }),
    'a trial player taps a game without free play': input({ sessionType: 4, game: paidGame }),
    'a trial player taps a free game': input({ sessionType: 4, game: flaggedFreeGame }),
    'a member taps a game': input({ sessionType: 1 }),
    'a member of type 2 asks for free play': input({ sessionType: 2, askedFreePlay: true }),
    'a member asks for free play of a paid game': input({
      sessionType: 0,
      askedFreePlay: true,
      game: paidGame,
    }),
  },
  events: [
    { type: 'xstate.done.actor.launchGame', output: { gameUrl: '/games/play/JILI-7?mode=real' } },
    { type: 'xstate.error.actor.launchGame', error: { code: 'game.maintain' } },
  ],
  oracle: gameLaunchOracle,
});

describe('game launch chart (rules)', () => {
  it.each([
    ['a member who taps the game itself', input({ sessionType: 0 }), false],
    [
      'a member who asks, on a game that offers it',
      input({ sessionType: 1, askedFreePlay: true }),
      true,
    ],
    [
      'a member who asks, on a game flagged freeplay',
      input({ sessionType: 2, askedFreePlay: true, game: flaggedFreeGame }),
      true,
    ],
    [
      'a member who asks, on a game without it',
      input({ sessionType: 0, askedFreePlay: true, game: paidGame }),
      false,
    ],
    ['a trial player, always where offered', input({ sessionType: 4 }), true],
    ['a trial player, never where not', input({ sessionType: 4, game: paidGame }), false],
  ] as const)('plays free: %s → %s', (_, launch, free) => {
    expect(playsFree(launch)).toBe(free);
  });

  it('opens the answered page and asks the recent list again, in that order after the spinner goes', async () => {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          launchGame: fromPromise(async ({ input: asked }) => ({
            gameUrl: `/play/${asked.game.nodeId}?free=${asked.freePlay}`,
          })),
        },
        actions: {
          showLaunching: record('spinner'),
          hideLaunching: record('no spinner'),
          forgetRecentGames: record('recent'),
          openGamePage: record('open'),
        },
      }),
      { input: input({ sessionType: 4 }) },
    );
    const output = toPromise(actor);
    actor.start();
    expect(await output).toEqual({ kind: 'opened', url: '/play/7?free=true' });
    expect(calls).toEqual([
      'spinner {"nodeId":7}',
      'no spinner',
      'recent',
      'open {"url":"/play/7?free=true"}',
    ]);
  });
});

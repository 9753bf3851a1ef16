import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  changeAlreadyHolds,
  favouriteToggleMachine,
  type FavouriteToggleInput,
} from '../../machines/favourite-toggle.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { favouriteToggleOracle } from './oracles/favourite-toggle.oracle.ts';

const game = { nodeId: 1, vassalage: 'JILI' };
const done = (id: string) => ({ type: `xstate.done.actor.${id}` });
const refused = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { code: 'network.offline' },
});

const input = (over: Partial<FavouriteToggleInput>): FavouriteToggleInput => ({
  game,
  want: 'add',
  signedIn: true,
  ids: [2],
  ...over,
});

describeChartModel('favourite toggle chart (model-based)', favouriteToggleMachine, {
  inputs: {
    visitor: input({ signedIn: false, ids: null }),
    'add, ids loaded': input({ want: 'add', ids: [2, 3] }),
    'add, ids still loading': input({ want: 'add', ids: null }),
    'add, already a favourite': input({ want: 'add', ids: [2, 1] }),
    'remove one of two': input({ want: 'remove', ids: [2, 1] }),
    'remove, not a favourite': input({ want: 'remove', ids: [2] }),
  },
  events: [
    done('addFavourite'),
    refused('addFavourite'),
    done('removeFavourite'),
    refused('removeFavourite'),
  ],
  oracle: favouriteToggleOracle,
});

describe('favourite toggle chart (rules)', () => {
  it('a change already holds when adding a favourite or removing a non-favourite', () => {
    expect(changeAlreadyHolds({ game, want: 'add', before: [1] })).toBe(true);
    expect(changeAlreadyHolds({ game, want: 'add', before: [2] })).toBe(false);
    expect(changeAlreadyHolds({ game, want: 'remove', before: [2] })).toBe(true);
    expect(changeAlreadyHolds({ game, want: 'remove', before: [1, 2] })).toBe(false);
  });

  it('gives the refusal code as its output and keeps the order of the effects', async () => {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) =>
      void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const actor = createActor(
      favouriteToggleMachine.provide({
        actors: {
          removeFavourite: fromPromise(() => Promise.reject({ code: 'too.many.requests' })),
        },
        actions: {
          cancelIdsFetch: record('cancel'),
          setFavouriteIds: record('ids'),
          dropFromList: record('drop'),
          restoreToList: record('restore'),
          showFailure: record('fail'),
        },
      }),
      { input: input({ want: 'remove', ids: [3, 1, 2] }) },
    );
    const output = toPromise(actor);
    actor.start();
    expect(await output).toEqual({ kind: 'failed', code: 'too.many.requests' });
    expect(calls).toEqual([
      'cancel',
      'ids {"ids":[3,2]}',
      'drop {"nodeId":1}',
      'restore',
      'ids {"ids":[3,1,2]}',
      'fail {"code":"too.many.requests"}',
    ]);
  });

  it.each([
    [
      'loaded',
      [2, 3],
      ['cancel', 'ids {"ids":[1,2,3]}', 'ids {"ids":[2,3]}', 'fail {"code":"network.offline"}'],
    ],
    [
      'still loading',
      null,
      [
        'cancel',
        'ids {"ids":[1]}',
        'askIdsAgain',
        'ids {"ids":[]}',
        'fail {"code":"network.offline"}',
      ],
    ],
  ] as const)(
    'a refused add (ids %s) turns the heart off again and says why',
    async (_, ids, expected) => {
      const calls: string[] = [];
      const record = (name: string) => (_: unknown, params?: unknown) =>
        void calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
      const actor = createActor(
        favouriteToggleMachine.provide({
          actors: { addFavourite: fromPromise(() => Promise.reject({ code: 'network.offline' })) },
          actions: {
            cancelIdsFetch: record('cancel'),
            setFavouriteIds: record('ids'),
            askIdsAgain: record('askIdsAgain'),
            showFailure: record('fail'),
          },
        }),
        { input: input({ want: 'add', ids: ids === null ? null : [...ids] }) },
      );
      const output = toPromise(actor);
      actor.start();
      expect(await output).toEqual({ kind: 'failed', code: 'network.offline' });
      expect(calls).toEqual(expected);
    },
  );
});

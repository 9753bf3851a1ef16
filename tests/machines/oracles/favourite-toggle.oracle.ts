import { expect } from 'vitest';
import type { FavouriteToggleContext } from '../../../machines/favourite-toggle.machine.ts';
import {
  actionsIn,
  expectEffects,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<FavouriteToggleContext>;

const named = (effects: Effect[], name: string) =>
  actionsIn(effects).filter((effect) => 'action' in effect && effect.action === name);

/** The ids written to the cache, in order. */
const idsWritten = (effects: Effect[]) =>
  named(effects, 'setFavouriteIds').map(
    (effect) => (effect as { params: { ids: number[] } }).params.ids,
  );

/** A member's tap that changes something: the ids' fetch is cancelled before the first write. */
const cancelledBeforeChange = (history: Effect[]) => {
  const actions = actionsIn(history).map((effect) => ('action' in effect ? effect.action : ''));
  expect(actions.filter((name) => name === 'cancelIdsFetch')).toHaveLength(1);
  expect(actions.indexOf('cancelIdsFetch')).toBeLessThan(actions.indexOf('setFavouriteIds'));
};

/** Nothing happens to favourites: no write, no server call, no list change, no message. */
const untouched = ({ history, running }: Step) => {
  expect(idsWritten(history)).toEqual([]);
  expect(history.filter((effect) => 'invoke' in effect)).toEqual([]);
  for (const name of [
    'cancelIdsFetch',
    'dropFromList',
    'restoreToList',
    'showFailure',
    'askIdsAgain',
  ])
    expect(named(history, name)).toEqual([]);
  expect(running).toEqual([]);
};

/** The ids are asked again exactly when their fetch was cancelled before they had loaded. */
const askedAgainWhenLoading = ({ context, history }: Step) => {
  expect(named(history, 'askIdsAgain')).toHaveLength(context.idsLoaded ? 0 : 1);
};

/** What must hold in each state of the favourite toggle chart. */
export const favouriteToggleOracle: Oracle<FavouriteToggleContext> = {
  // Passed through within the start: only the context of that moment is checked here.
  deciding: ({ context }) => {
    expect(context.errorCode).toBeNull();
    // Ids still loading count as none: a tap then can only add.
    if (!context.idsLoaded) expect(context.before).toEqual([]);
    expect(typeof context.signedIn).toBe('boolean');
  },
  sendingToLogin: (step) => {
    expect(step.context.signedIn).toBe(false);
    expect(step.snapshot.output).toEqual({ kind: 'login' });
    expect(actionsIn(step.history)).toEqual([{ action: 'openLogin' }]);
    untouched({
      ...step,
      history: step.history.filter(
        (effect) => !('action' in effect && effect.action === 'openLogin'),
      ),
    });
  },
  skipped: (step) => {
    expect(step.context.signedIn).toBe(true);
    expect(step.context.before.includes(step.context.game.nodeId)).toBe(
      step.context.want === 'add',
    );
    expect(step.snapshot.output).toEqual({ kind: 'skipped' });
    expect(step.hasTag('busy')).toBe(false);
    untouched(step);
    expect(named(step.history, 'openLogin')).toEqual([]);
  },
  adding: ({ context, effects, history, running, hasTag, entered }) => {
    expect(context.signedIn && context.want === 'add').toBe(true);
    expect(context.before).not.toContain(context.game.nodeId);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['addFavourite']);
    cancelledBeforeChange(history);
    // The heart is on at once: the game first, the others kept in order.
    expect(idsWritten(history)).toEqual([[context.game.nodeId, ...context.before]]);
    expect(named(history, 'dropFromList')).toEqual([]);
    if (entered) {
      expectEffects(effects, [
        { action: 'cancelIdsFetch' },
        { action: 'setFavouriteIds', params: { ids: [context.game.nodeId, ...context.before] } },
        { invoke: 'addFavourite', id: 'addFavourite', input: { game: context.game } },
      ]);
    }
  },
  removing: ({ context, effects, history, running, hasTag, entered }) => {
    expect(context.signedIn && context.want === 'remove' && context.idsLoaded).toBe(true);
    expect(context.before).toContain(context.game.nodeId);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['removeFavourite']);
    cancelledBeforeChange(history);
    // Gone at once from the ids (every other favourite kept) and from the list.
    const after = context.before.filter((id) => id !== context.game.nodeId);
    expect(after).toHaveLength(context.before.length - 1);
    expect(idsWritten(history)).toEqual([after]);
    expect(named(history, 'dropFromList')).toEqual([
      { action: 'dropFromList', params: { nodeId: context.game.nodeId } },
    ]);
    if (entered) {
      expectEffects(effects, [
        { action: 'cancelIdsFetch' },
        { action: 'setFavouriteIds', params: { ids: after } },
        { action: 'dropFromList', params: { nodeId: context.game.nodeId } },
        { invoke: 'removeFavourite', id: 'removeFavourite', input: { game: context.game } },
      ]);
    }
  },
  added: (step) => {
    const { context, history, snapshot, running, hasTag } = step;
    expect(snapshot.output).toEqual({ kind: 'added' });
    expect(context.errorCode).toBeNull();
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    // The optimistic ids stand: nothing is put back.
    expect(idsWritten(history)).toEqual([[context.game.nodeId, ...context.before]]);
    expect(named(history, 'showFailure')).toEqual([]);
    askedAgainWhenLoading(step);
  },
  removed: (step) => {
    const { context, history, snapshot, running, hasTag } = step;
    expect(snapshot.output).toEqual({ kind: 'removed' });
    expect(context.errorCode).toBeNull();
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(idsWritten(history)).toEqual([
      context.before.filter((id) => id !== context.game.nodeId),
    ]);
    expect(named(history, 'restoreToList')).toEqual([]);
    expect(named(history, 'showFailure')).toEqual([]);
    askedAgainWhenLoading(step);
  },
  failed: (step) => {
    const { context, history, snapshot, running, hasTag } = step;
    expect(context.errorCode).toEqual(expect.any(String));
    expect(snapshot.output).toEqual({ kind: 'failed', code: context.errorCode });
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    // The ids end as they were before the tap; a removed game comes back into the list, once.
    const writes = idsWritten(history);
    expect(writes).toHaveLength(2);
    expect(writes.at(-1)).toEqual(context.before);
    expect(named(history, 'restoreToList')).toHaveLength(context.want === 'remove' ? 1 : 0);
    expect(named(history, 'showFailure')).toEqual([
      { action: 'showFailure', params: { code: context.errorCode } },
    ]);
    askedAgainWhenLoading(step);
  },
};

import { assign, setup } from 'xstate';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * One tap on a game tile's heart.
 *
 * A visitor is sent to the login and nothing else happens. For a member the hearts change at once
 * (optimistic): an add puts the game first in the favourite ids, a removal takes it out of the ids
 * and out of the list on screen; then the server is asked, and a refusal puts the ids and the list
 * back and shows why. Tapping for a change that already holds does nothing.
 *
 * A tap while the favourite ids are still loading: that fetch's answer, from before the change,
 * would land after it and undo it on screen. So every member's tap cancels an in-flight fetch of
 * the ids first, and when they had not loaded yet they are asked again once the server answered.
 *
 * Pure chart: effects are provided by src/features/games/actors.
 */

/** What the server needs to know about a game to add or remove it. */
export interface FavouriteGame {
  nodeId: number;
  vassalage: string;
}

export type FavouriteWish = 'add' | 'remove';

export interface FavouriteToggleInput {
  game: FavouriteGame;
  want: FavouriteWish;
  signedIn: boolean;
  /** The favourite ids known when the heart was tapped; null while they are still loading. */
  ids: readonly number[] | null;
}

export interface FavouriteToggleContext {
  game: FavouriteGame;
  want: FavouriteWish;
  signedIn: boolean;
  /** The ids before the change: what a refusal puts back. */
  before: readonly number[];
  idsLoaded: boolean;
  errorCode: string | null;
}

export type FavouriteToggleResult =
  | { kind: 'login' }
  | { kind: 'added' }
  | { kind: 'removed' }
  | { kind: 'skipped' }
  | { kind: 'failed'; code: string };

/** The ids once the tapped game was added: it comes first. */
export function idsWithAdded(before: readonly number[], nodeId: number): number[] {
  return [nodeId, ...before];
}

/** The ids once the tapped game was removed. */
export function idsWithoutRemoved(before: readonly number[], nodeId: number): number[] {
  return before.filter((id) => id !== nodeId);
}

/** Adding a favourite that is already one, or removing one that is not, changes nothing. */
export function changeAlreadyHolds(
  context: Pick<FavouriteToggleContext, 'before' | 'game' | 'want'>,
): boolean {
  return context.before.includes(context.game.nodeId) === (context.want === 'add');
}

export const favouriteToggleMachine = setup({
  types: {
    input: {} as FavouriteToggleInput,
    context: {} as FavouriteToggleContext,
    output: {} as FavouriteToggleResult,
  },
  actors: {
    addFavourite: notProvidedActor<void, { game: FavouriteGame }>('addFavourite'),
    removeFavourite: notProvidedActor<void, { game: FavouriteGame }>('removeFavourite'),
  },
  actions: {
    openLogin: notProvidedAction('openLogin'),
    cancelIdsFetch: notProvidedAction('cancelIdsFetch'),
    setFavouriteIds: notProvidedAction<{ ids: number[] }>('setFavouriteIds'),
    dropFromList: notProvidedAction<{ nodeId: number }>('dropFromList'),
    restoreToList: notProvidedAction('restoreToList'),
    showFailure: notProvidedAction<{ code: string }>('showFailure'),
    askIdsAgain: notProvidedAction('askIdsAgain'),
    keepErrorCode: assign({
      errorCode: ({ event }) => errorCodeOf((event as { error?: unknown }).error),
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    changeAlreadyHolds: ({ context }) => changeAlreadyHolds(context),
    wantsAdd: ({ context }) => context.want === 'add',
    idsWereLoading: ({ context }) => !context.idsLoaded,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'favouriteToggle',
  context: ({ input }) => ({
    game: input.game,
    want: input.want,
    signedIn: input.signedIn,
    before: input.ids ?? [],
    idsLoaded: input.ids !== null,
    errorCode: null,
  }),
  initial: 'deciding',
  // The tap's outcome is the output of the final state it ended in.
  output: ({ event }) => event.output as FavouriteToggleResult,
  states: {
    deciding: {
      description:
        'The heart was tapped: a visitor goes to the login; a change that already holds is skipped; otherwise any fetch of the favourite ids still under way is cancelled before the change is made.',
      always: [
        { guard: 'isVisitor', target: 'sendingToLogin' },
        { guard: 'changeAlreadyHolds', target: 'skipped' },
        { guard: 'wantsAdd', target: 'adding', actions: 'cancelIdsFetch' },
        { target: 'removing', actions: 'cancelIdsFetch' },
      ],
    },
    sendingToLogin: {
      description:
        'A visitor tapped a heart: the login opens; no favourite is changed and the server is not asked.',
      type: 'final',
      entry: 'openLogin',
      output: { kind: 'login' },
    },
    skipped: {
      description:
        'The game already was (or already was not) a favourite: nothing changes on screen or on the server.',
      type: 'final',
      output: { kind: 'skipped' },
    },
    adding: {
      description:
        'The heart is on at once (the game first in the favourite ids) while the server adds it.',
      tags: ['busy'],
      entry: {
        type: 'setFavouriteIds',
        params: ({ context }) => ({ ids: idsWithAdded(context.before, context.game.nodeId) }),
      },
      invoke: {
        id: 'addFavourite',
        src: 'addFavourite',
        input: ({ context }) => ({ game: context.game }),
        // Ids that were still loading when the heart was tapped had their fetch cancelled: they
        // are asked again now that the server has answered the change.
        onDone: [
          { guard: 'idsWereLoading', target: 'added', actions: 'askIdsAgain' },
          { target: 'added' },
        ],
        onError: [
          { guard: 'idsWereLoading', target: 'failed', actions: ['keepErrorCode', 'askIdsAgain'] },
          { target: 'failed', actions: 'keepErrorCode' },
        ],
      },
    },
    removing: {
      description:
        'The heart is off and the game gone from the list on screen at once, while the server removes it. (Only a loaded favourite can be removed, so the ids are never still loading here.)',
      tags: ['busy'],
      entry: [
        {
          type: 'setFavouriteIds',
          params: ({ context }) => ({
            ids: idsWithoutRemoved(context.before, context.game.nodeId),
          }),
        },
        { type: 'dropFromList', params: ({ context }) => ({ nodeId: context.game.nodeId }) },
      ],
      invoke: {
        id: 'removeFavourite',
        src: 'removeFavourite',
        input: ({ context }) => ({ game: context.game }),
        onDone: 'removed',
        onError: { target: 'failed', actions: ['keepErrorCode', 'restoreToList'] },
      },
    },
    added: {
      description: 'The server added the favourite; the heart stays on.',
      type: 'final',
      output: { kind: 'added' },
    },
    removed: {
      description:
        'The server removed the favourite; the heart stays off and the game out of the list.',
      type: 'final',
      output: { kind: 'removed' },
    },
    failed: {
      description:
        'The server refused: the favourite ids are put back as they were, a removed game comes back into the list, and a message says why.',
      type: 'final',
      entry: [
        { type: 'setFavouriteIds', params: ({ context }) => ({ ids: [...context.before] }) },
        // Stryker disable next-line StringLiteral: equivalent, every way here keeps the error code first; the fallback only satisfies the type.
        { type: 'showFailure', params: ({ context }) => ({ code: context.errorCode ?? '' }) },
      ],
      // Stryker disable next-line StringLiteral: equivalent, for the same reason.
      output: ({ context }) => ({ kind: 'failed', code: context.errorCode ?? '' }),
    },
  },
});

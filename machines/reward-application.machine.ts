import { and, assign, setup } from 'xstate';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_COUNT,
  REMARK_MAX_LENGTH,
} from '../shared/contract/content.ts';

/**
 * Reward application `/m/applyReward?id=` (requirements B2.7, B3, B4, B5, B9).
 *
 * Without a session or a promotion id (or for an id that is not a promotion) the chart ends in
 * `leaving` and the route goes to /m/activity. The remark is used only when remarkRequired is Y
 * (at most 140 characters), pictures only when imageRequired is Y (jpeg/jpg/png, at most
 * 5,242,880 bytes each, at most 3). Submit is enabled by the four rules of requirements B5. While
 * submitting, a loading message shows for at most 10 s and further taps send nothing; success
 * ends in `submitted` (the route shows the toast and goes to /m/activity), success false stays.
 * Cancel clears remarks and pictures. Codes only; the view translates them.
 */

// The limits of requirements B5.2 are the contract's (the server holds to the same).
export { PICTURE_MAX_BYTES, PICTURE_MAX_COUNT, REMARK_MAX_LENGTH };
export const SUBMIT_LOADING_MS = 10_000;
export const PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const PICTURE_EXTENSIONS = /\.(jpe?g|png)$/i;

/** A chosen file as the chart needs to judge it; the real actor gets the File objects themselves. */
export interface PictureFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}
export interface Picture {
  readonly name: string;
  readonly dataUrl: string;
}
export interface RewardPromotion {
  readonly id: number;
  readonly title: string;
  readonly remarkRequired: boolean;
  readonly imageRequired: boolean;
}
export interface RewardSubmission {
  promotionId: number;
  remarks?: string;
  pictures?: string[];
}
/** `success` false carries the promotion status the server answered. */
export interface RewardAnswer {
  success: boolean;
  status: string | null;
}

export interface RewardApplicationInput {
  promotionId: number | null;
  hasSession: boolean;
}
export interface RewardApplicationContext extends RewardApplicationInput {
  promotion: RewardPromotion | null;
  remarks: string;
  pictures: Picture[];
  /** upload.type, upload.size, upload.count or upload.unreadable for the last choice. */
  pictureError: string | null;
  /** An error code, or `reward.refused` when the server answered success false. */
  submitError: string | null;
  /** The files being read. */
  pendingFiles: readonly PictureFile[];
  /** Visible while submitting, for at most SUBMIT_LOADING_MS. */
  loadingShown: boolean;
}

export type RewardApplicationEvent =
  | { type: 'remark.changed'; value: string }
  | { type: 'pictures.chosen'; files: readonly PictureFile[] }
  | { type: 'picture.removed'; index: number }
  | { type: 'reward.submit' }
  | { type: 'reward.cancel' }
  | { type: 'reward.retry' };

/** The first problem of a choice of files, or null when they can all be read. */
export function pictureProblem(
  files: readonly PictureFile[],
  alreadyChosen: number,
): string | null {
  if (alreadyChosen + files.length > PICTURE_MAX_COUNT) return 'upload.count';
  if (
    files.some(
      (f) =>
        !(PICTURE_TYPES as readonly string[]).includes(f.type.toLowerCase()) &&
        !PICTURE_EXTENSIONS.test(f.name),
    )
  )
    return 'upload.type';
  if (files.some((f) => f.size > PICTURE_MAX_BYTES)) return 'upload.size';
  return null;
}

/** Requirements B5: both required → remark and a picture; image only → a picture; remark only → remark; neither → enabled. */
export function canSubmit(
  context: Pick<RewardApplicationContext, 'promotion' | 'remarks' | 'pictures'>,
): boolean {
  const promotion = context.promotion;
  if (promotion === null) return false;
  const remarkOk = !promotion.remarkRequired || context.remarks.trim().length > 0;
  const picturesOk = !promotion.imageRequired || context.pictures.length > 0;
  return remarkOk && picturesOk;
}

export function submissionOf(context: RewardApplicationContext): RewardSubmission {
  const promotion = context.promotion;
  return {
    promotionId: context.promotionId ?? 0,
    ...(promotion?.remarkRequired ? { remarks: context.remarks.trim() } : {}),
    ...(promotion?.imageRequired ? { pictures: context.pictures.map((p) => p.dataUrl) } : {}),
  };
}

const cleared = { remarks: '', pictures: [] as Picture[], pictureError: null, submitError: null };

export const rewardApplicationMachine = setup({
  types: {
    input: {} as RewardApplicationInput,
    context: {} as RewardApplicationContext,
    events: {} as RewardApplicationEvent,
  },
  actors: {
    /** The promotion by id, or null when there is none. */
    loadPromotion: notProvidedActor<RewardPromotion | null, { promotionId: number }>(
      'loadPromotion',
    ),
    /** Data URLs of the files, in order; fails when one cannot be read. */
    readPictures: notProvidedActor<Picture[], { files: readonly PictureFile[] }>('readPictures'),
    submitReward: notProvidedActor<RewardAnswer, RewardSubmission>('submitReward'),
  },
  actions: {
    /** The success toast; the route leaves for /m/activity when the chart is done. */
    showSubmitted: notProvidedAction('showSubmitted'),
  },
  guards: {
    // Stryker disable next-line ConditionalExpression: equivalent, null > 0 is false too; the check narrows the type.
    canOpen: ({ context }) =>
      context.hasSession && context.promotionId !== null && context.promotionId > 0,
    isPromotion: (_, params: { promotion: RewardPromotion | null }) => params.promotion !== null,
    // Stryker disable next-line OptionalChaining: equivalent, used in editing only, where the promotion is loaded.
    usesPictures: ({ context }) => context.promotion?.imageRequired === true,
    // Stryker disable next-line OptionalChaining: equivalent, for the same reason.
    usesRemark: ({ context }) => context.promotion?.remarkRequired === true,
    // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on pictures.chosen alone; the test narrows the event's type.
    arePicturesAcceptable: ({ context, event }) =>
      event.type === 'pictures.chosen' &&
      pictureProblem(event.files, context.pictures.length) === null,
    isSubmittable: ({ context }) => canSubmit(context),
    isAccepted: (_, params: { answer: RewardAnswer }) => params.answer.success,
  },
  delays: {
    submitLoading: SUBMIT_LOADING_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'rewardApplication',
  context: ({ input }) => ({
    ...input,
    promotion: null,
    ...cleared,
    pendingFiles: [],
    loadingShown: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      description:
        'Opening the page: only a signed-in player with a promotion id may apply; anyone else leaves for the promotions page.',
      always: [{ guard: 'canOpen', target: 'loading' }, { target: 'leaving' }],
    },
    loading: {
      description:
        'The promotion is being loaded, to know whether it asks for a remark and pictures.',
      invoke: {
        id: 'loadPromotion',
        src: 'loadPromotion',
        input: ({ context }) => ({ promotionId: context.promotionId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isPromotion', params: ({ event }) => ({ promotion: event.output }) },
            target: 'editing',
            actions: assign({ promotion: ({ event }) => event.output }),
          },
          { target: 'leaving' },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ submitError: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The promotion could not be loaded: the error shows with a Retry button.',
      on: { 'reward.retry': { target: 'loading', actions: assign({ submitError: null }) } },
    },
    editing: {
      description:
        "The form: a remark and pictures where the promotion asks for them; Submit works once the promotion's rules are met.",
      on: {
        'remark.changed': {
          guard: 'usesRemark',
          actions: assign({
            remarks: ({ event }) => event.value.slice(0, REMARK_MAX_LENGTH),
            submitError: null,
          }),
        },
        'pictures.chosen': [
          {
            guard: and(['usesPictures', 'arePicturesAcceptable']),
            target: 'readingPictures',
            actions: assign({ pendingFiles: ({ event }) => event.files, pictureError: null }),
          },
          {
            guard: 'usesPictures',
            actions: assign({
              pictureError: ({ context, event }) =>
                pictureProblem(event.files, context.pictures.length),
            }),
          },
        ],
        'picture.removed': {
          // Stryker disable next-line StringLiteral: equivalent, without pictures in the promotion the list is empty and its error null, so a removal changes nothing either way.
          guard: 'usesPictures',
          actions: assign({
            pictures: ({ context, event }) => context.pictures.filter((_, i) => i !== event.index),
            pictureError: null,
          }),
        },
        'reward.submit': {
          guard: 'isSubmittable',
          target: 'submitting',
          actions: assign({ submitError: null }),
        },
        'reward.cancel': { actions: assign(cleared) },
      },
    },
    readingPictures: {
      description: 'The chosen pictures are being read; the form waits.',
      tags: ['busy'],
      invoke: {
        id: 'readPictures',
        src: 'readPictures',
        input: ({ context }) => ({ files: context.pendingFiles }),
        onDone: {
          target: 'editing',
          actions: assign({
            pictures: ({ context, event }) => [...context.pictures, ...event.output],
            pendingFiles: [],
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ pictureError: 'upload.unreadable', pendingFiles: [] }),
        },
      },
    },
    submitting: {
      description:
        'The application is being sent: a loading message shows for at most 10 s and further taps send nothing.',
      tags: ['busy'],
      entry: assign({ loadingShown: true }),
      exit: assign({ loadingShown: false }),
      // Requirements B4: the loading message shows at most 10 s; the request itself is not abandoned.
      after: { submitLoading: { actions: assign({ loadingShown: false }) } },
      invoke: {
        id: 'submitReward',
        src: 'submitReward',
        input: ({ context }) => submissionOf(context),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'submitted',
            actions: 'showSubmitted',
          },
          { target: 'editing', actions: assign({ submitError: 'reward.refused' }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ submitError: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    submitted: {
      type: 'final',
      description:
        'Applied: a success message shows and the player goes back to the promotions page.',
    },
    leaving: {
      type: 'final',
      description:
        'Nothing to apply for (no session, no id, or not a promotion): back to the promotions page.',
    },
  },
});

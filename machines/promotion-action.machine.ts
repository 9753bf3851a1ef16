import { assign, setup } from 'xstate';
import type { PromotionStatus } from '../shared/contract/calls/announcements.ts';
import type { PromotionActionResult } from '../shared/contract/calls/join-promotion.ts';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { errorCodeOf } from './error-code.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * The action element of a promotion's detail `/m/activityDetail` (requirements B2.6, B9; D1.2).
 *
 * Only the statuses Join and Claim are buttons; every other status is a label. A visitor who presses
 * Join or Claim gets the login popup. A member joins a sign-up promotion (JOIN) with one call, and
 * claims its reward with another, a money call (requirements D0.3: a new idempotency key per
 * attempt, the server books once). A promotion claimed by application (APPLY) opens the application
 * form, except for a trial player, who is told to log in an actual account. After an answer the
 * player sees a message, the button shows the status the server's answer names, and every
 * announcement list is read again, so the new status shows everywhere; while a call or that refresh runs, pressing again does nothing. A new status or a new
 * session while a call runs waits until the call and the refresh are over.
 *
 * Pure chart: the calls, the messages, the refresh and the navigation are provided by
 * src/features/promotions/actors. Codes only; the view and the actors translate them.
 */

/** The promotion as the action element sees it. */
export interface PromotionFacts {
  id: number;
  /** Null: a status this site does not know (no action). */
  status: PromotionStatus | null;
  promotionType: 'JOIN' | 'APPLY' | null;
}

export interface PromotionActionInput {
  promotion: PromotionFacts;
  /** The session's customer type; null for a visitor. */
  memberType: number | null;
}

export type PromotionActionContext = PromotionActionInput;

export type PromotionActionEvent =
  | { type: 'promotion.pressed' }
  /** The promotion's status (after a refresh) or the session (a login or logout) changed. */
  | { type: 'promotion.changed'; promotion: PromotionFacts; memberType: number | null };

/** What a message after a call says: it happened, or why not (an error code). */
export type PromotionOutcome =
  { kind: 'joined' } | { kind: 'claimed' } | { kind: 'refused'; code: string };

/** Refusal of an application by a trial player, before anything is asked of the server. */
export const TRIAL_REFUSAL = 'trial.not.allowed';
/** The server answered the call with success false (the promotion cannot be joined or claimed now). */
export const PROMOTION_REFUSAL = 'promotion.refused';

const isPressable = (context: PromotionActionContext) =>
  context.promotion.status === 'Join' || context.promotion.status === 'Claim';

export const promotionActionMachine = setup({
  types: {
    context: {} as PromotionActionContext,
    events: {} as PromotionActionEvent,
    input: {} as PromotionActionInput,
  },
  actors: {
    /** The sign-up join call for the promotion. */
    joinPromotion: notProvidedActor<PromotionActionResult, { promotionId: number }>(
      'joinPromotion',
    ),
    /** The claim call for the promotion, with a new idempotency key for this attempt. */
    claimReward: notProvidedActor<PromotionActionResult, { promotionId: number }>('claimReward'),
    /** Reads every announcement list again (the new status shows everywhere). */
    refreshPromotions: notProvidedActor<void>('refreshPromotions'),
  },
  actions: {
    /** Opens the login popup over the page. */
    openLogin: notProvidedAction('openLogin'),
    /** Opens the application form of the promotion. */
    openApplication: notProvidedAction<{ promotionId: number }>('openApplication'),
    /** Shows the outcome as a toast: success, or the refusal's message. */
    tellOutcome: notProvidedAction<PromotionOutcome>('tellOutcome'),
    keepChange: assign((_, params: PromotionActionInput) => params),
    /** The server's answer names the status the player now sees. */
    keepAnswer: assign({
      promotion: ({ context }, params: { result: PromotionActionResult }) => ({
        ...context.promotion,
        status: params.result.status,
      }),
    }),
  },
  guards: {
    isLabel: ({ context }) => !isPressable(context),
    isVisitor: ({ context }) => context.memberType === null,
    isSignUpJoin: ({ context }) => context.promotion.status === 'Join',
    isApplication: ({ context }) => context.promotion.promotionType === 'APPLY',
    isTrialPlayer: ({ context }) => context.memberType === TRIAL_TYPE,
    isAccepted: (_, params: { result: PromotionActionResult }) => params.result.success,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'promotionAction',
  context: ({ input }) => ({ promotion: input.promotion, memberType: input.memberType }),
  initial: 'choosingAction',
  states: {
    choosingAction: {
      description:
        'Deciding what the button does from the status and who is looking: a label, the login, join, claim or the application.',
      always: [
        { guard: 'isLabel', target: 'showingStatus' },
        { guard: 'isVisitor', target: 'offering.login' },
        { guard: 'isSignUpJoin', target: 'offering.join' },
        { guard: 'isApplication', target: 'offering.application' },
        { target: 'offering.claim' },
      ],
    },
    showingStatus: {
      description:
        'The status (Joined, In progress, Claimed, Closed…) is a label: nothing to press.',
      on: {
        'promotion.changed': {
          target: 'choosingAction',
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ promotion: event.promotion, memberType: event.memberType }),
          },
        },
      },
    },
    offering: {
      description: 'Join or Claim is a button the player can press.',
      initial: 'login',
      on: {
        'promotion.changed': {
          target: 'choosingAction',
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ promotion: event.promotion, memberType: event.memberType }),
          },
        },
      },
      states: {
        login: {
          description: 'A visitor: pressing Join or Claim opens the login popup.',
          on: { 'promotion.pressed': { target: '#promotionAction.leaving', actions: 'openLogin' } },
        },
        join: {
          description: 'A member sees Join on a sign-up promotion: pressing it joins.',
          on: { 'promotion.pressed': { target: '#promotionAction.joining' } },
        },
        claim: {
          description: 'A member sees Claim on a sign-up promotion: pressing it claims the reward.',
          on: { 'promotion.pressed': { target: '#promotionAction.claiming' } },
        },
        application: {
          description:
            'Claim on a promotion claimed by application: a member opens the application form; a trial player is told to log in an actual account.',
          on: {
            'promotion.pressed': [
              {
                guard: 'isTrialPlayer',
                target: 'refused',
                actions: {
                  type: 'tellOutcome',
                  params: { kind: 'refused', code: TRIAL_REFUSAL },
                },
              },
              {
                target: '#promotionAction.leaving',
                actions: {
                  type: 'openApplication',
                  params: ({ context }) => ({ promotionId: context.promotion.id }),
                },
              },
            ],
          },
        },
        refused: {
          description:
            'A trial player was told to log in an actual account; pressing Claim again tells them again.',
          on: {
            'promotion.pressed': {
              actions: {
                type: 'tellOutcome',
                params: { kind: 'refused', code: TRIAL_REFUSAL },
              },
            },
          },
        },
      },
    },
    leaving: {
      description:
        'The player goes on elsewhere: a visitor to the login popup, a member to the application form. The detail is left behind.',
      type: 'final',
    },
    joining: {
      description: 'The join is sent; the button shows it is busy and pressing again does nothing.',
      tags: ['busy'],
      invoke: {
        id: 'joinPromotion',
        src: 'joinPromotion',
        input: ({ context }) => ({ promotionId: context.promotion.id }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'refreshing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ result: event.output }) },
              { type: 'tellOutcome', params: { kind: 'joined' } },
            ],
          },
          {
            target: 'refreshing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ result: event.output }) },
              { type: 'tellOutcome', params: { kind: 'refused', code: PROMOTION_REFUSAL } },
            ],
          },
        ],
        onError: {
          target: 'choosingAction',
          actions: {
            type: 'tellOutcome',
            params: ({ event }) => ({ kind: 'refused', code: errorCodeOf(event.error) }),
          },
        },
      },
      on: {
        'promotion.changed': {
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ promotion: event.promotion, memberType: event.memberType }),
          },
        },
      },
    },
    claiming: {
      description:
        'The claim is sent with a new idempotency key; the button shows it is busy and pressing again does nothing.',
      tags: ['busy'],
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({ promotionId: context.promotion.id }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'refreshing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ result: event.output }) },
              { type: 'tellOutcome', params: { kind: 'claimed' } },
            ],
          },
          {
            target: 'refreshing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ result: event.output }) },
              { type: 'tellOutcome', params: { kind: 'refused', code: PROMOTION_REFUSAL } },
            ],
          },
        ],
        onError: {
          target: 'choosingAction',
          actions: {
            type: 'tellOutcome',
            params: ({ event }) => ({ kind: 'refused', code: errorCodeOf(event.error) }),
          },
        },
      },
      on: {
        'promotion.changed': {
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ promotion: event.promotion, memberType: event.memberType }),
          },
        },
      },
    },
    refreshing: {
      description:
        'The server answered with the status the player now sees: the announcement lists are read again so it shows everywhere; the button stays busy until then.',
      tags: ['busy'],
      invoke: {
        id: 'refreshPromotions',
        src: 'refreshPromotions',
        onDone: { target: 'choosingAction' },
        onError: { target: 'choosingAction' },
      },
      on: {
        'promotion.changed': {
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ promotion: event.promotion, memberType: event.memberType }),
          },
        },
      },
    },
  },
});

import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Announcement popups on the home screen, once per visit.
 *
 * Members see the popups whose execution is A, visitors those whose execution is B. Each audience
 * has its own mark for the visit: once its popups have opened they do not open again in the same
 * visit, and a visitor who signs in during the visit still sees the members' popups once. The
 * popups show one after another in a swiper (next, previous, or a chosen one); closing ends them.
 * They are modal like the exclusive popups (login, register, forgot password, the help centre:
 * machines/popups.machine.ts), and one popup shows at a time: while one of those shows, the
 * announcements wait, and one opening over them sends them back to waiting.
 *
 * Pure chart: where the visit's marks are kept is provided by src/features/home/actors.
 */

/** Members ('A') or visitors ('B'). */
export type PopupAudience = 'A' | 'B';

/** What the chart needs of an announcement popup. */
export interface PopupAnnouncement {
  id: number;
  title: string;
  /** A: members only, B: visitors only; none: whoever the server sent it to. */
  execution?: string | null;
  announcementImages: readonly unknown[];
}

export interface AnnouncementPopupsContext<TPopup extends PopupAnnouncement = PopupAnnouncement> {
  audience: PopupAudience;
  /** The latest popup list the server answered (for the current session). */
  received: readonly TPopup[];
  /** The popups shown in the swiper, one after another; empty unless they are open. */
  slides: readonly TPopup[];
  /** The slide on screen. */
  index: number;
  /** An exclusive popup (login, register, forgot password, help centre) shows or animates. */
  otherPopupShown: boolean;
}

export interface AnnouncementPopupsInput {
  audience: PopupAudience;
  /** An exclusive popup already shows when the chart starts. */
  otherPopupShown?: boolean;
}

export type AnnouncementPopupsEvent =
  | { type: 'popups.received'; popups: readonly PopupAnnouncement[] }
  | { type: 'audience.changed'; audience: PopupAudience }
  /** An exclusive popup (login, register, forgot password, help centre) opened (`shown`) or went away. */
  | { type: 'exclusive.changed'; shown: boolean }
  | { type: 'popup.next' }
  | { type: 'popup.previous' }
  | { type: 'popup.select'; index: number }
  | { type: 'popup.close' };

/**
 * The popups of one audience: the server already answers by session, this guards against a list
 * cached for the other one. A popup with neither a title nor an image has nothing to show.
 */
export function popupsFor<TPopup extends PopupAnnouncement>(
  popups: readonly TPopup[],
  audience: PopupAudience,
): TPopup[] {
  return popups.filter(
    (popup) =>
      (popup.execution ?? audience) === audience &&
      popup.announcementImages.length + popup.title.length > 0,
  );
}

/** A slide position moved by `step`, wrapping round at both ends. */
function wrap(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

export const announcementPopupsMachine = setup({
  types: {
    context: {} as AnnouncementPopupsContext,
    events: {} as AnnouncementPopupsEvent,
    input: {} as AnnouncementPopupsInput,
  },
  actors: {
    /** True when this audience's popups have already opened during this visit. */
    checkVisitMark: notProvidedActor<boolean, { audience: PopupAudience }>('checkVisitMark'),
  },
  actions: {
    markVisitShown: notProvidedAction<{ audience: PopupAudience }>('markVisitShown'),
    keepOtherPopup: assign({ otherPopupShown: (_, params: { shown: boolean }) => params.shown }),
    keepReceived: assign({
      received: (_, params: { popups: readonly PopupAnnouncement[] }) => params.popups,
    }),
    switchAudience: assign({
      audience: (_, params: { audience: PopupAudience }) => params.audience,
      // The list was answered for the previous session; the new session's list follows.
      received: [],
      slides: [],
      index: 0,
    }),
    openSlides: assign({
      slides: ({ context }) => popupsFor(context.received, context.audience),
      index: 0,
    }),
    closeSlides: assign({ slides: [], index: 0 }),
    showNext: assign({ index: ({ context }) => wrap(context.index, 1, context.slides.length) }),
    showPrevious: assign({
      index: ({ context }) => wrap(context.index, -1, context.slides.length),
    }),
    showChosen: assign({
      index: ({ context }, params: { index: number }) =>
        Math.max(0, Math.min(params.index, context.slides.length - 1)),
    }),
  },
  guards: {
    isOtherAudience: ({ context }, params: { audience: PopupAudience }) =>
      params.audience !== context.audience,
    /** This audience's popups are at hand and no other popup shows (one popup at a time). */
    canShowPopups: ({ context }) =>
      !context.otherPopupShown && popupsFor(context.received, context.audience).length > 0,
    isOtherPopupOpening: (_, params: { shown: boolean }) => params.shown,
    wasShownThisVisit: (_, params: { shown: boolean }) => params.shown,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'announcementPopups',
  context: ({ input }) => ({
    audience: input.audience,
    received: [],
    slides: [],
    index: 0,
    otherPopupShown: input.otherPopupShown === true,
  }),
  initial: 'checkingVisit',
  on: {
    'popups.received': {
      actions: { type: 'keepReceived', params: ({ event }) => ({ popups: event.popups }) },
    },
    'exclusive.changed': {
      actions: { type: 'keepOtherPopup', params: ({ event }) => ({ shown: event.shown }) },
    },
  },
  states: {
    checkingVisit: {
      description:
        "Looking up whether this audience's popups (members or visitors) have already opened during this visit. Nothing shows yet.",
      invoke: {
        id: 'checkVisitMark',
        src: 'checkVisitMark',
        input: ({ context }) => ({ audience: context.audience }),
        onDone: [
          {
            guard: { type: 'wasShownThisVisit', params: ({ event }) => ({ shown: event.output }) },
            target: 'seenThisVisit',
          },
          { target: 'waitingForPopups' },
        ],
        // The mark cannot be read (storage blocked): showing them again is the harmless side.
        onError: { target: 'waitingForPopups' },
      },
      on: {
        // Signing in or out starts over for the other audience, from every state alike.
        'audience.changed': {
          guard: { type: 'isOtherAudience', params: ({ event }) => ({ audience: event.audience }) },
          target: 'checkingVisit',
          reenter: true,
          actions: {
            type: 'switchAudience',
            params: ({ event }) => ({ audience: event.audience }),
          },
        },
      },
    },
    waitingForPopups: {
      description:
        "Not yet shown this visit: waiting for the server's popup list, and for any other popup (login, register, forgot password, help centre) to close. An empty list, or one with only the other audience's popups, shows nothing.",
      // Also taken as soon as a list with this audience's popups is received, or the other popup closes, while waiting.
      always: { guard: 'canShowPopups', target: 'showing' },
      on: {
        'audience.changed': {
          guard: { type: 'isOtherAudience', params: ({ event }) => ({ audience: event.audience }) },
          target: 'checkingVisit',
          actions: {
            type: 'switchAudience',
            params: ({ event }) => ({ audience: event.audience }),
          },
        },
      },
    },
    showing: {
      description:
        'The popups are open, one after another in a swiper starting at the first; this audience is marked as shown for the visit as they open. Next and previous wrap round. Another popup opening over them (login, help centre…) closes them until it closes.',
      tags: ['open'],
      entry: [
        'openSlides',
        { type: 'markVisitShown', params: ({ context }) => ({ audience: context.audience }) },
      ],
      on: {
        'popup.next': { actions: 'showNext' },
        'popup.previous': { actions: 'showPrevious' },
        'popup.select': {
          actions: { type: 'showChosen', params: ({ event }) => ({ index: event.index }) },
        },
        'popup.close': { target: 'seenThisVisit', actions: 'closeSlides' },
        'exclusive.changed': {
          guard: { type: 'isOtherPopupOpening', params: ({ event }) => ({ shown: event.shown }) },
          target: 'waitingForPopups',
          actions: [
            { type: 'keepOtherPopup', params: ({ event }) => ({ shown: event.shown }) },
            'closeSlides',
          ],
        },
        'audience.changed': {
          guard: { type: 'isOtherAudience', params: ({ event }) => ({ audience: event.audience }) },
          target: 'checkingVisit',
          actions: {
            type: 'switchAudience',
            params: ({ event }) => ({ audience: event.audience }),
          },
        },
      },
    },
    seenThisVisit: {
      description:
        "This audience's popups have been shown during this visit (now or earlier) and stay closed; signing in or out during the visit checks the other audience's popups.",
      on: {
        'audience.changed': {
          guard: { type: 'isOtherAudience', params: ({ event }) => ({ audience: event.audience }) },
          target: 'checkingVisit',
          actions: {
            type: 'switchAudience',
            params: ({ event }) => ({ audience: event.audience }),
          },
        },
      },
    },
  },
});

import { assign, setup } from 'xstate';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { notProvidedAction } from './not-provided.ts';

/**
 * Read marks of the player's notices.
 *
 * Opening an unread notice shows it read at once and tells the server. Marks reach the server at
 * most once per throttle interval: the first goes at once, marks made within the interval wait for
 * its end and go together. Each notice is sent once per reader. Visitors see no read marks, and a
 * trial player's notices never count as unread and are never marked. A new session is a new reader:
 * its marks start afresh, and marks still waiting for the previous one are dropped (they would go
 * out under the new session).
 *
 * Pure chart: sending the marks (and refreshing the lists once they are answered) is provided by
 * src/features/notices/actors.
 */

/** Read marks reach the server in batches at most once per this many milliseconds. */
export const MARK_READ_THROTTLE_MS = 150;

export interface NoticeReadingInput {
  /** Who reads: the session's token, or null for a visitor. */
  reader: string | null;
  /** The session's customer type (null for a visitor). */
  customerType: number | null;
}

export interface NoticeReadingContext {
  reader: string | null;
  customerType: number | null;
  /** Notices marked read on this screen by this reader (shown read whatever the list still says). */
  readHere: number[];
  /** Marked read here but not yet sent: they wait for the end of the throttle interval. */
  waiting: number[];
}

export type NoticeReadingEvent =
  | { type: 'notice.opened'; id: number; read: boolean }
  | { type: 'reader.changed'; reader: string | null; customerType: number | null };

/** Whose notices these are: the session's token and its customer type (null for a visitor). */
type Reader = Pick<NoticeReadingContext, 'reader' | 'customerType'>;
const readerOf = (event: { reader: string | null; customerType: number | null }): Reader => ({
  reader: event.reader,
  customerType: event.customerType,
});

/** Only a member's notices carry read marks: not a visitor's, not a trial player's. */
export function tracksReads(
  context: Pick<NoticeReadingContext, 'reader' | 'customerType'>,
): boolean {
  return context.reader !== null && context.customerType !== TRIAL_TYPE;
}

/** A notice counts as unread when reads are tracked, the server has it unread and it was not read here. */
export function isNoticeUnread(
  context: NoticeReadingContext,
  notice: { id: number; read?: boolean | null },
): boolean {
  return tracksReads(context) && !notice.read && !context.readHere.includes(notice.id);
}

export const noticeReadingMachine = setup({
  types: {
    context: {} as NoticeReadingContext,
    events: {} as NoticeReadingEvent,
    input: {} as NoticeReadingInput,
  },
  actions: {
    /** Tells the server these notices are read; the lists are refreshed once it has answered. */
    sendReadMarks: notProvidedAction<{ ids: number[] }>('sendReadMarks'),
    markReadHere: assign({
      readHere: ({ context }, params: { id: number }) => [...context.readHere, params.id],
    }),
    keepWaiting: assign({
      waiting: ({ context }, params: { id: number }) => [...context.waiting, params.id],
    }),
    clearWaiting: assign({ waiting: [] }),
    startReader: assign((_, params: Reader) => ({ ...params, readHere: [], waiting: [] })),
  },
  guards: {
    tracksReads: ({ context }) => tracksReads(context),
    isUnread: ({ context }, params: { id: number; read: boolean }) =>
      isNoticeUnread(context, params),
    hasWaiting: ({ context }) => context.waiting.length > 0,
    isOtherReader: ({ context }, params: Reader) =>
      params.reader !== context.reader || params.customerType !== context.customerType,
  },
  delays: {
    markReadThrottle: MARK_READ_THROTTLE_MS,
  },
}).createMachine({
  id: 'noticeReading',
  context: ({ input }) => ({
    reader: input.reader,
    customerType: input.customerType,
    readHere: [],
    waiting: [],
  }),
  initial: 'choosingReader',
  on: {
    'reader.changed': {
      guard: { type: 'isOtherReader', params: ({ event }) => readerOf(event) },
      target: '.choosingReader',
      actions: { type: 'startReader', params: ({ event }) => readerOf(event) },
    },
  },
  states: {
    choosingReader: {
      description:
        'Deciding whose notices these are: a member keeps read marks, a visitor or a trial player does not.',
      always: [{ guard: 'tracksReads', target: 'tracking' }, { target: 'notTracking' }],
    },
    notTracking: {
      description:
        'A visitor or a trial player: no notice shows as unread and opening one marks nothing.',
    },
    tracking: {
      description: 'A member: unread notices show as unread until opened.',
      tags: ['tracksReads'],
      initial: 'idle',
      states: {
        idle: {
          description:
            'No mark sent within the last throttle interval: opening an unread notice shows it read and sends its mark at once.',
          on: {
            'notice.opened': {
              guard: {
                type: 'isUnread',
                params: ({ event }) => ({ id: event.id, read: event.read }),
              },
              target: 'throttled',
              actions: [
                { type: 'markReadHere', params: ({ event }) => ({ id: event.id }) },
                { type: 'sendReadMarks', params: ({ event }) => ({ ids: [event.id] }) },
              ],
            },
          },
        },
        throttled: {
          description:
            'A mark was just sent: notices opened now show read at once, and their marks wait for the end of the interval and go together. Opening an already read notice sends nothing.',
          after: {
            markReadThrottle: [
              {
                guard: 'hasWaiting',
                target: 'throttled',
                reenter: true,
                actions: [
                  { type: 'sendReadMarks', params: ({ context }) => ({ ids: context.waiting }) },
                  'clearWaiting',
                ],
              },
              { target: 'idle' },
            ],
          },
          on: {
            'notice.opened': {
              guard: {
                type: 'isUnread',
                params: ({ event }) => ({ id: event.id, read: event.read }),
              },
              actions: [
                { type: 'markReadHere', params: ({ event }) => ({ id: event.id }) },
                { type: 'keepWaiting', params: ({ event }) => ({ id: event.id }) },
              ],
            },
          },
        },
      },
    },
  },
});

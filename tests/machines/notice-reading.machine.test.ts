import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isNoticeUnread, noticeReadingMachine } from '../../machines/notice-reading.machine.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { noticeReadingOracle } from './oracles/notice-reading.oracle.ts';

/** Requirements B7.1 "Mark as read": throttled 150 ms (the table, not the chart). */
const MARK_READ_THROTTLE_MS = TIMINGS.markReadThrottle.ms;

const member = { reader: 'member-token', customerType: 0 };
const trial = { reader: 'trial-token', customerType: 4 };
const visitor = { reader: null, customerType: null };
const interval = { type: 'xstate.after.markReadThrottle.noticeReading.tracking.throttled' };
const open = (id: number, read = false) => ({ type: 'notice.opened' as const, id, read });

describeChartModel('notice reading chart (model-based)', noticeReadingMachine, {
  oracle: noticeReadingOracle,
  models: {
    member: {
      input: member,
      events: [open(1), open(2), open(3, true), interval],
      sequences: [
        // Opening the same notice twice within an interval sends its mark once.
        [open(1), open(2), open(2), open(1), interval, interval],
        // A new session is a new reader: a visitor after a sign-out, a member after a trial.
        [open(1), open(2), { type: 'reader.changed', ...visitor }, open(3)],
        [
          { type: 'reader.changed', ...member },
          open(1),
          { type: 'reader.changed', reader: 'other-token', customerType: 1 },
          open(1),
        ],
        // Another reader of the same type, or the same token with another type, is a new reader too.
        [open(1), { type: 'reader.changed', reader: 'other-token', customerType: 0 }, open(1)],
        [open(1), { type: 'reader.changed', reader: 'member-token', customerType: 1 }, open(1)],
      ],
    },
    'trial player': {
      input: trial,
      events: [open(1)],
      sequences: [[open(1), { type: 'reader.changed', ...member }, open(1)]],
    },
    visitor: {
      input: visitor,
      events: [open(1)],
      sequences: [[{ type: 'reader.changed', ...trial }, open(1)]],
    },
  },
});

describe('notice reading chart (rules)', () => {
  it('sends the first mark at once and the next ones together after 150 ms, each notice once', () => {
    vi.useFakeTimers();
    try {
      const batches: number[][] = [];
      const actor = createActor(
        noticeReadingMachine.provide({
          actions: { sendReadMarks: (_, { ids }) => void batches.push(ids) },
        }),
        { input: member },
      ).start();
      actor.send(open(7));
      actor.send(open(8));
      actor.send(open(7));
      actor.send(open(9, true));
      expect(batches).toEqual([[7]]);
      expect(isNoticeUnread(actor.getSnapshot().context, { id: 8, read: false })).toBe(false);
      vi.advanceTimersByTime(MARK_READ_THROTTLE_MS - 1);
      expect(batches).toEqual([[7]]);
      vi.advanceTimersByTime(1);
      expect(batches).toEqual([[7], [8]]);
      vi.advanceTimersByTime(MARK_READ_THROTTLE_MS);
      actor.send(open(10));
      expect(batches).toEqual([[7], [8], [10]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts nothing unread for a visitor or a trial player', () => {
    for (const input of [visitor, trial]) {
      const actor = createActor(noticeReadingMachine, { input }).start();
      expect(isNoticeUnread(actor.getSnapshot().context, { id: 1, read: false })).toBe(false);
      expect(actor.getSnapshot().hasTag('tracksReads')).toBe(false);
    }
  });
});

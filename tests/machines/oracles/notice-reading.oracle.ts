import { expect } from 'vitest';
import {
  tracksReads,
  type NoticeReadingContext,
} from '../../../machines/notice-reading.machine.ts';
import { actionsIn, type Effect, type Oracle, type StepView } from '../helpers/chart-model.ts';

/** The ids sent to the server in some effects. */
const sent = (effects: Effect[]) =>
  actionsIn(effects).flatMap((effect) =>
    'action' in effect && effect.action === 'sendReadMarks'
      ? (effect as { params: { ids: number[] } }).params.ids
      : [],
  );

/** Marks wait only for notices already shown read here, each once. */
const consistent = (context: NoticeReadingContext) => {
  expect(new Set(context.readHere).size).toBe(context.readHere.length);
  expect(context.readHere).toEqual(expect.arrayContaining(context.waiting));
};

/** Nothing read here and nothing sent: a visitor's or a trial player's screen. */
const noMarks = ({ context, effects, hasTag }: StepView<NoticeReadingContext>) => {
  expect(hasTag('tracksReads')).toBe(false);
  expect(tracksReads(context)).toBe(false);
  expect(context.readHere).toEqual([]);
  expect(context.waiting).toEqual([]);
  expect(sent(effects)).toEqual([]);
};

/** What must hold in each state of the notice read marking chart. */
export const noticeReadingOracle: Oracle<NoticeReadingContext> = {
  choosingReader: ({ context, previous }) => {
    // A reader starts with nothing read here and nothing waiting.
    expect(context.readHere).toEqual([]);
    expect(context.waiting).toEqual([]);
    if (previous)
      expect([previous.context.reader, previous.context.customerType]).not.toEqual([
        context.reader,
        context.customerType,
      ]);
  },
  notTracking: (step) => noMarks(step),
  tracking: ({ context, hasTag, effects, previous, event }) => {
    expect(hasTag('tracksReads')).toBe(true);
    expect(tracksReads(context)).toBe(true);
    consistent(context);
    if (event.type === 'reader.changed') {
      const same =
        previous?.context.reader === event.reader &&
        previous?.context.customerType === event.customerType;
      // The same reader changes nothing; another one (token or type) starts with nothing read here.
      if (same) expect(context).toEqual(previous?.context);
      else
        expect(context).toMatchObject({
          reader: event.reader,
          customerType: event.customerType,
          readHere: [],
          waiting: [],
        });
    }
    // Each notice's mark goes to the server once per reader.
    const ids = sent(effects);
    expect(new Set(ids).size).toBe(ids.length);
    const before =
      previous && previous.context.reader === context.reader
        ? (previous.context as NoticeReadingContext)
        : null;
    if (before)
      for (const id of ids)
        expect(before.waiting.includes(id) || !before.readHere.includes(id)).toBe(true);
  },
  'tracking.idle': ({ context, effects, entered, event }) => {
    expect(context.waiting).toEqual([]);
    // The interval ended with nothing waiting: nothing is sent.
    if (entered && event.type.startsWith('xstate.after.')) expect(effects).toEqual([]);
    if (!entered) expect(sent(effects)).toEqual([]);
  },
  'tracking.throttled': ({ context, effects, entered, event, previous }) => {
    const before = (previous?.context ?? null) as NoticeReadingContext | null;
    if (event.type === 'notice.opened') {
      const id = event.id as number;
      // Opened: shown read at once, whatever the list says.
      expect(context.readHere).toContain(id);
      const wasUnread = !event.read && !before?.readHere.includes(id);
      if (entered) {
        // The first mark after a quiet interval goes at once, alone.
        expect(wasUnread).toBe(true);
        expect(actionsIn(effects)).toEqual([{ action: 'sendReadMarks', params: { ids: [id] } }]);
        expect(context.waiting).toEqual([]);
      } else {
        // Within the interval: it waits (once), nothing is sent now.
        expect(effects).toEqual([]);
        expect(context.waiting).toEqual(
          wasUnread ? [...(before?.waiting ?? []), id] : before?.waiting,
        );
      }
    } else {
      // The interval ended with marks waiting: they go together, and a new interval starts.
      expect(event.type).toBe('xstate.after.markReadThrottle.noticeReading.tracking.throttled');
      expect(before?.waiting.length).toBeGreaterThan(0);
      expect(actionsIn(effects)).toEqual([
        { action: 'sendReadMarks', params: { ids: before?.waiting } },
      ]);
      expect(context.waiting).toEqual([]);
      expect(context.readHere).toEqual(before?.readHere);
    }
  },
};

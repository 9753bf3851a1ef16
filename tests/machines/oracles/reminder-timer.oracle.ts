import { expect } from 'vitest';
import type { ReminderTimerContext } from '../../../machines/security/reminder-timer.machine.ts';
import { REMINDER_INTERVALS } from '../../requirements/timings.ts';
import { expectEffects, type Oracle } from '../helpers/chart-model.ts';

/** Requirements D5.2: a reminder every 30, 60 or 120 minutes (the table, not the chart). */
const intervalMs = (minutes: number) => {
  expect(REMINDER_INTERVALS.minutes).toContain(minutes);
  return minutes * 60_000;
};

/** What must hold in each state of the session reminder itself (requirements D5.2). */
export const reminderTimerOracle: Oracle<ReminderTimerContext> = {
  waiting: ({ running, hasTag, context, effects }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(effects).toEqual([]);
  },
  reading: ({ running, hasTag, context, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['readSession']);
    // The reminder comes at a whole interval since the login.
    expect(context.elapsedMs % intervalMs(context.minutes)).toBe(0);
    expect(context.elapsedMs).toBeGreaterThan(0);
    if (entered) expectEffects(effects, [{ invoke: 'readSession', id: 'readSession' }]);
  },
  reminding: ({ running, hasTag, context, event }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.elapsedMs % intervalMs(context.minutes)).toBe(0);
    if (event.type === 'xstate.done.actor.readSession')
      expect(context.netResult).toBe((event['output'] as { netResult: string }).netResult);
    if (event.type.startsWith('xstate.error')) expect(context.netResult).toBeNull();
  },
  leaving: ({ snapshot, effects }) => {
    expect(snapshot.status).toBe('done');
    expectEffects(effects, [{ action: 'requestLogout' }]);
  },
};

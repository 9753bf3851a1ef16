import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  msUntilNextReminder,
  reminderTimerMachine,
} from '../../machines/security/reminder-timer.machine.ts';
import type { PlaySession } from '../../shared/contract/calls/responsible-gaming.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { reminderTimerOracle } from './oracles/reminder-timer.oracle.ts';

const after = { type: 'xstate.after.untilNextReminder.reminderTimer.waiting' };
const read = (netResult: string) => ({
  type: 'xstate.done.actor.readSession',
  output: { startedAt: '2026-12-07T06:00:00.000Z', minutes: 30, netResult },
});

describeChartModel('session reminder timer chart (model-based)', reminderTimerMachine, {
  oracle: reminderTimerOracle,
  input: { startedAt: '2026-12-07T06:00:00.000Z', minutes: 30, elapsedMs: 10 * 60_000 },
  events: [{ type: 'reminder.continue' }, { type: 'reminder.logOut' }],
  sequences: [
    [after, read('-12.50'), { type: 'reminder.continue' }, after, read('3.00')],
    [after, { type: 'xstate.error.actor.readSession', error: { code: 'network' } }],
    [after, read('0.00'), { type: 'reminder.logOut' }],
  ],
});

describe('session reminder timer chart (timing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the next whole interval since the login, then a whole interval each time', async () => {
    expect(msUntilNextReminder(10 * 60_000, 30)).toBe(20 * 60_000);
    expect(msUntilNextReminder(60 * 60_000, 60)).toBe(60 * 60_000);
    const actor = createActor(
      reminderTimerMachine.provide({
        actors: {
          readSession: fromPromise<PlaySession, void>(async () => ({
            startedAt: '2026-12-07T06:00:00.000Z',
            minutes: 30,
            netResult: '-5.00',
          })),
        },
      }),
      { input: { startedAt: '2026-12-07T06:00:00.000Z', minutes: 30, elapsedMs: 10 * 60_000 } },
    ).start();
    await vi.advanceTimersByTimeAsync(20 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('reminding');
    expect(actor.getSnapshot().context).toMatchObject({
      elapsedMs: 30 * 60_000,
      netResult: '-5.00',
    });
    actor.send({ type: 'reminder.continue' });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(actor.getSnapshot().context.elapsedMs).toBe(60 * 60_000);
    expect(actor.getSnapshot().value).toBe('reminding');
    actor.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { refusalOf, roomEntryMachine } from '../../machines/room-entry.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { roomEntryOracle } from './oracles/room-entry.oracle.ts';

const free = { roomId: 11 };
const vip = { roomId: 12 };
const enter = (room: { roomId: number }, sessionType: number | null) => ({
  type: 'room.enter' as const,
  room,
  sessionType,
});
const refusal = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.enterRoom',
  error: { code, value },
});
const admitted = {
  type: 'xstate.done.actor.enterRoom',
  output: { chatUrl: '/chat/demo?room=11' },
};
const offline = refusal('network.offline');

describeChartModel('room entry chart (model-based)', roomEntryMachine, {
  events: [
    enter(free, null),
    enter(free, 4),
    enter(free, 0),
    admitted,
    refusal('room.vip.required', { required: 3, level: 2 }),
    refusal('room.balance.insufficient', { price: '2000.00' }),
    refusal('login.not.session'),
    offline,
    { type: 'room.retry' },
  ],
  sequences: [
    // Another room after a refusal; a timeout tried again; a trial player pressing twice.
    [enter(vip, 1), refusal('room.vip.required', { required: 3, level: 2 }), enter(free, 1)],
    [enter(vip, 2), refusal('network.timeout'), { type: 'room.retry' }, admitted],
    [enter(free, 4), enter(vip, 4)],
    [enter(free, 0), offline, enter(vip, 0), offline, { type: 'room.retry' }],
  ],
  oracle: roomEntryOracle,
});

describe('room entry chart (rules)', () => {
  it('keeps the refusal as the server answered it', () => {
    expect(refusalOf({ code: 'room.vip.required', value: { required: 3, level: 0 } })).toEqual({
      code: 'room.vip.required',
      value: { required: 3, level: 0 },
    });
    expect(refusalOf(new Error('boom'))).toEqual({ code: 'unknown', value: undefined });
    expect(refusalOf(null)).toEqual({ code: 'unknown', value: undefined });
    expect(refusalOf('boom')).toEqual({ code: 'unknown', value: undefined });
  });

  it('a press while the server decides is not a second call', async () => {
    const asked: number[] = [];
    let admit: (value: { chatUrl: string }) => void = () => undefined;
    const actor = createActor(
      roomEntryMachine.provide({
        actors: {
          enterRoom: fromPromise(({ input }) => {
            asked.push(input.room.roomId);
            return new Promise<{ chatUrl: string }>((resolve) => (admit = resolve));
          }),
        },
        actions: { openChatPage: () => undefined },
      }),
    ).start();
    actor.send(enter(free, 0));
    actor.send(enter(vip, 0));
    expect(asked).toEqual([11]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = toPromise(actor);
    admit({ chatUrl: '/chat/demo' });
    await done;
    expect(actor.getSnapshot().value).toBe('entered');
  });
});

import { expect } from 'vitest';
import type { RoomEntryContext } from '../../../machines/room-entry.machine.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<RoomEntryContext>;

// The rules restated from requirements B7.3 and docs/api.md "Chat rooms", not imported from the
// chart: type 4 is a trial player; the server refuses with these codes; no answer at all is a
// network failure the player may try again.
const TRIAL = 4;
const VIP = 'room.vip.required';
const BALANCE = 'room.balance.insufficient';
const NO_ANSWER = ['network.offline', 'network.timeout'];

const errorOf = (step: Step) => step.event.error as { code?: string; value?: unknown } | undefined;

/** Resting on the list: nothing running, not busy, no page opened. */
function onTheList(step: Step): void {
  // The server is asked only in entering (whose oracle checks the press was a member's).
  expect(invocationsIn(step.effects)).toEqual([]);
  expect(step.hasTag('busy')).toBe(false);
  expect(step.running).toEqual([]);
  expect(step.snapshot.status).toBe('active');
  const opened = actionsIn(step.history).map((effect) => ('action' in effect ? effect.action : ''));
  expect(opened).not.toContain('openChatPage');
  expect(opened).not.toContain('openLogin');
}

/** A refusal the server gave for the pressed room: kept with its code and value, shown by that room. */
function refusedBy(step: Step, code: string | null): void {
  onTheList(step);
  const error = errorOf(step);
  expect(step.entered).toBe(true);
  expect(step.event.type).toBe('xstate.error.actor.enterRoom');
  if (code !== null) expect(error?.code).toBe(code);
  expect(step.context.refusal).toEqual({ code: error?.code, value: error?.value });
  expect(step.context.room).not.toBeNull();
}

/** What must hold in each state of the room entry chart. */
export const roomEntryOracle: Oracle<RoomEntryContext> = {
  choosing: (step) => {
    onTheList(step);
  },
  'choosing.idle': (step) => {
    expect(step.context).toEqual({ sessionType: null, room: null, refusal: null });
    expect(step.history).toEqual([]);
  },
  'choosing.trialRefused': (step) => {
    onTheList(step);
    expect(step.context.sessionType).toBe(TRIAL);
    expect(step.context.room).toEqual((step.event as { room?: unknown }).room);
    // Refused on the site: this press asked nothing and shows no server refusal.
    expect(step.effects).toEqual([]);
    expect(step.context.refusal).toBeNull();
  },
  'choosing.vipRefused': (step) => refusedBy(step, VIP),
  'choosing.balanceRefused': (step) => refusedBy(step, BALANCE),
  'choosing.refused': (step) => {
    refusedBy(step, null);
    expect([VIP, BALANCE, ...NO_ANSWER]).not.toContain(errorOf(step)?.code);
  },
  'choosing.failed': (step) => {
    refusedBy(step, null);
    expect(NO_ANSWER).toContain(errorOf(step)?.code);
  },
  sendingToLogin: (step) => {
    expect(step.context.sessionType).toBeNull();
    expect(step.snapshot.status).toBe('done');
    expect(step.effects).toEqual([{ action: 'openLogin' }]);
    expect(step.hasTag('busy')).toBe(false);
    expect(step.running).toEqual([]);
  },
  entering: (step) => {
    const { context, effects, entered, event, running, hasTag } = step;
    expect(context.sessionType).not.toBeNull();
    expect(context.sessionType).not.toBe(TRIAL);
    expect(context.room).not.toBeNull();
    expect(context.refusal).toBeNull();
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['enterRoom']);
    // One call per press or retry, for the pressed room; the retry asks for the same room again.
    expect(entered).toBe(true);
    expect(actionsIn(effects)).toEqual([]);
    expect(invocationsIn(effects)).toEqual([
      { invoke: 'enterRoom', id: 'enterRoom', input: { room: context.room } },
    ]);
    if (event.type === 'room.enter') expect(context.room).toEqual(event.room);
    else {
      expect(event.type).toBe('room.retry');
      expect(step.previous?.context.room).toEqual(context.room);
    }
  },
  entered: (step) => {
    const url = (step.event as { output?: { chatUrl: string } }).output?.chatUrl;
    expect(url).toBeTruthy();
    expect(step.snapshot.status).toBe('done');
    expect(step.effects).toEqual([{ action: 'openChatPage', params: { url } }]);
    expect(step.context.refusal).toBeNull();
    expect(step.hasTag('busy')).toBe(false);
    expect(step.running).toEqual([]);
  },
};

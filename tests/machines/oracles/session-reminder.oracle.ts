import { expect } from 'vitest';
import type { SessionReminderContext } from '../../../machines/security/session-reminder.machine.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<SessionReminderContext>;

function idle({ running, hasTag }: Step): void {
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
}

/** What must hold in each state of the session reminder's setting (requirements D5.2). */
export const sessionReminderOracle: Oracle<SessionReminderContext> = {
  loading: ({ running, hasTag, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadReminder']);
    if (entered) expectEffects(effects, [{ invoke: 'loadReminder', id: 'loadReminder' }]);
  },
  loadFailed: (step) => {
    idle(step);
    expect(step.context.errorCode).not.toBeNull();
  },
  choosing: (step) => {
    idle(step);
    if (step.event.type === 'reminder.choose') {
      expect(step.context.choice).toBe(step.event['minutes']);
      expect(step.context.errorCode).toBeNull();
    }
    // Save with the saved choice sends nothing and stays.
    if (step.event.type === 'reminder.save') {
      expect(step.context.choice).toBe(step.context.saved);
      expect(step.effects).toEqual([]);
    }
  },
  'choosing.idle': (step) => {
    idle(step);
    if (step.event.type === 'xstate.done.actor.loadReminder')
      expect(step.context.choice).toBe(step.context.saved);
  },
  'choosing.saved': ({ context, effects, entered }) => {
    expect(context.saved).toBe(context.choice);
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [{ action: 'announceReminder', params: { minutes: context.saved } }]);
  },
  'choosing.refused': ({ context }) => {
    expect(context.errorCode).not.toBeNull();
    expect(context.choice).not.toBe(context.saved);
  },
  saving: ({ context, running, hasTag, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['saveReminder']);
    expect(context.choice).not.toBe(context.saved);
    if (entered)
      expectEffects(effects, [
        { invoke: 'saveReminder', id: 'saveReminder', input: context.choice },
      ]);
  },
};

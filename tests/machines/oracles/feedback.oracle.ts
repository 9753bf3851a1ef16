import { expect } from 'vitest';
import type { FeedbackContext } from '../../../machines/feedback.machine.ts';
import { actionsIn, invocationsIn, type Oracle } from '../helpers/chart-model.ts';

/** The trial (guest) customer type of requirements B6.3, written here rather than read from the chart. */
const TRIAL = 4;

/** No bounds read yet: nothing could fit them. */
const NOT_READ = { minLength: 0, maxLength: 0 };

/** Requirements B5.5 and docs/api.md "Feedback": the trimmed text within the configured bounds, never empty. */
const fits = (context: FeedbackContext) => {
  const length = context.text.trim().length;
  const setting = context.setting;
  return length >= Math.max(1, setting.minLength) && length <= setting.maxLength;
};

const thanked = (effects: Parameters<typeof actionsIn>[0]) =>
  actionsIn(effects).filter((effect) => 'action' in effect && effect.action === 'thankPlayer');

/** What must hold in each state of the feedback chart. */
export const feedbackOracle: Oracle<FeedbackContext> = {
  checkingSession: ({ context }) => {
    // Nothing is read or written before it is known who writes.
    expect(context).toMatchObject({ setting: NOT_READ, text: '', problem: null });
  },
  signedOut: ({ context, running, history, hasTag }) => {
    // A visitor never gets the form: no bounds read, nothing sent.
    expect(context.memberType).toBeNull();
    expect(running).toEqual([]);
    expect(invocationsIn(history)).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
  loadingSetting: ({ context, running, hasTag, entered, effects }) => {
    expect(context.memberType).not.toBeNull();
    expect(context.setting).toEqual(NOT_READ);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadSetting']);
    if (entered)
      expect(invocationsIn(effects)).toEqual([{ invoke: 'loadSetting', id: 'loadSetting' }]);
  },
  loadFailed: ({ context, running, hasTag }) => {
    // No bounds, so no form: nothing can be sent.
    expect(context.setting).toEqual(NOT_READ);
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
  editing: ({ context, previous, event, effects, running, hasTag }) => {
    // The bounds were read: the box has an upper bound.
    expect(context.setting.maxLength).toBeGreaterThan(0);
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    const before = (previous?.context ?? null) as FeedbackContext | null;
    if (event.type === 'feedback.submit') {
      // Submitting here sends nothing: the text was refused before sending, and kept.
      expect(effects).toEqual([]);
      expect(context.text).toBe(before?.text);
      if (context.memberType === TRIAL) expect(context.problem).toBe('trial');
      else {
        const length = context.text.trim().length;
        expect(context.problem).toBe(
          length < Math.max(1, context.setting.minLength) ? 'tooShort' : 'tooLong',
        );
        expect(fits(context)).toBe(false);
      }
    } else if (event.type === 'xstate.done.actor.sendFeedback') {
      // Sent: the box empties, no problem shows, and the player is thanked once.
      expect(context.text).toBe('');
      expect(context.problem).toBeNull();
      expect(thanked(effects)).toEqual([{ action: 'thankPlayer' }]);
    } else if (event.type === 'xstate.error.actor.sendFeedback') {
      // Not sent: the text stays as typed and the reason shows; no thanks.
      expect(context.text).toBe(before?.text);
      const code = (event.error as { code?: string }).code;
      expect(context.problem).toBe(code === 'trial.not.allowed' ? 'trial' : 'failed');
      expect(thanked(effects)).toEqual([]);
    } else if (event.type === 'text.changed') {
      // Typing keeps what is shown under the box until the next send.
      expect(context.text).toBe(event.value);
      expect(context.problem).toBe(before?.problem);
      expect(effects).toEqual([]);
    } else {
      // The bounds were just read: an empty box, no problem.
      expect(event.type).toBe('xstate.done.actor.loadSetting');
      expect(context.setting).toEqual(event.output);
      expect(context).toMatchObject({ text: '', problem: null });
    }
  },
  sending: ({ context, running, hasTag, entered, effects, event }) => {
    // Only a fitting text of a player who is no trial player is ever sent, trimmed, once.
    expect(context.memberType).not.toBe(TRIAL);
    expect(fits(context)).toBe(true);
    expect(context.problem).toBeNull();
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['sendFeedback']);
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        { invoke: 'sendFeedback', id: 'sendFeedback', input: { content: context.text.trim() } },
      ]);
    // A second tap, or typing, while it goes changes nothing.
    else expect(['feedback.submit', 'text.changed']).toContain(event.type);
  },
};

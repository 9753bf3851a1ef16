import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  feedbackLength,
  feedbackMachine,
  feedbackMinimum,
} from '../../machines/feedback.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { feedbackOracle } from './oracles/feedback.oracle.ts';

const setting = { minLength: 10, maxLength: 20 };
const loaded = { type: 'xstate.done.actor.loadSetting', output: setting };
const loadFailed = { type: 'xstate.error.actor.loadSetting', error: { code: 'network.offline' } };
const retry = { type: 'setting.retry' };
const typed = (value: string) => ({ type: 'text.changed', value });
const good = typed('  A good site indeed  ');
const submit = { type: 'feedback.submit' };
const sent = { type: 'xstate.done.actor.sendFeedback' };
const failed = (code: string) => ({ type: 'xstate.error.actor.sendFeedback', error: { code } });

describeChartModel('feedback chart (model-based)', feedbackMachine, {
  oracle: feedbackOracle,
  models: {
    member: {
      input: { memberType: 0 },
      events: [
        loaded,
        loadFailed,
        retry,
        good,
        // 5 characters once trimmed: below the lower bound of 10.
        typed('  short  '),
        typed('x'.repeat(21)),
        submit,
        sent,
        failed('network.offline'),
      ],
      sequences: [
        // Exactly the bounds, once trimmed, are sent.
        [loaded, typed(` ${'x'.repeat(10)} `), submit, sent, typed('y'.repeat(20)), submit, sent],
        // Nothing typed: too short even with a lower bound of 0.
        [{ ...loaded, output: { minLength: 0, maxLength: 20 } }, submit, typed('   '), submit],
        // The form comes after a failed read and Try again.
        [loadFailed, retry, loaded, good],
        // A second tap and typing while sending change nothing; after a failure the same text goes again.
        [
          loaded,
          good,
          submit,
          submit,
          typed('other text here'),
          failed('system.busy'),
          submit,
          sent,
        ],
      ],
    },
    'trial player': {
      input: { memberType: 4 },
      events: [loaded, good, submit],
    },
    visitor: { input: { memberType: null }, events: [loaded, submit] },
    // The server refuses a trial player too (a member's session turned trial in another tab).
    'refused by the server': {
      input: { memberType: 1 },
      events: [loaded, good, submit, failed('trial.not.allowed')],
    },
  },
});

describe('feedback chart (rules)', () => {
  it('describes every guarded branch for product owners (the visualiser shows it)', () => {
    const guarded = Object.values(feedbackMachine.root.states).flatMap((node) =>
      [...node.transitions.values()].flat().filter((transition) => transition.guard),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const transition of guarded)
      expect(transition.description, transition.eventType).toMatch(/\w+ \w+/);
  });

  it('counts the trimmed text and never accepts an empty one', () => {
    expect(feedbackLength('  ab c  ')).toBe(4);
    expect(feedbackMinimum({ minLength: 0, maxLength: 5 })).toBe(1);
    expect(feedbackMinimum({ minLength: 3, maxLength: 5 })).toBe(3);
  });

  it('sends the trimmed text once and thanks the player', async () => {
    const contents: string[] = [];
    const thanks: string[] = [];
    const actor = createActor(
      feedbackMachine.provide({
        actors: {
          loadSetting: fromPromise(() => Promise.resolve(setting)),
          sendFeedback: fromPromise<void, { content: string }>(({ input }) => {
            contents.push(input.content);
            return Promise.resolve();
          }),
        },
        actions: { thankPlayer: () => void thanks.push('thanks') },
      }),
      { input: { memberType: 0 } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'text.changed', value: ' A good site indeed ' });
    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(thanks).toEqual(['thanks']);
    expect(contents).toEqual(['A good site indeed']);
    expect(actor.getSnapshot().context.text).toBe('');
  });
});

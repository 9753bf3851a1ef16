import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { chartModel, type Oracle } from './helpers/chart-model.ts';

// A small chart with an invoke, a guarded branch, a delay and a passing state, to check that the
// harness itself catches what it promises: missing oracle entries, failing checks, untaken branches.
const sample = setup({
  types: {
    context: {} as { n: number; answer: string | null },
    events: {} as { type: 'go' } | { type: 'bump' },
  },
  actors: {
    ask: fromPromise<string, { n: number }>(() => Promise.reject(new Error('not provided'))),
  },
  actions: { announce: (_: unknown, _params: { n: number }) => undefined },
  guards: { isYes: (_, params: { answer: string }) => params.answer === 'yes' },
  delays: { pause: 100 },
}).createMachine({
  id: 'sample',
  context: { n: 0, answer: null },
  initial: 'starting',
  states: {
    starting: { description: 'Passes on at once.', always: 'idle' },
    idle: {
      description: 'Waiting.',
      on: { go: 'asking', bump: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    },
    asking: {
      description: 'Asking.',
      tags: ['busy'],
      entry: { type: 'announce', params: ({ context }) => ({ n: context.n }) },
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => ({ n: context.n }),
        onDone: [
          {
            guard: { type: 'isYes', params: ({ event }) => ({ answer: event.output }) },
            target: 'pausing',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          { target: 'idle' },
        ],
      },
    },
    pausing: { description: 'A pause.', after: { pause: 'idle' } },
  },
});

const oracle: Oracle<{ n: number; answer: string | null }> = {
  starting: ({ context }) => expect(context.n).toBe(0),
  idle: ({ hasTag, running }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
  },
  asking: ({ hasTag, running, effects, entered, context }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['ask']);
    if (entered) {
      expect(effects).toEqual(
        expect.arrayContaining([
          { action: 'announce', params: { n: context.n } },
          { invoke: 'ask', id: 'ask', input: { n: context.n } },
        ]),
      );
    }
  },
  pausing: ({ context }) => expect(context.answer).toBe('yes'),
};

// `bump` counts without end, so it is walked as a sequence, not explored by the model.
const sequences = [[{ type: 'bump' }, { type: 'go' }]];
const events = [
  { type: 'go' },
  { type: 'xstate.done.actor.ask', output: 'yes' },
  { type: 'xstate.done.actor.ask', output: 'no' },
  { type: 'xstate.after.pause.sample.pausing' },
];

describe('chart harness', () => {
  it('takes every state and branch of a chart whose paths cover it, checking the oracle on the way', async () => {
    const model = chartModel(sample, { events, sequences, oracle });
    expect(model.oracleMismatch()).toEqual({ missing: [], unknown: [] });
    expect(model.undescribed()).toEqual([]);
    expect(await model.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('names the guarded branch no path takes', async () => {
    const model = chartModel(sample, {
      events: events.filter((e) => e.output !== 'no'),
      sequences,
      oracle,
    });
    expect((await model.uncovered()).transitions).toEqual([
      'asking --xstate.done.actor.ask#2--> idle',
    ]);
  });

  it('names a state without an oracle entry and an entry for a state the chart lacks', () => {
    const { pausing: _, ...partial } = oracle;
    const model = chartModel(sample, {
      events,
      sequences,
      oracle: { ...partial, waiting: () => undefined },
    });
    expect(model.oracleMismatch()).toEqual({ missing: ['pausing'], unknown: ['waiting'] });
  });

  it('fails a path whose state breaks its oracle, naming the state and the step', async () => {
    const model = chartModel(sample, {
      events,
      sequences,
      oracle: { ...oracle, asking: ({ hasTag }) => expect(hasTag('busy')).toBe(false) },
    });
    const path = model.paths.find((p) => p.steps.some((s) => s.event.type === 'go'));
    await expect(model.run(path!)).rejects.toThrow(/oracle of "asking"/);
  });

  it('checks a passing initial state too', async () => {
    const model = chartModel(sample, {
      events,
      sequences,
      oracle: { ...oracle, starting: () => expect.fail('checked') },
    });
    await expect(model.run(model.paths[0]!)).rejects.toThrow(/oracle of "starting"/);
  });
});

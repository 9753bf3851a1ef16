import { describe, expect, it } from 'vitest';
import {
  exclusionRefusal,
  selfExclusionMachine,
} from '../../machines/security/self-exclusion.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { selfExclusionOracle } from './oracles/self-exclusion.oracle.ts';

const choose = (period: string) => ({ type: 'exclusion.choose', period });
const next = { type: 'exclusion.next' };
const confirm = { type: 'exclusion.confirm' };
const typed = (value: string) => ({ type: 'password.changed', value });
const refused = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.excludeSelf',
  error: { code, value },
});
const until = '2026-12-08T06:00:00.000Z';

describeChartModel('self-exclusion chart (model-based)', selfExclusionMachine, {
  oracle: selfExclusionOracle,
  events: [next, confirm, { type: 'exclusion.back' }],
  sequences: [
    [
      choose('24h'),
      next,
      confirm,
      typed('Demo1234'),
      confirm,
      { type: 'xstate.done.actor.excludeSelf', output: { until } },
    ],
    [
      choose('7d'),
      next,
      typed('Wrong'),
      confirm,
      refused('user.or.token.invalid'),
      typed('Demo1234'),
    ],
    [choose('30d'), next, typed('Demo1234'), confirm, refused('self.exclusion.active', { until })],
    [
      choose('30d'),
      next,
      typed('Demo1234'),
      confirm,
      refused('network'),
      { type: 'exclusion.back' },
    ],
  ],
});

describe('self-exclusion chart (rules)', () => {
  it('keeps the end of a running exclusion and nothing else for other refusals', () => {
    const context = {
      period: '24h' as const,
      password: 'x',
      fieldErrors: {},
      errorCode: null,
      until: null,
    };
    expect(
      exclusionRefusal({ code: 'self.exclusion.active', value: { until } }, context),
    ).toMatchObject({
      errorCode: 'self.exclusion.active',
      until,
      password: 'x',
    });
    expect(exclusionRefusal(new Error('offline'), context)).toMatchObject({
      errorCode: 'unknown',
      until: null,
    });
  });
});

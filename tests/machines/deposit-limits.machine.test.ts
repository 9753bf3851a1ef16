import { describe, expect, it } from 'vitest';
import {
  depositLimitsMachine,
  draftProblem,
  limitRefusal,
  limitRequest,
} from '../../machines/security/deposit-limits.machine.ts';
import type { DepositLimits } from '../../shared/contract/calls/responsible-gaming.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { depositLimitsOracle } from './oracles/deposit-limits.oracle.ts';

const none: DepositLimits = {
  limits: [
    { period: 'day', amount: null, pending: null, used: '0.00' },
    { period: 'week', amount: null, pending: null, used: '0.00' },
    { period: 'month', amount: null, pending: null, used: '0.00' },
  ],
};
const withDay: DepositLimits = {
  limits: [
    { period: 'day', amount: '1000.00', pending: null, used: '200.00' },
    none.limits[1]!,
    none.limits[2]!,
  ],
};
const raising: DepositLimits = {
  limits: [
    {
      period: 'day',
      amount: '1000.00',
      pending: { amount: '5000.00', from: '2026-12-08T12:00:00.000Z' },
      used: '200.00',
    },
    none.limits[1]!,
    none.limits[2]!,
  ],
};
const loaded = (output: DepositLimits) => ({ type: 'xstate.done.actor.loadLimits', output });
const saved = (output: DepositLimits) => ({ type: 'xstate.done.actor.saveLimit', output });
const type = (period: string, value: string) => ({ type: 'limit.changed', period, value });
const save = (period: string) => ({ type: 'limit.save', period });

describeChartModel('deposit limits chart (model-based)', depositLimitsMachine, {
  oracle: depositLimitsOracle,
  events: [{ type: 'limits.retry' }],
  sequences: [
    [
      { type: 'xstate.error.actor.loadLimits', error: { code: 'network' } },
      { type: 'limits.retry' },
    ],
    [loaded(none), type('day', '১০০০'), save('day'), saved(withDay)],
    [loaded(none), type('week', '1e3'), save('week'), type('week', '12.5')],
    [loaded(withDay), { type: 'limit.remove', period: 'day' }, saved(raising)],
    [loaded(raising), { type: 'limit.remove', period: 'day' }, save('month')],
    [
      loaded(withDay),
      type('day', '5000'),
      save('day'),
      {
        type: 'xstate.error.actor.saveLimit',
        error: {
          code: 'request_param_err',
          value: { fields: [{ field: 'amount', reason: 'more than 0' }] },
        },
      },
    ],
    [
      loaded(withDay),
      type('day', '5000'),
      save('day'),
      { type: 'xstate.error.actor.saveLimit', error: { code: 'network' } },
    ],
  ],
});

describe('deposit limits chart (rules)', () => {
  it('reads amounts like the cashier: Bengali digits, 2 decimals, more than 0', () => {
    expect(draftProblem('')).toBe('empty');
    expect(draftProblem('0')).toBe('zero');
    expect(draftProblem('-5')).toBe('format');
    expect(draftProblem('12.345')).toBe('decimals');
    expect(draftProblem('১২৩')).toBeNull();
    expect(limitRequest('week', ' ১২৩.৫')).toEqual({ period: 'week', amount: '123.50' });
  });

  it('shows an amount refusal on the field and anything else as a message', () => {
    expect(limitRefusal({ code: 'trial.not.allowed' }, 'day')).toEqual({
      fieldErrors: {},
      errorCode: 'trial.not.allowed',
    });
    expect(limitRefusal({ code: 'request_param_err', value: { fields: [] } }, 'day')).toEqual({
      fieldErrors: {},
      errorCode: 'request_param_err',
    });
  });
});

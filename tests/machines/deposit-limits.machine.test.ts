import { afterEach, describe, expect, it } from 'vitest';
import {
  depositLimitsMachine,
  draftProblem,
  draftsOf,
  limitRefusal,
  limitRequest,
  type DepositLimitsContext,
} from '../../machines/security/deposit-limits.machine.ts';
import type { DepositLimits } from '../../shared/contract/calls/responsible-gaming.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
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
const amountRefusal = {
  code: 'request_param_err',
  value: { fields: [{ field: 'amount', reason: 'aboveMaximum' }] },
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
    expect(limitRefusal(amountRefusal, 'week')).toEqual({
      fieldErrors: { week: 'aboveMaximum' },
      errorCode: null,
    });
    // Only the invalid-parameter refusal names fields; any other code is a message.
    expect(limitRefusal({ ...amountRefusal, code: 'deposit.limit.exceeded' }, 'week')).toEqual({
      fieldErrors: {},
      errorCode: 'deposit.limit.exceeded',
    });
  });

  it('starts every field from the limit in effect, empty without one', () => {
    expect(draftsOf([])).toEqual({ day: '', week: '', month: '' });
    expect(draftsOf(raising.limits)).toEqual({ day: '1000.00', week: '', month: '' });
    expect(draftsOf([none.limits[2]!, { ...none.limits[1]!, amount: '50.00' }])).toEqual({
      day: '',
      week: '50.00',
      month: '',
    });
  });
});

describe('deposit limits chart (what the panel shows, requirements D5.1)', () => {
  type Panel = DrivenChart<DepositLimitsContext>;
  let panel: Panel;
  const open = async (limits: DepositLimits): Promise<Panel> => {
    panel = driveChart<DepositLimitsContext>(depositLimitsMachine);
    await panel.answer('loadLimits', limits);
    return panel;
  };
  const removing: DepositLimits = {
    limits: [
      {
        period: 'day',
        amount: '1000.00',
        pending: { amount: null, from: '2026-12-08T12:00:00.000Z' },
        used: '200.00',
      },
      none.limits[1]!,
      none.limits[2]!,
    ],
  };
  const withWeek: DepositLimits = {
    limits: [
      withDay.limits[0]!,
      { period: 'week', amount: '2000.00', pending: null, used: '200.00' },
      none.limits[2]!,
    ],
  };
  const amountRefused = (reason: string) => ({
    code: 'request_param_err',
    value: { fields: [{ field: 'amount', reason }] },
  });
  afterEach(() => panel?.stop());

  it('reads the limits first, showing no limit and no field yet', () => {
    panel = driveChart<DepositLimitsContext>(depositLimitsMachine);
    expect(panel.value()).toBe('loading');
    expect(panel.busy()).toBe(true);
    expect(panel.context()).toEqual({
      limits: [],
      drafts: { day: '', week: '', month: '' },
      fieldErrors: {},
      errorCode: null,
      request: null,
    });
    expect(panel.calls()).toEqual([{ invoke: 'loadLimits', id: 'loadLimits' }]);
  });

  it('says why the limits could not be read, and a retry reads them again without the old message', async () => {
    panel = driveChart<DepositLimitsContext>(depositLimitsMachine);
    await panel.fail('loadLimits', { code: 'network.offline' });
    expect(panel.value()).toBe('loadFailed');
    expect(panel.busy()).toBe(false);
    expect(panel.context().errorCode).toBe('network.offline');
    panel.send({ type: 'limits.retry' });
    expect(panel.value()).toBe('loading');
    expect(panel.context().errorCode).toBeNull();
    expect(panel.calls('loadLimits')).toHaveLength(2);
    expect(panel.running()).toEqual(['loadLimits']);
    await panel.answer('loadLimits', withDay);
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.context().limits).toEqual(withDay.limits);
  });

  it('fills each field with the limit in effect (not a waiting raise), empty without a limit', async () => {
    await open(raising);
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.busy()).toBe(false);
    expect(panel.context().limits).toEqual(raising.limits);
    expect(panel.context().drafts).toEqual({ day: '1000.00', week: '', month: '' });
    expect(panel.context().fieldErrors).toEqual({});
    expect(panel.context().errorCode).toBeNull();
  });

  it('says what is wrong with an amount on Save, sends nothing, and typing clears only that field', async () => {
    await open(none);
    panel.send(save('day'));
    panel.send(type('week', '12.345'));
    panel.send(save('week'));
    panel.send(type('month', '1e3'));
    panel.send(save('month'));
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.context().fieldErrors).toEqual({
      day: 'empty',
      week: 'decimals',
      month: 'format',
    });
    expect(panel.calls('saveLimit')).toEqual([]);
    panel.send(type('week', '12.34'));
    expect(panel.context().fieldErrors).toEqual({ day: 'empty', month: 'format' });
    expect(panel.context().drafts).toEqual({ day: '', week: '12.34', month: '1e3' });
  });

  it('saves one period with its amount in ASCII digits and 2 decimals, busy until answered, other taps ignored', async () => {
    await open(withDay);
    panel.send(type('day', '৩০০'));
    panel.send(type('week', '২০০০'));
    panel.send(save('week'));
    expect(panel.value()).toBe('saving');
    expect(panel.busy()).toBe(true);
    expect(panel.context().request).toEqual({ period: 'week', amount: '2000.00' });
    expect(panel.calls('saveLimit')).toEqual([
      { invoke: 'saveLimit', id: 'saveLimit', input: { period: 'week', amount: '2000.00' } },
    ]);
    panel.send(save('week'));
    panel.send(save('day'));
    panel.send({ type: 'limit.remove', period: 'day' });
    panel.send(type('week', '1'));
    expect(panel.value()).toBe('saving');
    expect(panel.calls('saveLimit')).toHaveLength(1);
    expect(panel.context().drafts).toEqual({ day: '৩০০', week: '২০০০', month: '' });
    // A first limit applies at once: the saved field shows it as the server prints it; the
    // other fields keep what was typed and not saved.
    await panel.answer('saveLimit', withWeek);
    expect(panel.value()).toEqual({ showing: 'saved' });
    expect(panel.busy()).toBe(false);
    expect(panel.context().limits).toEqual(withWeek.limits);
    expect(panel.context().drafts).toEqual({ day: '৩০০', week: '2000.00', month: '' });
    expect(panel.context().request).toEqual({ period: 'week', amount: '2000.00' });
    expect(panel.context().fieldErrors).toEqual({});
    expect(panel.context().errorCode).toBeNull();
  });

  it('keeps the limit in effect in the field while a raise waits its 24 hours', async () => {
    await open(withDay);
    panel.send(type('day', '5000'));
    panel.send(save('day'));
    await panel.answer('saveLimit', raising);
    expect(panel.value()).toEqual({ showing: 'saved' });
    expect(panel.context().limits[0]!.pending).toEqual(raising.limits[0]!.pending);
    expect(panel.context().drafts.day).toBe('1000.00');
  });

  it('after a save, typing or a wrong amount goes back to editing', async () => {
    await open(withDay);
    panel.send(type('week', '300'));
    panel.send(save('week'));
    await panel.answer('saveLimit', withWeek);
    panel.send(type('month', '0'));
    expect(panel.value()).toEqual({ showing: 'editing' });
    panel.send(save('week'));
    await panel.answer('saveLimit', withWeek);
    expect(panel.value()).toEqual({ showing: 'saved' });
    panel.send(save('month'));
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.context().fieldErrors).toEqual({ month: 'zero' });
    expect(panel.calls('saveLimit')).toHaveLength(2);
  });

  it("shows the server's amount refusal on the saved period's field and keeps what was typed", async () => {
    await open(withDay);
    panel.send(type('day', '10'));
    panel.send(type('week', '৫০০'));
    panel.send(save('week'));
    await panel.fail('saveLimit', amountRefused('aboveMaximum'));
    expect(panel.value()).toEqual({ showing: 'refused' });
    expect(panel.busy()).toBe(false);
    expect(panel.context().fieldErrors).toEqual({ week: 'aboveMaximum' });
    expect(panel.context().errorCode).toBeNull();
    expect(panel.context().drafts).toEqual({ day: '10', week: '৫০০', month: '' });
    expect(panel.context().limits).toEqual(withDay.limits);
    panel.send(type('week', '400'));
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.context().fieldErrors).toEqual({});
  });

  it('shows any other refusal as a message, kept until the player types again', async () => {
    await open(withDay);
    panel.send(type('month', '700'));
    panel.send(save('month'));
    await panel.fail('saveLimit', { code: 'trial.not.allowed' });
    expect(panel.value()).toEqual({ showing: 'refused' });
    expect(panel.context().errorCode).toBe('trial.not.allowed');
    expect(panel.context().fieldErrors).toEqual({});
    expect(panel.context().drafts.month).toBe('700');
    panel.send(type('month', '70'));
    expect(panel.context().errorCode).toBeNull();
  });

  it('removes only a limit in effect that is not already being removed', async () => {
    await open(none);
    panel.send({ type: 'limit.remove', period: 'day' });
    expect(panel.value()).toEqual({ showing: 'editing' });
    panel.stop();
    await open(withDay);
    panel.send({ type: 'limit.remove', period: 'week' });
    panel.send({ type: 'limit.remove', period: 'month' });
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.calls('saveLimit')).toEqual([]);
    panel.stop();
    await open(removing);
    panel.send({ type: 'limit.remove', period: 'day' });
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.calls('saveLimit')).toEqual([]);
    panel.stop();
    await open(raising);
    panel.send({ type: 'limit.remove', period: 'day' });
    expect(panel.calls('saveLimit')).toEqual([
      { invoke: 'saveLimit', id: 'saveLimit', input: { period: 'day', amount: null } },
    ]);
  });

  it('has nothing to remove for a period the answer does not list', async () => {
    await open({ limits: [withDay.limits[0]!] });
    expect(panel.context().drafts).toEqual({ day: '1000.00', week: '', month: '' });
    panel.send({ type: 'limit.remove', period: 'week' });
    expect(panel.snapshot().status).toBe('active');
    expect(panel.value()).toEqual({ showing: 'editing' });
    expect(panel.calls('saveLimit')).toEqual([]);
  });

  it('a removal waits 24 hours: the field keeps the limit in effect and the message clears', async () => {
    await open(withWeek);
    panel.send(save('month'));
    panel.send({ type: 'limit.remove', period: 'week' });
    expect(panel.value()).toBe('saving');
    expect(panel.context().request).toEqual({ period: 'week', amount: null });
    expect(panel.context().fieldErrors).toEqual({});
    const waiting: DepositLimits = {
      limits: [
        withWeek.limits[0]!,
        { ...withWeek.limits[1]!, pending: { amount: null, from: '2026-12-09T03:00:00.000Z' } },
        none.limits[2]!,
      ],
    };
    await panel.answer('saveLimit', waiting);
    expect(panel.value()).toEqual({ showing: 'saved' });
    expect(panel.context().drafts).toEqual({ day: '1000.00', week: '2000.00', month: '' });
    expect(panel.context().limits).toEqual(waiting.limits);
  });
});

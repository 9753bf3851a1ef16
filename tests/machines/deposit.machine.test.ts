import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  depositMachine,
  type DepositContext,
  type DepositLoad,
  type PlaceDepositInput,
} from '../../machines/cashier/deposit.machine.ts';
import { checkDepositForm, placeRefusal } from '../../machines/cashier/deposit-form.ts';
import type { DepositChannel } from '../../shared/contract/calls/deposit-channels.ts';
import type { DepositOrder } from '../../shared/contract/calls/deposit-order.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
import { depositOracle } from './oracles/deposit.oracle.ts';

const bkash: DepositChannel = {
  code: 'bkash',
  name: 'bKash',
  kind: 'wallet',
  icon: '/cashier/icons/bkash.svg',
  min: '200.00',
  max: '25000.00',
  quickAmounts: ['500.00', '1000.00'],
  account: { holder: 'Agent', number: '01712345678', bankName: null },
};
const bank: DepositChannel = {
  ...bkash,
  code: 'bank',
  name: 'Bank',
  kind: 'bank',
  min: '1000.00',
  max: '500000.00',
  account: { holder: 'Ltd', number: '1234567890123', bankName: 'Demo Bank' },
};
const order = (status: DepositOrder['status']): DepositOrder => ({
  orderNo: 'D100',
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  amount: '500.00',
  payerNumber: '*******5678',
  transactionId: 'TX123456',
  status,
  reason: status === 'rejected' ? 'No such transfer' : null,
  createdAt: '2026-12-07T04:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-12-07T04:01:00.000Z',
});

const loaded = (orderDetail: boolean) => ({
  type: 'xstate.done.actor.loadChannels',
  output: { channels: [bkash, bank], currency: 'BDT', orderDetail } satisfies DepositLoad,
});
const amount = { type: 'amount.changed', value: '৫০০' };
const quick = { type: 'amount.quick', amount: '1000.00' };
const payer = { type: 'payer.changed', value: '01712345678' };
const txid = { type: 'transaction.changed', value: 'TX123456' };
const submit = { type: 'deposit.submit', key: 'key-aaaaaaaaaaaaaaaa' };
const submitAgain = { type: 'deposit.submit', key: 'key-bbbbbbbbbbbbbbbb' };
const placed = (status: DepositOrder['status']) => ({
  type: 'xstate.done.actor.placeDeposit',
  output: order(status),
});
const failed = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.placeDeposit',
  error: { code, value },
});
const refresh = { type: 'xstate.after.orderRefresh.deposit.placed.awaitingDecision' };
const read = (status: DepositOrder['status']) => ({
  type: 'xstate.done.actor.readOrder',
  output: order(status),
});
const filled = [amount, payer, txid];

describeChartModel('deposit chart (model-based)', depositMachine, {
  oracle: depositOracle,
  models: {
    // dep_func '1': the order's detail, read again while pending.
    detail: {
      events: [
        loaded(true),
        placed('pending'),
        placed('approved'),
        refresh,
        read('pending'),
        read('approved'),
        read('rejected'),
        { type: 'xstate.error.actor.readOrder', error: { code: 'network.offline' } },
        { type: 'deposit.again' },
      ],
      sequences: [
        // An empty submit names every problem; filling the form sends one order, a second tap none.
        [
          loaded(true),
          submit,
          ...filled,
          submit,
          submit,
          placed('pending'),
          refresh,
          read('pending'),
        ],
        [
          loaded(true),
          ...filled,
          submit,
          placed('pending'),
          refresh,
          read('rejected'),
          { type: 'deposit.again' },
        ],
        [loaded(true), ...filled, submit, placed('pending'), refresh, read('approved')],
        [
          loaded(true),
          ...filled,
          submit,
          placed('pending'),
          refresh,
          { type: 'xstate.error.actor.readOrder', error: { code: 'network.offline' } },
        ],
        [loaded(true), ...filled, submit, placed('pending'), { type: 'deposit.again' }],
        // An order that answers decided already (a repeat of a decided submission).
        [loaded(true), ...filled, submit, placed('approved')],
      ],
    },
    // dep_func '0': back to an empty form with a success message.
    form: {
      events: [],
      sequences: [
        [loaded(false), quick, payer, txid, submit, placed('pending')],
        // A network failure, then Try again: the same key. Then an edit: a new key.
        [
          loaded(false),
          ...filled,
          submit,
          failed('network.offline'),
          submitAgain,
          failed('network.timeout'),
          txid,
          submitAgain,
          placed('pending'),
        ],
        // Server refusals on their fields, a used transaction ID, and another channel.
        [
          loaded(false),
          ...filled,
          submit,
          failed('deposit.transaction.used'),
          { type: 'channel.chosen', code: 'bank' },
          { type: 'channel.chosen', code: 'nowhere' },
        ],
        [loaded(false), ...filled, submit, failed('amount.below.minimum', { min: '300.00' })],
        [
          loaded(false),
          ...filled,
          submit,
          failed('request_param_err', { fields: [{ field: 'payerNumber', reason: 'x' }] }),
        ],
        [loaded(false), ...filled, submit, failed('trial.not.allowed')],
        // The channel went away: the channels reload with a message, the typed text stays.
        [loaded(false), ...filled, submit, failed('channel.unavailable'), loaded(false)],
        // Wrong values: 0, -5, 1e3, 12.345 and a bank channel's minimum.
        [
          loaded(false),
          { type: 'amount.changed', value: '1e3' },
          payer,
          txid,
          submit,
          { type: 'channel.chosen', code: 'bank' },
          amount,
          submit,
        ],
      ],
    },
    // Nothing to deposit with, or the channels failed to load.
    'no channels': {
      events: [
        {
          type: 'xstate.done.actor.loadChannels',
          output: { channels: [], currency: 'BDT', orderDetail: true } satisfies DepositLoad,
        },
        { type: 'xstate.error.actor.loadChannels', error: { code: 'network.offline' } },
        { type: 'deposit.retry' },
      ],
    },
  },
});

/** Requirements C3.8: a pending order is read again every 5 s (the table, not the chart). */
const REFRESH_SECONDS = TIMINGS.orderRefresh.ms / 1000;

describe('deposit chart (rules)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a pending order again after the time of requirements C3.8, and stops once decided', async () => {
    vi.useFakeTimers();
    const seconds = REFRESH_SECONDS;
    const reads: string[] = [];
    const answers: DepositOrder['status'][] = ['pending', 'approved'];
    const moneyEvents = vi.fn();
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadChannels: fromPromise<DepositLoad, void>(async () => ({
            channels: [bkash],
            currency: 'BDT',
            orderDetail: true,
          })),
          placeDeposit: fromPromise<DepositOrder, PlaceDepositInput>(async () => order('pending')),
          readOrder: fromPromise<DepositOrder, { orderNo: string }>(async ({ input }) => {
            reads.push(input.orderNo);
            return order(answers.shift() ?? 'approved');
          }),
        },
        actions: { announceMoneyEvent: () => moneyEvents(), showPlaced: () => undefined },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    for (const event of filled) actor.send(event as never);
    actor.send(submit as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ placed: 'awaitingDecision' })).toBe(true);
    expect(moneyEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(seconds * 1000 - 1);
    expect(reads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual(['D100']);
    await vi.advanceTimersByTimeAsync(seconds * 1000);
    expect(reads).toEqual(['D100', 'D100']);
    expect(actor.getSnapshot().matches({ placed: 'decided' })).toBe(true);
    expect(moneyEvents).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(seconds * 10_000);
    expect(reads).toHaveLength(2);
    actor.stop();
  });

  it('names each problem of the form with its reason (requirements C3.2, C3.3)', () => {
    const values = (amount: string, payerNumber = '01712345678', transactionId = 'TX123456') => ({
      amount,
      payerNumber,
      transactionId,
    });
    const amountOf = (typed: string, channel = bkash) => {
      const check = checkDepositForm(channel, values(typed));
      return check.ok ? check.request.amount : check.errors.amount;
    };
    expect(amountOf('0')).toEqual({ problem: 'zero' });
    expect(amountOf('-5')).toEqual({ problem: 'format' });
    expect(amountOf('1e3')).toEqual({ problem: 'format' });
    expect(amountOf('12.345')).toEqual({ problem: 'decimals' });
    expect(amountOf('199.99')).toEqual({ problem: 'belowMinimum', limit: '200.00' });
    expect(amountOf('25000.01')).toEqual({ problem: 'aboveMaximum', limit: '25000.00' });
    expect(amountOf('৫০০.৫')).toBe('500.50');
    expect(amountOf('500', bank)).toEqual({ problem: 'belowMinimum', limit: '1000.00' });
    const payerOf = (typed: string, channel = bkash) => {
      const check = checkDepositForm(channel, values('1000', typed));
      return check.ok ? check.request.payerNumber : check.errors.payerNumber;
    };
    expect(payerOf('')).toEqual({ problem: 'empty' });
    expect(payerOf('0171234567')).toEqual({ problem: 'walletNumber' });
    expect(payerOf('০১৭১২ ৩৪৫৬৭৮')).toBe('01712345678');
    expect(payerOf('1234567', bank)).toEqual({ problem: 'bankAccount' });
    expect(payerOf('12345678', bank)).toBe('12345678');
    const idOf = (typed: string) => {
      const check = checkDepositForm(bkash, values('1000', '01712345678', typed));
      return check.ok ? check.request.transactionId : check.errors.transactionId;
    };
    expect(idOf('  ')).toEqual({ problem: 'empty' });
    expect(idOf('TX-12')).toEqual({ problem: 'format' });
    expect(idOf(' 8N৭A1B2C ')).toBe('8N7A1B2C');
  });

  it('puts the server refusals on their fields (docs/api.md "Cashier")', () => {
    expect(placeRefusal('amount.above.maximum', { value: { max: '9000.00' } }, bkash)).toEqual({
      fieldErrors: { amount: { problem: 'aboveMaximum', limit: '9000.00' } },
      formError: null,
    });
    expect(placeRefusal('amount.below.minimum', {}, bkash).fieldErrors.amount).toEqual({
      problem: 'belowMinimum',
      limit: '200.00',
    });
    expect(
      placeRefusal(
        'request_param_err',
        {
          value: {
            fields: [
              { field: 'amount', reason: 'x' },
              { field: 'Idempotency-Key', reason: 'y' },
            ],
          },
        },
        bkash,
      ),
    ).toEqual({ fieldErrors: { amount: { problem: 'invalid' } }, formError: null });
    expect(placeRefusal('request_param_err', { value: {} }, bkash)).toEqual({
      fieldErrors: {},
      formError: 'request_param_err',
    });
    expect(placeRefusal('system.busy', {}, bkash)).toEqual({
      fieldErrors: {},
      formError: 'system.busy',
    });
  });
});

describe('deposit chart (what the form shows, requirements C3)', () => {
  type Form = DrivenChart<DepositContext>;
  let form: Form;
  const channels = (orderDetail: boolean, offered = [bkash, bank]): DepositLoad => ({
    channels: offered,
    currency: 'BDT',
    orderDetail,
  });
  const open = async (orderDetail: boolean): Promise<Form> => {
    form = driveChart<DepositContext>(depositMachine);
    await form.answer('loadChannels', channels(orderDetail));
    return form;
  };
  const fill = (typed: { amount?: string; payer?: string; txid?: string } = {}) => {
    form.send({ type: 'amount.changed', value: typed.amount ?? '500' });
    form.send({ type: 'payer.changed', value: typed.payer ?? '01712345678' });
    form.send({ type: 'transaction.changed', value: typed.txid ?? 'TX123456' });
  };
  afterEach(() => form?.stop());

  it('loads the channels first, with nothing chosen or typed yet', () => {
    form = driveChart<DepositContext>(depositMachine);
    expect(form.value()).toBe('loading');
    expect(form.busy()).toBe(true);
    expect(form.context()).toEqual({
      channels: [],
      currency: '',
      orderDetail: false,
      channelCode: null,
      amount: '',
      payerNumber: '',
      transactionId: '',
      fieldErrors: {},
      formError: null,
      loadError: null,
      notice: null,
      idempotencyKey: null,
      order: null,
    });
    expect(form.calls()).toEqual([{ invoke: 'loadChannels', id: 'loadChannels' }]);
  });

  it('says why the channels could not be loaded; Try again loads them without the old message', async () => {
    form = driveChart<DepositContext>(depositMachine);
    await form.fail('loadChannels', { code: 'network.offline' });
    expect(form.value()).toBe('loadFailed');
    expect(form.busy()).toBe(false);
    expect(form.context().loadError).toBe('network.offline');
    form.send({ type: 'deposit.retry' });
    expect(form.value()).toBe('loading');
    expect(form.context().loadError).toBeNull();
    expect(form.calls('loadChannels')).toHaveLength(2);
    await form.answer('loadChannels', channels(true));
    expect(form.value()).toBe('editing');
    expect(form.context()).toMatchObject({
      channels: [bkash, bank],
      currency: 'BDT',
      orderDetail: true,
      channelCode: 'bkash',
      loadError: null,
    });
  });

  it('shows "not available" when the channel went away and none is left on reload', async () => {
    await open(false);
    fill();
    form.send(submit);
    await form.fail('placeDeposit', { code: 'channel.unavailable' });
    expect(form.value()).toBe('loading');
    expect(form.context()).toMatchObject({
      notice: 'channel.unavailable',
      amount: '500',
      payerNumber: '01712345678',
      transactionId: 'TX123456',
      idempotencyKey: null,
    });
    await form.answer('loadChannels', channels(false, []));
    expect(form.value()).toBe('unavailable');
    expect(form.snapshot().status).toBe('done');
    expect(form.context().channels).toEqual([]);
    expect(form.context().channelCode).toBeNull();
  });

  it('keeps the chosen channel on reload while it is offered, else chooses the first one', async () => {
    await open(false);
    form.send({ type: 'channel.chosen', code: 'bank' });
    fill({ amount: '2000', payer: '1234567890' });
    form.send(submit);
    await form.fail('placeDeposit', { code: 'channel.unavailable' });
    await form.answer('loadChannels', channels(false, [bkash, bank]));
    expect(form.context().channelCode).toBe('bank');
    form.send(submit);
    await form.fail('placeDeposit', { code: 'channel.unavailable' });
    await form.answer('loadChannels', channels(false, [bkash]));
    expect(form.value()).toBe('editing');
    expect(form.context().channelCode).toBe('bkash');
    expect(form.context().channels).toEqual([bkash]);
  });

  it('another channel drops the amount and payer problems, but keeps the transaction ID problem', async () => {
    await open(false);
    fill({ amount: '1e3', payer: '123', txid: 'TX-12' });
    form.send(submit);
    const problems = form.context().fieldErrors;
    expect(Object.keys(problems).sort()).toEqual(['amount', 'payerNumber', 'transactionId']);
    form.send({ type: 'channel.chosen', code: 'bank' });
    expect(form.context().channelCode).toBe('bank');
    expect(form.context().fieldErrors).toEqual({ transactionId: problems.transactionId });
    // Without a transaction ID problem, no problem stays.
    form.send({ type: 'transaction.changed', value: 'TX123456' });
    form.send(submit);
    expect(Object.keys(form.context().fieldErrors).sort()).toEqual(['amount', 'payerNumber']);
    form.send({ type: 'channel.chosen', code: 'bkash' });
    expect(form.context().fieldErrors).toEqual({});
    // A channel that is not offered changes nothing.
    form.send({ type: 'channel.chosen', code: 'nowhere' });
    expect(form.context().channelCode).toBe('bkash');
    expect(form.calls('placeDeposit')).toEqual([]);
  });

  it('a quick amount replaces the amount and drops its problem only', async () => {
    await open(false);
    fill({ amount: '12.345', payer: '', txid: '' });
    form.send(submit);
    expect(Object.keys(form.context().fieldErrors).sort()).toEqual([
      'amount',
      'payerNumber',
      'transactionId',
    ]);
    form.send({ type: 'amount.quick', amount: '1000.00' });
    expect(form.context().amount).toBe('1000.00');
    expect(Object.keys(form.context().fieldErrors).sort()).toEqual([
      'payerNumber',
      'transactionId',
    ]);
  });

  it('the form empties with a success message naming the order when dep_func is not 1 (C3.7)', async () => {
    await open(false);
    fill();
    form.send(submit);
    expect(form.calls('placeDeposit')).toEqual([
      {
        invoke: 'placeDeposit',
        id: 'placeDeposit',
        input: {
          request: {
            channel: 'bkash',
            amount: '500.00',
            payerNumber: '01712345678',
            transactionId: 'TX123456',
          },
          idempotencyKey: submit.key,
        },
      },
    ]);
    await form.answer('placeDeposit', order('pending'));
    expect(form.value()).toBe('editing');
    expect(form.actions()).toEqual([
      { action: 'showPlaced', params: { orderNo: 'D100' } },
      { action: 'announceMoneyEvent' },
    ]);
    expect(form.context()).toMatchObject({
      channelCode: 'bkash',
      amount: '',
      payerNumber: '',
      transactionId: '',
      idempotencyKey: null,
      order: null,
    });
  });

  it('shows a pending order waiting for the decision, and "deposit again" leaves it for an empty form', async () => {
    await open(true);
    fill();
    form.send(submit);
    await form.answer('placeDeposit', order('pending'));
    expect(form.value()).toEqual({ placed: 'awaitingDecision' });
    expect(form.context().order).toEqual(order('pending'));
    form.send({ type: 'deposit.again' });
    expect(form.value()).toBe('editing');
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context()).toMatchObject({
      channelCode: 'bkash',
      amount: '',
      payerNumber: '',
      transactionId: '',
      formError: null,
      idempotencyKey: null,
      order: null,
    });
    // The order left behind is not read again.
    await form.wait(REFRESH_SECONDS * 3000);
    expect(form.calls('readOrder')).toEqual([]);
  });

  it('an order answered decided already (a repeated submission) shows decided and is not read again', async () => {
    await open(true);
    fill();
    form.send(submit);
    await form.answer('placeDeposit', order('approved'));
    expect(form.value()).toEqual({ placed: 'decided' });
    expect(form.context().order).toEqual(order('approved'));
    await form.wait(REFRESH_SECONDS * 3000);
    expect(form.calls('readOrder')).toEqual([]);
  });

  it('the detail shows the order as the server last answered it while it stays pending', async () => {
    await open(true);
    fill();
    form.send(submit);
    await form.answer('placeDeposit', order('pending'));
    await form.wait(REFRESH_SECONDS * 1000);
    expect(form.value()).toEqual({ placed: 'refreshing' });
    expect(form.calls('readOrder')).toEqual([
      { invoke: 'readOrder', id: 'readOrder', input: { orderNo: 'D100' } },
    ]);
    const renamed = { ...order('pending'), channelName: 'bKash Personal' };
    await form.answer('readOrder', renamed);
    expect(form.value()).toEqual({ placed: 'awaitingDecision' });
    expect(form.context().order).toEqual(renamed);
    expect(form.actions('announceMoneyEvent')).toHaveLength(1);
  });
});

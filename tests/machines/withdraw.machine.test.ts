import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { notProvidedActor } from '../../machines/not-provided.ts';
import {
  withdrawMachine,
  withdrawRefusal,
  type PlaceWithdrawInput,
  type WithdrawContext,
  type WithdrawInput,
} from '../../machines/cashier/withdraw.machine.ts';
import { paymentPasswordMachine } from '../../machines/cashier/payment-password.machine.ts';
import { payoutAccountMachine } from '../../machines/cashier/payout-account.machine.ts';
import {
  allAmount,
  withdrawAmountProblem,
  withdrawErrors,
} from '../../machines/cashier/withdraw-form.ts';
import type { ChannelLimits } from '../../shared/contract/calls/cashier-fields.ts';
import type { WithdrawOrder } from '../../shared/contract/calls/withdraw-order.ts';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
import { withdrawOracle } from './oracles/withdraw.oracle.ts';

const bkash: ChannelLimits = {
  code: 'bkash',
  name: 'bKash',
  kind: 'wallet',
  icon: '/cashier/icons/bkash.svg',
  min: '100.00',
  max: '25000.00',
};
const account: PayoutAccount = {
  id: 7,
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  maskedNumber: '*******5678',
  holderName: 'Rahim Uddin',
};
const second: PayoutAccount = { ...account, id: 8, maskedNumber: '*******9999' };
const ready: WithdrawSetup = {
  hasPaymentPassword: true,
  accounts: [account],
  accountLimit: 2,
  channels: [bkash],
  balance: '1000.00',
  pending: '0.00',
  withdrawable: '1000.00',
  currency: 'BDT',
};
const fresh: WithdrawSetup = { ...ready, hasPaymentPassword: false, accounts: [] };
const order: WithdrawOrder = {
  orderNo: 'W1001',
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  amount: '500.00',
  maskedNumber: '*******5678',
  holderName: 'Rahim Uddin',
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  decidedAt: null,
};
const rejected: WithdrawOrder = {
  ...order,
  status: 'rejected',
  reason: 'Name does not match',
  decidedAt: '2026-01-01T10:05:00.000Z',
};

const loaded = (setup: WithdrawSetup) => ({ type: 'xstate.done.actor.loadSetup', output: setup });
const amount = (value: string) => ({ type: 'amount.changed', value });
const pin = (value: string) => ({ type: 'paymentPassword.changed', value });
const submit = { type: 'withdraw.submit' };
const refused = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.placeWithdraw',
  error: { code, value },
});
const placed = { type: 'xstate.done.actor.placeWithdraw', output: order };
const filled = [loaded(ready), amount('৫০০'), pin('123456')];

// The steps are charts of their own (their tests: payment-password and payout-account); here
// they are settled like any effect, by their done events.
const chart = withdrawMachine.provide({
  actors: {
    paymentPasswordStep: notProvidedActor('paymentPasswordStep'),
    payoutAccountStep: notProvidedActor<PayoutAccount>('payoutAccountStep'),
  } as never,
}) as AnyStateMachine;

describeChartModel('withdraw chart (model-based)', chart, {
  oracle: withdrawOracle,
  input: { newKey: () => 'key-0001-0001-0001' } satisfies WithdrawInput,
  events: [],
  sequences: [
    // Load fails, retry; a new member sets the password, then the first account, then withdraws.
    [
      { type: 'xstate.error.actor.loadSetup', error: { code: 'network.offline' } },
      { type: 'setup.retry' },
      loaded(fresh),
      { type: 'xstate.done.actor.passwordStep' },
      { type: 'xstate.done.actor.accountStep', output: account },
      amount('500'),
      pin('123456'),
      submit,
      placed,
      { type: 'order.refresh' },
      { type: 'xstate.done.actor.fetchOrder', output: order },
      { type: 'order.refresh' },
      { type: 'xstate.done.actor.fetchOrder', output: rejected },
      { type: 'order.refresh' },
      { type: 'xstate.error.actor.fetchOrder', error: { code: 'network.offline' } },
      { type: 'withdraw.again' },
      loaded(ready),
    ],
    // Submit with nothing typed names the problems; All fills the withdrawable; another account.
    [
      loaded(ready),
      submit,
      { type: 'amount.all' },
      { type: 'account.add' },
      { type: 'account.addCancelled' },
      { type: 'account.add' },
      { type: 'xstate.done.actor.accountStep', output: second },
      { type: 'account.chosen', accountId: 7 },
    ],
    // A network failure keeps the key for the retry; an edit makes a new one.
    [
      ...filled,
      submit,
      refused('network.timeout'),
      submit,
      refused('network.offline'),
      amount('400'),
      submit,
      placed,
    ],
    // A wrong payment password clears that field only.
    [
      ...filled,
      submit,
      refused('payment.password.invalid'),
      pin('654321'),
      submit,
      refused('too.many.requests'),
    ],
    // Over the withdrawable on the server: the setup is read again, what was typed stays.
    [
      ...filled,
      submit,
      refused('withdraw.balance.insufficient', { withdrawable: '300.00' }),
      loaded({ ...ready, withdrawable: '300.00' }),
    ],
    [
      ...filled,
      submit,
      refused('not.found'),
      { type: 'xstate.error.actor.loadSetup', error: { code: 'network.offline' } },
    ],
    [...filled, submit, refused('amount.below.minimum', { min: '100.00' })],
    [
      ...filled,
      submit,
      refused('request_param_err', { fields: [{ field: 'amount', reason: 'format' }] }),
    ],
    // No payment password after all: back to step 1, then straight to the form.
    [
      ...filled,
      submit,
      refused('payment.password.required'),
      { type: 'xstate.done.actor.passwordStep' },
    ],
  ],
});

describe('withdraw chart (rules)', () => {
  it('reads the amount against the channel limits and the withdrawable balance', () => {
    const problem = (typed: string, withdrawable = '1000.00') =>
      withdrawAmountProblem(typed, bkash, withdrawable);
    expect(problem('0')).toBe('zero');
    expect(problem('-5')).toBe('format');
    expect(problem('1e3')).toBe('format');
    expect(problem('12.345')).toBe('decimals');
    expect(problem('99.99')).toBe('belowMinimum');
    expect(problem('25000.01', '99999.00')).toBe('aboveMaximum');
    expect(problem('1000.01')).toBe('aboveWithdrawable');
    expect(problem('১০০০')).toBeNull();
    expect(problem('')).toBe('empty');
  });

  it('fills All with the smaller of the withdrawable and the channel maximum', () => {
    expect(allAmount(bkash, '1000.5')).toBe('1000.50');
    expect(allAmount(bkash, '30000.00')).toBe('25000.00');
  });

  it('needs an account, a valid amount and 6 digits', () => {
    expect(withdrawErrors(null, { accountId: null, amount: '', paymentPassword: '' })).toEqual({
      accountId: 'required',
      paymentPassword: 'required',
    });
    expect(
      withdrawErrors(ready, { accountId: 7, amount: '100', paymentPassword: '১২৩৪৫৬' }),
    ).toEqual({});
  });

  it('keeps the key only when no answer arrived', () => {
    const context = {
      idempotencyKey: 'k'.repeat(20),
      paymentPassword: '123456',
    } as WithdrawContext;
    expect(withdrawRefusal({ code: 'network.offline' }, context).idempotencyKey).toBe(
      'k'.repeat(20),
    );
    expect(withdrawRefusal({ code: 'too.many.requests' }, context)).toMatchObject({
      idempotencyKey: null,
      errorCode: 'too.many.requests',
      paymentPassword: '123456',
    });
  });

  it('runs the real steps: sets the password, adds the account, places one order with one key', async () => {
    const placedWith: PlaceWithdrawInput[] = [];
    let keys = 0;
    let setupNow: WithdrawSetup = fresh;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadSetup: fromPromise(async () => setupNow),
          placeWithdraw: fromPromise<WithdrawOrder, PlaceWithdrawInput>(async ({ input }) => {
            placedWith.push(input);
            if (placedWith.length === 1) throw { code: 'network.offline' };
            return order;
          }),
          fetchOrder: fromPromise(async () => order),
          paymentPasswordStep: paymentPasswordMachine.provide({
            actors: { setPaymentPassword: fromPromise(async () => undefined) },
          }),
          payoutAccountStep: payoutAccountMachine.provide({
            actors: { savePayoutAccount: fromPromise(async () => account) },
          }),
        },
        actions: { announceMoneyEvent: () => undefined },
      }),
      { input: { newKey: () => `key-${++keys}-0000000000000` } },
    ).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('settingPassword');
    const step = actor.getSnapshot().children.passwordStep!;
    step.send({ type: 'field.changed', field: 'loginPassword', value: 'pw' });
    step.send({ type: 'field.changed', field: 'paymentPassword', value: '123456' });
    step.send({ type: 'field.changed', field: 'confirmPaymentPassword', value: '123456' });
    step.send({ type: 'paymentPassword.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('addingFirstAccount');
    setupNow = ready;
    const accountStep = actor.getSnapshot().children.accountStep!;
    accountStep.send({ type: 'field.changed', field: 'accountNumber', value: '01712345678' });
    accountStep.send({ type: 'field.changed', field: 'holderName', value: 'Rahim Uddin' });
    accountStep.send({ type: 'payoutAccount.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'amount.changed', value: '500' });
    actor.send({ type: 'paymentPassword.changed', value: '123456' });
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'withdraw.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(placedWith).toHaveLength(2);
    expect(placedWith[0]!.idempotencyKey).toBe(placedWith[1]!.idempotencyKey);
    expect(placedWith[0]!.request).toEqual({
      accountId: 7,
      amount: '500.00',
      paymentPassword: '123456',
    });
    expect(keys).toBe(1);
  });
});

describe('withdraw chart (what the form shows, requirements C4)', () => {
  type Form = DrivenChart<WithdrawContext>;
  let form: Form;
  const KEY = 'key-0001-0001-0001';
  const two: WithdrawSetup = { ...ready, accounts: [account, second], accountLimit: 3 };
  const start = () => {
    form = driveChart<WithdrawContext>(chart, { input: { newKey: () => KEY } });
    return form;
  };
  const open = async (setup: WithdrawSetup = ready): Promise<Form> => {
    start();
    await form.answer('loadSetup', setup);
    return form;
  };
  const fillAndSubmit = (typed = '500') => {
    form.send(amount(typed));
    form.send(pin('123456'));
    form.send(submit);
  };
  afterEach(() => form?.stop());

  it('reads the setup first, with nothing chosen or typed yet', () => {
    start();
    expect(form.value()).toBe('loading');
    expect(form.busy()).toBe(true);
    const { newKey: _newKey, ...shown } = form.context();
    expect(shown).toEqual({
      setup: null,
      accountId: null,
      amount: '',
      paymentPassword: '',
      fieldErrors: {},
      amountLimit: null,
      errorCode: null,
      idempotencyKey: null,
      order: null,
    });
  });

  it('a maximum refusal shows on the amount with the maximum the server names (C4.2)', async () => {
    await open();
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'amount.above.maximum', value: { max: '400.00' } });
    expect(form.value()).toBe('editing');
    expect(form.context()).toMatchObject({
      fieldErrors: { amount: 'amount.above.maximum' },
      amountLimit: '400.00',
      errorCode: null,
      amount: '500',
      paymentPassword: '123456',
    });
  });

  it('a minimum refusal keeps its number until the amount is typed again, not when the password is', async () => {
    await open();
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'amount.below.minimum', value: { min: '600.00' } });
    expect(form.context()).toMatchObject({
      fieldErrors: { amount: 'amount.below.minimum' },
      amountLimit: '600.00',
    });
    form.send(pin('654321'));
    expect(form.context()).toMatchObject({
      fieldErrors: { amount: 'amount.below.minimum' },
      amountLimit: '600.00',
    });
    form.send(amount('700'));
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context().amountLimit).toBeNull();
  });

  it('a refusal of the request that names no field of the form shows as a message', async () => {
    await open();
    fillAndSubmit();
    await form.fail('placeWithdraw', {
      code: 'request_param_err',
      value: { fields: [{ field: 'Idempotency-Key', reason: 'format' }] },
    });
    expect(form.value()).toBe('editing');
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context().errorCode).toBe('request_param_err');
  });

  it('All does nothing while the chosen account pays out through a channel no longer offered', async () => {
    const nagad: PayoutAccount = { ...account, id: 9, channel: 'nagad', channelName: 'Nagad' };
    await open({ ...ready, accounts: [nagad] });
    form.send({ type: 'amount.all' });
    expect(form.value()).toBe('editing');
    expect(form.context().amount).toBe('');
    form.send(submit);
    expect(form.context().fieldErrors).toMatchObject({ accountId: 'required' });
    expect(form.calls('placeWithdraw')).toEqual([]);
  });

  it('adding another account opens the step with the payout channels; Cancel returns to the form as it was', async () => {
    await open();
    form.send(amount('500'));
    form.send({ type: 'account.add' });
    expect(form.value()).toBe('addingAccount');
    expect(form.calls('payoutAccountStep')).toEqual([
      { invoke: 'payoutAccountStep', id: 'accountStep', input: { channels: [bkash] } },
    ]);
    form.send({ type: 'account.addCancelled' });
    expect(form.value()).toBe('editing');
    expect(form.running()).toEqual([]);
    expect(form.context()).toMatchObject({ accountId: 7, amount: '500' });
  });

  it('after a balance refusal the setup is read again: the new withdrawable, the chosen account kept', async () => {
    await open(two);
    form.send({ type: 'account.chosen', accountId: 8 });
    fillAndSubmit();
    await form.fail('placeWithdraw', {
      code: 'withdraw.balance.insufficient',
      value: { withdrawable: '300.00' },
    });
    expect(form.value()).toBe('refreshingSetup');
    expect(form.busy()).toBe(true);
    await form.answer('loadSetup', { ...two, withdrawable: '300.00', balance: '300.00' });
    expect(form.value()).toBe('editing');
    expect(form.context().setup?.withdrawable).toBe('300.00');
    expect(form.context()).toMatchObject({
      accountId: 8,
      amount: '500',
      fieldErrors: { amount: 'withdraw.balance.insufficient' },
      amountLimit: '300.00',
    });
  });

  it('an account the server no longer knows: the setup is read again and the first account left is chosen', async () => {
    await open(two);
    form.send({ type: 'account.chosen', accountId: 8 });
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'not.found' });
    expect(form.context().fieldErrors).toEqual({ accountId: 'not.found' });
    await form.answer('loadSetup', { ...two, accounts: [account] });
    expect(form.value()).toBe('editing');
    expect(form.context().setup?.accounts).toEqual([account]);
    expect(form.context().accountId).toBe(7);
    // No account left at all: none is chosen.
    form.send({ type: 'account.chosen', accountId: 7 });
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'not.found' });
    await form.answer('loadSetup', { ...two, accounts: [] });
    expect(form.value()).toBe('editing');
    expect(form.context().accountId).toBeNull();
  });

  it('Refresh after a failed reading drops the old message; the order shows as last read', async () => {
    await open();
    fillAndSubmit();
    await form.answer('placeWithdraw', order);
    expect(form.value()).toBe('placed');
    form.send({ type: 'order.refresh' });
    expect(form.calls('fetchOrder')).toEqual([
      { invoke: 'fetchOrder', id: 'fetchOrder', input: { orderNo: 'W1001' } },
    ]);
    await form.fail('fetchOrder', { code: 'network.offline' });
    expect(form.value()).toBe('placed');
    expect(form.context().errorCode).toBe('network.offline');
    form.send({ type: 'order.refresh' });
    expect(form.value()).toBe('refreshingOrder');
    expect(form.context().errorCode).toBeNull();
    const renamed = { ...order, channelName: 'bKash Personal' };
    await form.answer('fetchOrder', renamed);
    expect(form.value()).toBe('placed');
    expect(form.context().order).toEqual(renamed);
    // Still pending: not a money event beyond the placing (C7.1).
    expect(form.actions('announceMoneyEvent')).toHaveLength(1);
  });

  it('All fills the smaller of the withdrawable balance and the channel maximum (C4.2)', async () => {
    await open();
    form.send(submit);
    expect(form.context().fieldErrors).toHaveProperty('amount');
    form.send({ type: 'amount.all' });
    expect(form.context().amount).toBe('1000.00');
    expect(form.context().fieldErrors).not.toHaveProperty('amount');
    form.stop();
    await open({ ...ready, balance: '30000.00', withdrawable: '30000.00' });
    form.send({ type: 'amount.all' });
    expect(form.context().amount).toBe('25000.00');
  });

  it('typing drops the problem of that field: a wrong payment password, an account not found', async () => {
    await open(two);
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'payment.password.invalid' });
    expect(form.context().fieldErrors).toEqual({ paymentPassword: 'payment.password.invalid' });
    expect(form.context().paymentPassword).toBe('');
    form.send(pin('654321'));
    expect(form.context().fieldErrors).toEqual({});
    form.send(submit);
    await form.fail('placeWithdraw', { code: 'not.found' });
    await form.answer('loadSetup', two);
    expect(form.context().fieldErrors).toEqual({ accountId: 'not.found' });
    form.send({ type: 'account.chosen', accountId: 8 });
    expect(form.context().accountId).toBe(8);
    expect(form.context().fieldErrors).toEqual({});
  });

  it('no other account can be added at the limit', async () => {
    await open({ ...two, accountLimit: 2 });
    form.send({ type: 'account.add' });
    expect(form.value()).toBe('editing');
    expect(form.calls('payoutAccountStep')).toEqual([]);
  });

  it('an added account is chosen, and the problem of the account refused before goes', async () => {
    await open();
    fillAndSubmit();
    await form.fail('placeWithdraw', { code: 'not.found' });
    await form.answer('loadSetup', ready);
    expect(form.context().fieldErrors).toEqual({ accountId: 'not.found' });
    form.send({ type: 'account.add' });
    await form.answer('accountStep', second);
    expect(form.value()).toBe('editing');
    expect(form.context().setup?.accounts).toEqual([account, second]);
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context()).toMatchObject({
      accountId: 8,
      amount: '500',
      paymentPassword: '123456',
      idempotencyKey: null,
    });
  });

  it('withdraw again starts from an empty form on the account chosen before', async () => {
    await open(two);
    form.send({ type: 'account.chosen', accountId: 8 });
    fillAndSubmit();
    await form.answer('placeWithdraw', order);
    form.send({ type: 'withdraw.again' });
    expect(form.value()).toBe('loading');
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context()).toMatchObject({
      amount: '',
      paymentPassword: '',
      amountLimit: null,
      errorCode: null,
      idempotencyKey: null,
      order: null,
    });
    await form.answer('loadSetup', two);
    expect(form.value()).toBe('editing');
    expect(form.context().accountId).toBe(8);
  });
});

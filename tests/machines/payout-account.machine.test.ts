import { afterEach, describe, expect, it } from 'vitest';
import {
  payoutAccountMachine,
  payoutAccountRefusal,
  type PayoutAccountContext,
  type PayoutAccountInput,
} from '../../machines/cashier/payout-account.machine.ts';
import {
  accountNumberError,
  holderNameError,
  payoutAccountRequest,
} from '../../machines/cashier/payout-account-form.ts';
import type { ChannelLimits } from '../../shared/contract/calls/cashier-fields.ts';
import type { PayoutAccount } from '../../shared/contract/calls/withdraw-setup.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
import { payoutAccountOracle } from './oracles/payout-account.oracle.ts';

const bkash: ChannelLimits = {
  code: 'bkash',
  name: 'bKash',
  kind: 'wallet',
  icon: '/cashier/icons/bkash.svg',
  min: '100.00',
  max: '25000.00',
};
const bank: ChannelLimits = {
  code: 'bank',
  name: 'Bank',
  kind: 'bank',
  icon: '/cashier/icons/bank.svg',
  min: '500.00',
  max: '500000.00',
};
const saved: PayoutAccount = {
  id: 7,
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  maskedNumber: '*******5678',
  holderName: 'Rahim Uddin',
};

const type = (field: string, value: string) => ({ type: 'field.changed', field, value });
const submit = { type: 'payoutAccount.submit' };
const valid = [type('accountNumber', '০১৭১২৩৪৫৬৭৮'), type('holderName', 'Rahim Uddin')];
const refused = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.savePayoutAccount',
  error: { code, value },
});

describeChartModel('payout account chart (model-based)', payoutAccountMachine, {
  oracle: payoutAccountOracle,
  input: { channels: [bkash, bank] } satisfies PayoutAccountInput,
  events: [submit],
  sequences: [
    [submit, ...valid, submit, { type: 'xstate.done.actor.savePayoutAccount', output: saved }],
    [
      ...valid,
      submit,
      refused('payout.account.exists'),
      type('accountNumber', '01712345679'),
      submit,
    ],
    [...valid, submit, refused('payout.account.limit.reached', { limit: 3 }), submit],
    [...valid, submit, refused('channel.unavailable')],
    [
      ...valid,
      submit,
      refused('request_param_err', { fields: [{ field: 'holderName', reason: 'length' }] }),
    ],
    // A wallet number is not a bank number: switching to the bank asks for 8–20 digits.
    [
      type('channel', 'bank'),
      type('accountNumber', '1234567'),
      type('holderName', 'A'),
      submit,
      type('channel', 'bkash'),
    ],
  ],
});

describe('payout account chart (rules)', () => {
  it('reads wallet numbers as 11 digits starting 01, Bengali digits and spaces included', () => {
    expect(accountNumberError('', 'wallet')).toBe('required');
    expect(accountNumberError('01712345678', 'wallet')).toBeNull();
    expect(accountNumberError('০১৭১২ ৩৪৫-৬৭৮', 'wallet')).toBeNull();
    expect(accountNumberError('0171234567', 'wallet')).toBe('accountNumber.wallet');
    expect(accountNumberError('017123456789', 'wallet')).toBe('accountNumber.wallet');
    expect(accountNumberError('11712345678', 'wallet')).toBe('accountNumber.wallet');
    expect(accountNumberError('+8801712345678', 'wallet')).toBe('accountNumber.wallet');
  });

  it('reads bank numbers as 8 to 20 digits', () => {
    expect(accountNumberError('1234567', 'bank')).toBe('accountNumber.bank');
    expect(accountNumberError('12345678', 'bank')).toBeNull();
    expect(accountNumberError('1'.repeat(20), 'bank')).toBeNull();
    expect(accountNumberError('1'.repeat(21), 'bank')).toBe('accountNumber.bank');
    expect(accountNumberError('1234abcd', 'bank')).toBe('accountNumber.bank');
  });

  it('holds the holder name to 2–60 characters once trimmed', () => {
    expect(holderNameError('  ')).toBe('required');
    expect(holderNameError(' A ')).toBe('holderName.length');
    expect(holderNameError('Al')).toBeNull();
    expect(holderNameError('x'.repeat(60))).toBeNull();
    expect(holderNameError('x'.repeat(61))).toBe('holderName.length');
  });

  it('sends the digits and the trimmed name', () => {
    expect(
      payoutAccountRequest({
        channel: 'bkash',
        accountNumber: '০১৭ ১২৩৪৫৬৭৮',
        holderName: ' Rahim ',
      }),
    ).toEqual({ channel: 'bkash', accountNumber: '01712345678', holderName: 'Rahim' });
  });

  it('keeps the limit a refusal names', () => {
    expect(
      payoutAccountRefusal({ code: 'payout.account.limit.reached', value: { limit: 3 } }),
    ).toEqual({ fieldErrors: {}, errorCode: 'payout.account.limit.reached', limit: '3' });
  });
});

describe('payout account chart (what the step shows, requirements C4.1)', () => {
  type Step = DrivenChart<PayoutAccountContext>;
  let step: Step;
  const open = (channels: readonly ChannelLimits[] = [bkash, bank]): Step => {
    step = driveChart<PayoutAccountContext>(payoutAccountMachine, {
      input: { channels } satisfies PayoutAccountInput,
    });
    return step;
  };
  const sendForm = async (error: unknown): Promise<Step> => {
    open();
    for (const event of valid) step.send(event);
    step.send(submit);
    expect(step.value()).toBe('submitting');
    await step.fail('savePayoutAccount', error);
    return step;
  };
  afterEach(() => step?.stop());

  it('opens on no channel when none is offered, and Save asks for one', () => {
    open([]);
    expect(step.context().values).toEqual({ channel: '', accountNumber: '', holderName: '' });
    for (const event of valid) step.send(event);
    step.send(submit);
    expect(step.value()).toEqual({ filling: 'editing' });
    expect(step.context().fieldErrors).toEqual({ channel: 'required' });
    expect(step.calls('savePayoutAccount')).toEqual([]);
  });

  it('another channel drops the number problem (it is judged again on Save); the name does not', () => {
    open();
    step.send(type('accountNumber', '1234567'));
    step.send(type('holderName', 'A'));
    step.send(submit);
    expect(step.context().fieldErrors).toEqual({
      accountNumber: 'accountNumber.wallet',
      holderName: 'holderName.length',
    });
    step.send(type('holderName', 'Rahim Uddin'));
    expect(step.context().fieldErrors).toEqual({ accountNumber: 'accountNumber.wallet' });
    step.send(type('channel', 'bank'));
    expect(step.context().fieldErrors).toEqual({});
    step.send(submit);
    expect(step.context().fieldErrors).toEqual({ accountNumber: 'accountNumber.bank' });
  });

  it('a request problem that names no field of the form shows as a message', async () => {
    await sendForm({
      code: 'request_param_err',
      value: { fields: [{ field: 'Idempotency-Key', reason: 'format' }] },
    });
    expect(step.value()).toEqual({ filling: 'refused' });
    expect(step.context().fieldErrors).toEqual({});
    expect(step.context()).toMatchObject({
      errorCode: 'request_param_err',
      limit: null,
    });
  });

  it('only a request problem is put on a field; the account limit is a message with the limit', async () => {
    await sendForm({
      code: 'payout.account.limit.reached',
      value: { limit: 3, fields: [{ field: 'holderName', reason: 'x' }] },
    });
    expect(step.context().fieldErrors).toEqual({});
    expect(step.context()).toMatchObject({
      errorCode: 'payout.account.limit.reached',
      limit: '3',
    });
  });

  it('typing after a refusal leaves the refusal behind and keeps the rest as typed', async () => {
    await sendForm({ code: 'payout.account.exists' });
    expect(step.context().fieldErrors).toEqual({ accountNumber: 'payout.account.exists' });
    step.send(type('accountNumber', '01712345679'));
    expect(step.value()).toEqual({ filling: 'editing' });
    expect(step.context().fieldErrors).toEqual({});
    expect(step.context()).toMatchObject({
      values: { channel: 'bkash', accountNumber: '01712345679', holderName: 'Rahim Uddin' },
      errorCode: null,
      limit: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  changeErrors,
  changeRefusal,
  changeRequest,
  paymentPasswordChangeMachine,
} from '../../machines/security/payment-password-change.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { paymentPasswordChangeOracle } from './oracles/payment-password-change.oracle.ts';

const type = (field: string, value: string) => ({ type: 'field.changed', field, value });
const submit = { type: 'paymentPassword.submit' };
const refused = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.changePaymentPassword',
  error: { code, value },
});
const valid = [
  type('oldPaymentPassword', '246810'),
  type('paymentPassword', '১৩৫৭৯০'),
  type('confirmPaymentPassword', '135790'),
];

describeChartModel('payment password change chart (model-based)', paymentPasswordChangeMachine, {
  oracle: paymentPasswordChangeOracle,
  events: [submit],
  sequences: [
    [submit, ...valid, submit, { type: 'xstate.done.actor.changePaymentPassword' }],
    [...valid, submit, refused('payment.password.invalid'), type('oldPaymentPassword', '246811')],
    [...valid, submit, refused('password.confirm.mismatch')],
    [...valid, submit, refused('too.many.requests'), submit],
    [
      ...valid,
      submit,
      refused('request_param_err', { fields: [{ field: 'paymentPassword', reason: 'format' }] }),
    ],
  ],
});

describe('payment password change chart (rules)', () => {
  it('holds the withdrawal rules: 6 digits, Bengali digits read, the confirmation', () => {
    expect(
      changeErrors({
        oldPaymentPassword: '',
        paymentPassword: '12a456',
        confirmPaymentPassword: '',
      }),
    ).toEqual({
      oldPaymentPassword: 'required',
      paymentPassword: 'paymentPassword.format',
      confirmPaymentPassword: 'required',
    });
    expect(
      changeRequest({
        oldPaymentPassword: ' ২৪৬৮১০',
        paymentPassword: '135790 ',
        confirmPaymentPassword: '১৩৫৭৯০',
      }),
    ).toEqual({
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });

  it('maps a refusal it does not know to a message', () => {
    const values = { oldPaymentPassword: '1', paymentPassword: '2', confirmPaymentPassword: '2' };
    expect(changeRefusal(new Error('offline'), values)).toEqual({
      values,
      fieldErrors: {},
      errorCode: 'unknown',
    });
  });
});

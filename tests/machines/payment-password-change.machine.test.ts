import { afterEach, describe, expect, it } from 'vitest';
import {
  changeErrors,
  changeRefusal,
  changeRequest,
  paymentPasswordChangeMachine,
  type PaymentPasswordChangeContext,
} from '../../machines/security/payment-password-change.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
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

  it('puts a refusal on the field it names, else shows it as a message', () => {
    const values = {
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    };
    const named = { fields: [{ field: 'confirmPaymentPassword', reason: 'required' }] };
    expect(changeRefusal({ code: 'request_param_err', value: named }, values)).toEqual({
      values,
      fieldErrors: { confirmPaymentPassword: 'required' },
      errorCode: null,
    });
    expect(changeRefusal({ code: 'request_param_err', value: { fields: [] } }, values)).toEqual({
      values,
      fieldErrors: {},
      errorCode: 'request_param_err',
    });
    // Only the invalid-parameter refusal names fields.
    expect(changeRefusal({ code: 'too.many.requests', value: named }, values)).toEqual({
      values,
      fieldErrors: {},
      errorCode: 'too.many.requests',
    });
    expect(changeRefusal({ code: 'password.confirm.mismatch' }, values)).toEqual({
      values,
      fieldErrors: { confirmPaymentPassword: 'password.confirm.mismatch' },
      errorCode: null,
    });
  });
});

describe('payment password change chart (what the form shows, requirements D4.3)', () => {
  type Form = DrivenChart<PaymentPasswordChangeContext>;
  let form: Form;
  const open = (): Form => (form = driveChart(paymentPasswordChangeMachine));
  const fill = () => {
    form.send(type('oldPaymentPassword', '246810'));
    form.send(type('paymentPassword', '১৩৫৭৯০'));
    form.send(type('confirmPaymentPassword', '135790'));
  };
  afterEach(() => form?.stop());

  it('opens with three empty fields, no problem and nothing sent', () => {
    open();
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.busy()).toBe(false);
    expect(form.context()).toEqual({
      values: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
      fieldErrors: {},
      errorCode: null,
    });
    expect(form.calls()).toEqual([]);
  });

  it('saves the three passwords as ASCII digits, busy until answered, then is done', async () => {
    open();
    fill();
    form.send(submit);
    expect(form.value()).toBe('submitting');
    expect(form.busy()).toBe(true);
    form.send(submit);
    expect(form.calls()).toEqual([
      {
        invoke: 'changePaymentPassword',
        id: 'changePaymentPassword',
        input: {
          oldPaymentPassword: '246810',
          paymentPassword: '135790',
          confirmPaymentPassword: '135790',
        },
      },
    ]);
    await form.answer('changePaymentPassword', undefined);
    expect(form.value()).toBe('changed');
    expect(form.snapshot().status).toBe('done');
  });

  it("shows the server's named field problems on those fields, not as a message", async () => {
    open();
    fill();
    form.send(submit);
    await form.fail('changePaymentPassword', {
      code: 'request_param_err',
      value: { fields: [{ field: 'paymentPassword', reason: 'paymentPassword.format' }] },
    });
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.busy()).toBe(false);
    expect(form.context().fieldErrors).toEqual({ paymentPassword: 'paymentPassword.format' });
    expect(form.context().errorCode).toBeNull();
    expect(form.context().values).toEqual({
      oldPaymentPassword: '246810',
      paymentPassword: '১৩৫৭৯০',
      confirmPaymentPassword: '135790',
    });
  });

  it('shows an invalid-parameter refusal that names no field of the form as a message', async () => {
    open();
    fill();
    form.send(submit);
    await form.fail('changePaymentPassword', {
      code: 'request_param_err',
      value: { fields: [{ field: 'loginPassword', reason: 'required' }] },
    });
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context().errorCode).toBe('request_param_err');
  });

  it('clears a wrong old password on its field; typing it again goes back to editing', async () => {
    open();
    fill();
    form.send(submit);
    await form.fail('changePaymentPassword', { code: 'payment.password.invalid' });
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.context().fieldErrors).toEqual({ oldPaymentPassword: 'payment.password.invalid' });
    expect(form.context().values.oldPaymentPassword).toBe('');
    form.send(type('oldPaymentPassword', '246811'));
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({});
  });

  it('after a wrong old password, Save names the emptied field and sends nothing more', async () => {
    open();
    fill();
    form.send(submit);
    await form.fail('changePaymentPassword', { code: 'payment.password.invalid' });
    form.send(submit);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({ oldPaymentPassword: 'required' });
    expect(form.context().errorCode).toBeNull();
    expect(form.calls()).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  paymentPasswordMachine,
  paymentPasswordRefusal,
  type PaymentPasswordContext,
} from '../../machines/cashier/payment-password.machine.ts';
import {
  paymentPasswordErrors,
  paymentPasswordRequest,
} from '../../machines/cashier/payment-password-form.ts';
import type { PaymentPasswordRequest } from '../../shared/contract/calls/payment-password.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
import { paymentPasswordOracle } from './oracles/payment-password.oracle.ts';

const type = (field: string, value: string) => ({ type: 'field.changed', field, value });
const submit = { type: 'paymentPassword.submit' };
const refused = (code: string) => ({
  type: 'xstate.error.actor.setPaymentPassword',
  error: { code },
});
const valid = [
  type('loginPassword', 'secret12'),
  type('paymentPassword', '১২৩৪৫৬'),
  type('confirmPaymentPassword', '123456'),
];

describeChartModel('payment password chart (model-based)', paymentPasswordMachine, {
  oracle: paymentPasswordOracle,
  events: [submit],
  sequences: [
    // Nothing typed: Save names every field; then a valid form is saved.
    [submit, ...valid, submit, { type: 'xstate.done.actor.setPaymentPassword' }],
    // Already set elsewhere: the player moves on.
    [...valid, submit, refused('payment.password.exists')],
    // A wrong login password clears that field only; typing it again and Save sends again.
    [
      ...valid,
      submit,
      refused('user.or.token.invalid'),
      submit,
      type('loginPassword', 'secret13'),
      submit,
    ],
    [
      ...valid,
      submit,
      refused('password.confirm.mismatch'),
      type('confirmPaymentPassword', '123456'),
    ],
    [...valid, submit, refused('too.many.requests'), submit],
    // A field the server names in request_param_err shows on that field.
    [
      ...valid,
      submit,
      {
        type: 'xstate.error.actor.setPaymentPassword',
        error: {
          code: 'request_param_err',
          value: { fields: [{ field: 'paymentPassword', reason: 'format' }] },
        },
      },
    ],
    // Two digits short, and a confirmation that differs.
    [
      type('loginPassword', 'x'),
      type('paymentPassword', '1234'),
      type('confirmPaymentPassword', '4321'),
      submit,
    ],
  ],
});

describe('payment password chart (rules)', () => {
  it('checks the login password, 6 digits (Bengali digits too) and the confirmation', () => {
    expect(
      paymentPasswordErrors({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' }),
    ).toEqual({
      loginPassword: 'required',
      paymentPassword: 'required',
      confirmPaymentPassword: 'required',
    });
    expect(
      paymentPasswordErrors({
        loginPassword: 'a',
        paymentPassword: '12345',
        confirmPaymentPassword: '12345',
      }),
    ).toEqual({ paymentPassword: 'paymentPassword.format' });
    expect(
      paymentPasswordErrors({
        loginPassword: 'a',
        paymentPassword: '12345a',
        confirmPaymentPassword: '12345a',
      }),
    ).toEqual({ paymentPassword: 'paymentPassword.format' });
    expect(
      paymentPasswordErrors({
        loginPassword: 'a',
        paymentPassword: '123456',
        confirmPaymentPassword: '123457',
      }),
    ).toEqual({ confirmPaymentPassword: 'password.confirm.mismatch' });
    expect(
      paymentPasswordErrors({
        loginPassword: 'a',
        paymentPassword: '০১২৩৪৫',
        confirmPaymentPassword: '012345',
      }),
    ).toEqual({});
    expect(
      paymentPasswordRequest({
        loginPassword: ' a ',
        paymentPassword: '০১২৩৪৫',
        confirmPaymentPassword: '012345 ',
      }),
    ).toEqual({
      loginPassword: ' a ',
      paymentPassword: '012345',
      confirmPaymentPassword: '012345',
    });
  });

  it('maps refusals to the field they concern', () => {
    const values = {
      loginPassword: 'a',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    };
    expect(paymentPasswordRefusal({ code: 'user.or.token.invalid' }, values)).toEqual({
      values: { ...values, loginPassword: '' },
      fieldErrors: { loginPassword: 'user.or.token.invalid' },
      errorCode: null,
    });
    expect(
      paymentPasswordRefusal(
        { code: 'request_param_err', value: { fields: [{ field: 'other', reason: 'x' }] } },
        values,
      ),
    ).toEqual({
      values,
      fieldErrors: {},
      errorCode: 'request_param_err',
    });
    expect(paymentPasswordRefusal(new Error('boom'), values).errorCode).toBe('unknown');
  });

  it('sends once however often Save is tapped, and ends saved', async () => {
    const sent: PaymentPasswordRequest[] = [];
    let settle: () => void = () => undefined;
    const actor = createActor(
      paymentPasswordMachine.provide({
        actors: {
          setPaymentPassword: fromPromise<undefined, PaymentPasswordRequest>(({ input }) => {
            sent.push(input);
            return new Promise((resolve) => (settle = () => resolve(undefined)));
          }),
        },
      }),
    ).start();
    actor.send({ type: 'field.changed', field: 'loginPassword', value: 'pw' });
    actor.send({ type: 'field.changed', field: 'paymentPassword', value: '654321' });
    actor.send({ type: 'field.changed', field: 'confirmPaymentPassword', value: '654321' });
    actor.send({ type: 'paymentPassword.submit' });
    actor.send({ type: 'paymentPassword.submit' });
    expect(sent).toHaveLength(1);
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('payment password chart (what the step shows, requirements C4.1)', () => {
  type Step = DrivenChart<PaymentPasswordContext>;
  let step: Step;
  const typed = {
    loginPassword: 'secret12',
    paymentPassword: '123456',
    confirmPaymentPassword: '123456',
  };
  const sendForm = async (error: unknown): Promise<Step> => {
    step = driveChart<PaymentPasswordContext>(paymentPasswordMachine);
    for (const event of valid) step.send(event);
    step.send(submit);
    expect(step.value()).toBe('submitting');
    await step.fail('setPaymentPassword', error);
    return step;
  };
  afterEach(() => step?.stop());

  it('a request problem the server names shows on that field, and the form stays as typed', async () => {
    await sendForm({
      code: 'request_param_err',
      value: { fields: [{ field: 'paymentPassword', reason: 'paymentPassword.format' }] },
    });
    expect(step.value()).toEqual({ filling: 'refused' });
    expect(step.context()).toEqual({
      values: { ...typed, paymentPassword: '১২৩৪৫৬' },
      fieldErrors: { paymentPassword: 'paymentPassword.format' },
      errorCode: null,
    });
  });

  it('only a request problem is put on a field; any other refusal is a message', async () => {
    await sendForm({
      code: 'too.many.requests',
      value: { fields: [{ field: 'paymentPassword', reason: 'x' }] },
    });
    expect(step.value()).toEqual({ filling: 'refused' });
    expect(step.context().fieldErrors).toEqual({});
    expect(step.context().errorCode).toBe('too.many.requests');
  });

  it('typing after a refusal leaves the refusal behind', async () => {
    await sendForm({ code: 'too.many.requests' });
    step.send(type('confirmPaymentPassword', '123456'));
    expect(step.value()).toEqual({ filling: 'editing' });
    expect(step.context().errorCode).toBeNull();
  });

  it('Save after a wrong login password names the emptied field and leaves the refusal behind', async () => {
    await sendForm({ code: 'user.or.token.invalid' });
    expect(step.value()).toEqual({ filling: 'refused' });
    expect(step.context().values.loginPassword).toBe('');
    step.send(submit);
    expect(step.value()).toEqual({ filling: 'editing' });
    expect(step.context().fieldErrors).toEqual({ loginPassword: 'required' });
    expect(step.calls('setPaymentPassword')).toHaveLength(1);
  });
});

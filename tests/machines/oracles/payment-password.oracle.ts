import { expect } from 'vitest';
import type { PaymentPasswordContext } from '../../../machines/cashier/payment-password.machine.ts';
import {
  paymentPasswordErrors,
  paymentPasswordRequest,
} from '../../../machines/cashier/payment-password-form.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PaymentPasswordContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const before = ({ previous }: Step) => previous?.context as PaymentPasswordContext | undefined;

/** The form keeps what was typed, apart from a refused login password. */
function formInvariants(step: Step): void {
  const { context, running, hasTag } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  // A problem is only ever one the rules or the server named: each field error is a known code.
  for (const code of Object.values(context.fieldErrors)) expect(code).toEqual(expect.any(String));
  // Typing into a field drops its problem and any message, and keeps every other field as it was.
  if (step.event.type === 'field.changed') {
    const field = step.event['field'] as keyof PaymentPasswordContext['values'];
    expect(context.values[field]).toBe(step.event['value']);
    expect(context.fieldErrors[field]).toBeUndefined();
    expect(context.errorCode).toBeNull();
    const was = before(step);
    if (was)
      for (const other of Object.keys(context.values) as (typeof field)[])
        if (other !== field) expect(context.values[other]).toBe(was.values[other]);
  }
}

/** What must hold in each state of the payment password chart. */
export const paymentPasswordOracle: Oracle<PaymentPasswordContext> = {
  filling: (step) => {
    formInvariants(step);
  },
  'filling.editing': (step) => {
    const { context, event } = step;
    formInvariants(step);
    // A refused Save names exactly the problems of the rules, and sends nothing.
    if (event.type === 'paymentPassword.submit') {
      expect(context.fieldErrors).toEqual(paymentPasswordErrors(context.values));
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expect(step.effects).toEqual([]);
    }
  },
  'filling.refused': (step) => {
    const { context, event, entered } = step;
    formInvariants(step);
    if (!entered) return;
    const code = codeOf(event.error);
    const was = before(step)!;
    if (code === 'user.or.token.invalid') {
      // The wrong login password shows on its field and is cleared; the rest stays.
      expect(context.fieldErrors).toEqual({ loginPassword: code });
      expect(context.values).toEqual({ ...was.values, loginPassword: '' });
      expect(context.errorCode).toBeNull();
    } else if (code === 'password.confirm.mismatch') {
      expect(context.fieldErrors).toEqual({ confirmPaymentPassword: code });
      expect(context.values).toEqual(was.values);
    } else if (code === 'request_param_err' && Object.keys(context.fieldErrors).length > 0) {
      // The fields the server named show on those fields, each with its reason.
      const named = (event.error as { value: { fields: { field: string; reason: string }[] } })
        .value.fields;
      for (const { field, reason } of named) expect(context.fieldErrors[field]).toBe(reason);
      expect(context.errorCode).toBeNull();
      expect(context.values).toEqual(was.values);
    } else {
      expect(context.errorCode).toBe(code);
      expect(context.fieldErrors).toEqual({});
      expect(context.values).toEqual(was.values);
    }
  },
  submitting: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['setPaymentPassword']);
    // Only a form that passes the rules is sent, once, with the digits as the server takes them.
    expect(paymentPasswordErrors(context.values)).toEqual({});
    expect(context.fieldErrors).toEqual({});
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'setPaymentPassword',
          id: 'setPaymentPassword',
          input: paymentPasswordRequest(context.values),
        },
      ]);
  },
  saved: ({ snapshot, event, running, hasTag }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    // Saved by the server, or already set there: either way the player moves on.
    if (event.type.startsWith('xstate.error'))
      expect(codeOf(event.error)).toBe('payment.password.exists');
    else expect(event.type).toBe('xstate.done.actor.setPaymentPassword');
  },
};

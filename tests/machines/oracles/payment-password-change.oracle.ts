import { expect } from 'vitest';
import {
  changeErrors,
  changeRequest,
  type PaymentPasswordChangeContext,
} from '../../../machines/security/payment-password-change.machine.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PaymentPasswordChangeContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const before = ({ previous }: Step) =>
  previous?.context as PaymentPasswordChangeContext | undefined;

/** Not busy, nothing running, and typing keeps every other field (a refused old password aside). */
function formInvariants(step: Step): void {
  const { context, running, hasTag } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  if (step.event.type === 'field.changed') {
    const field = step.event['field'] as keyof PaymentPasswordChangeContext['values'];
    expect(context.values[field]).toBe(step.event['value']);
    expect(context.fieldErrors[field]).toBeUndefined();
    expect(context.errorCode).toBeNull();
    const was = before(step);
    if (was)
      for (const other of Object.keys(context.values) as (typeof field)[])
        if (other !== field) expect(context.values[other]).toBe(was.values[other]);
  }
}

/** What must hold in each state of the payment password change (requirements D4.3). */
export const paymentPasswordChangeOracle: Oracle<PaymentPasswordChangeContext> = {
  filling: (step) => formInvariants(step),
  'filling.editing': (step) => {
    formInvariants(step);
    if (step.event.type === 'paymentPassword.submit') {
      // A refused Save names exactly the rules' problems and sends nothing.
      expect(step.context.fieldErrors).toEqual(changeErrors(step.context.values));
      expect(Object.keys(step.context.fieldErrors).length).toBeGreaterThan(0);
      expect(step.effects).toEqual([]);
    }
  },
  'filling.refused': (step) => {
    const { context, event, entered } = step;
    formInvariants(step);
    if (!entered) return;
    const code = codeOf(event.error);
    const was = before(step)!;
    if (code === 'payment.password.invalid') {
      expect(context.fieldErrors).toEqual({ oldPaymentPassword: code });
      expect(context.values).toEqual({ ...was.values, oldPaymentPassword: '' });
      expect(context.errorCode).toBeNull();
    } else if (code === 'password.confirm.mismatch') {
      expect(context.fieldErrors).toEqual({ confirmPaymentPassword: code });
      expect(context.values).toEqual(was.values);
    } else if (code === 'request_param_err' && Object.keys(context.fieldErrors).length > 0) {
      const named = (event.error as { value: { fields: { field: string; reason: string }[] } })
        .value.fields;
      for (const { field, reason } of named) expect(context.fieldErrors[field]).toBe(reason);
      expect(context.errorCode).toBeNull();
    } else {
      expect(context.errorCode).toBe(code);
      expect(context.fieldErrors).toEqual({});
      expect(context.values).toEqual(was.values);
    }
  },
  submitting: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['changePaymentPassword']);
    expect(changeErrors(context.values)).toEqual({});
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'changePaymentPassword',
          id: 'changePaymentPassword',
          input: changeRequest(context.values),
        },
      ]);
  },
  changed: ({ snapshot, event, running, hasTag }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(event.type).toBe('xstate.done.actor.changePaymentPassword');
  },
};

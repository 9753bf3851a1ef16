import { expect } from 'vitest';
import type { EmailBindingContext } from '../../../machines/security/email-binding.machine.ts';
import {
  codeError,
  codeRefusal,
  digitsOf,
  emailError,
} from '../../../machines/security/binding-form.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<EmailBindingContext>;

const before = ({ previous }: Step) => previous?.context as EmailBindingContext | undefined;

/** Not busy, nothing running, nothing saved yet, and typing changes only its own field. */
function waitingForPlayer(step: Step): void {
  const { context, running, hasTag } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  expect(context.saved).toBeNull();
  if (step.event.type === 'field.changed') {
    const field = step.event['field'] as keyof EmailBindingContext['values'];
    expect(context.values[field]).toBe(step.event['value']);
    expect(context.fieldErrors[field]).toBeUndefined();
    expect(context.errorCode).toBeNull();
    const was = before(step);
    if (was)
      for (const other of Object.keys(context.values) as (typeof field)[])
        if (other !== field) expect(context.values[other]).toBe(was.values[other]);
  }
}

/** A refusal shows where codeRefusal puts it, and a wrong code is cleared (requirements D4.2). */
function refusedAsRuled(step: Step): void {
  if (!step.entered) return;
  const was = before(step)!;
  const refusal = codeRefusal(step.event.error, 'email');
  expect(step.context.fieldErrors).toEqual(refusal.fieldErrors);
  expect(step.context.errorCode).toBe(refusal.errorCode);
  expect(step.context.values).toEqual(
    refusal.clearCode ? { ...was.values, verificationCode: '' } : was.values,
  );
}

/** What must hold in each state of binding an e-mail address. */
export const emailBindingOracle: Oracle<EmailBindingContext> = {
  filling: (step) => waitingForPlayer(step),
  'filling.editing': (step) => {
    waitingForPlayer(step);
    if (step.event.type === 'email.send') {
      // A refused send names the address's problem and sends nothing.
      expect(step.context.fieldErrors).toEqual({ email: emailError(step.context.values.email) });
      expect(step.effects).toEqual([]);
    }
  },
  'filling.refused': (step) => {
    waitingForPlayer(step);
    refusedAsRuled(step);
  },
  sendingCode: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['sendEmailCode']);
    // Only an address that passes the site's shape is sent, trimmed.
    expect(emailError(context.values.email)).toBeNull();
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'sendEmailCode',
          id: 'sendEmailCode',
          input: { email: context.values.email.trim() },
        },
      ]);
  },
  awaitingCode: (step) => {
    waitingForPlayer(step);
    // A code went to the address on screen.
    expect(step.context.sentTo).toBe(step.context.values.email.trim());
    if (step.event.type === 'xstate.done.actor.sendEmailCode')
      expect(step.context.values.verificationCode).toBe('');
  },
  'awaitingCode.entering': (step) => {
    waitingForPlayer(step);
    if (step.event.type === 'email.submit') {
      expect(step.context.fieldErrors).toEqual({
        verificationCode: codeError(step.context.values.verificationCode),
      });
      expect(step.effects).toEqual([]);
    }
  },
  'awaitingCode.refused': (step) => {
    waitingForPlayer(step);
    refusedAsRuled(step);
  },
  'awaitingCode.resendFailed': (step) => {
    waitingForPlayer(step);
    refusedAsRuled(step);
    // A refused new code is a message on the code step; what was typed stays (requirements D4.2).
    if (step.entered) {
      expect(step.event.type).toBe('xstate.error.actor.sendEmailCode');
      expect(step.context.errorCode).not.toBeNull();
      expect(step.context.values.verificationCode).toBe(before(step)!.values.verificationCode);
    }
  },
  resendingCode: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['sendEmailCode']);
    // The new code goes to the address the last one went to, without any earlier message.
    expect(context.sentTo).toBe(context.values.email.trim());
    expect(context.fieldErrors).toEqual({});
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        { invoke: 'sendEmailCode', id: 'sendEmailCode', input: { email: context.sentTo } },
      ]);
  },
  verifying: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['verifyEmail']);
    expect(codeError(context.values.verificationCode)).toBeNull();
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'verifyEmail',
          id: 'verifyEmail',
          input: { verificationCode: digitsOf(context.values.verificationCode) },
        },
      ]);
  },
  verified: ({ snapshot, context, event, running }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(event.type).toBe('xstate.done.actor.verifyEmail');
    expect(context.saved).toEqual(event['output']);
  },
};

import { expect } from 'vitest';
import {
  mobileFormErrors,
  mobileVerifyInput,
  type MobileBindingContext,
} from '../../../machines/security/mobile-binding.machine.ts';
import { codeRefusal, digitsOf, mobileError } from '../../../machines/security/binding-form.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';
import { expectSmsAfterCheck, smsChild, smsSentIn } from './sms-child.ts';

type Step = StepView<MobileBindingContext>;

const before = ({ previous }: Step) => previous?.context as MobileBindingContext | undefined;

/** Not busy, only the SMS button running, nothing saved, typing changing only its own field. */
function waitingForPlayer(step: Step): void {
  const { context, running, hasTag } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  expect(context.saved).toBeNull();
  // The SMS code button runs for as long as the form is open (requirements A4.7).
  smsChild(step);
  if (step.event.type === 'field.changed') {
    const field = step.event['field'] as keyof MobileBindingContext['values'];
    expect(context.values[field]).toBe(step.event['value']);
    expect(context.fieldErrors[field]).toBeUndefined();
    expect(context.errorCode).toBeNull();
    const was = before(step);
    if (was)
      for (const other of Object.keys(context.values) as (typeof field)[])
        if (other !== field) expect(context.values[other]).toBe(was.values[other]);
  }
}

/** What must hold in each state of verifying or changing the mobile number (requirements D4.1). */
export const mobileBindingOracle: Oracle<MobileBindingContext> = {
  filling: (step) => {
    waitingForPlayer(step);
    if (step.event.type === 'mobile.codeRequested') {
      // A number that fails the rule stays here with its problem and sends nothing; a usable one
      // (empty: the current number) goes to the SMS button as digits.
      const problem = mobileError(step.context.values.mobileNum, step.context.hasNumber);
      expect(step.context.fieldErrors['mobileNum']).toBe(problem ?? undefined);
      expectSmsAfterCheck(step, problem !== null, {
        mobileNum: digitsOf(step.context.values.mobileNum),
        countryDialingCode: '',
      });
    } else expect(smsSentIn(step)).toBe(false);
  },
  'filling.editing': (step) => {
    waitingForPlayer(step);
    if (step.event.type === 'mobile.submit') {
      expect(step.context.fieldErrors).toEqual(mobileFormErrors(step.context));
      expect(step.effects).toEqual([]);
    }
  },
  'filling.refused': (step) => {
    waitingForPlayer(step);
    if (!step.entered) return;
    const was = before(step)!;
    const error = step.event.type === 'mobile.codeRefused' ? step.event['error'] : step.event.error;
    const refusal = codeRefusal(error, 'mobileNum');
    expect(step.context.fieldErrors).toEqual(refusal.fieldErrors);
    expect(step.context.errorCode).toBe(refusal.errorCode);
    expect(step.context.values).toEqual(
      refusal.clearCode ? { ...was.values, verificationCode: '' } : was.values,
    );
  },
  verifying: (step) => {
    const { context, effects, entered, running, hasTag } = step;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['verifyMobile']);
    expect(mobileFormErrors(context)).toEqual({});
    if (entered)
      expectEffects(effects, [
        { invoke: 'verifyMobile', id: 'verifyMobile', input: mobileVerifyInput(context) },
      ]);
  },
  verified: ({ snapshot, context, event, running }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(event.type).toBe('xstate.done.actor.verifyMobile');
    expect(context.saved).toEqual(event['output']);
  },
};

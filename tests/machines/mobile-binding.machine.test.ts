import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileError } from '../../machines/security/binding-form.ts';
import { mobileBindingMachine } from '../../machines/security/mobile-binding.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { mobileBindingOracle } from './oracles/mobile-binding.oracle.ts';
import { quietSms } from './oracles/sms-child.ts';

const type = (field: string, value: string) => ({ type: 'field.changed', field, value });
const request = { type: 'mobile.codeRequested' };
const submit = { type: 'mobile.submit' };
const codeRefused = (code: string) => ({ type: 'mobile.codeRefused', error: { code } });
const verifyRefused = (code: string) => ({
  type: 'xstate.error.actor.verifyMobile',
  error: { code },
});
const number = type('mobileNum', '০১৭১২৩৪৫৬৭৮');
const code = type('verificationCode', '123456');
const verified = {
  type: 'xstate.done.actor.verifyMobile',
  output: { masked: '*******5678', verified: true },
};

describeChartModel('mobile binding chart (model-based)', mobileBindingMachine, {
  oracle: mobileBindingOracle,
  provide: { actors: { smsCountdown: quietSms } },
  models: {
    newNumber: {
      input: { hasNumber: false },
      events: [request],
      sequences: [
        [request, submit, number, request, code, submit, verified],
        [number, request, codeRefused('mobile.taken'), type('mobileNum', '01812345678')],
        [type('mobileNum', '12'), request],
        [number, code, submit, verifyRefused('verification.code.invalid'), code],
        [number, code, submit, verifyRefused('too.many.requests')],
      ],
    },
    currentNumber: {
      input: { hasNumber: true },
      events: [request],
      sequences: [[request, code, submit, verified]],
    },
  },
});

describe('mobile binding chart (rules)', () => {
  it('needs a number unless the member has one, and reads Bengali digits', () => {
    expect(mobileError('', false)).toBe('required');
    expect(mobileError('', true)).toBeNull();
    expect(mobileError('০১৭১২৩৪৫৬৭৮', false)).toBeNull();
    expect(mobileError('0171-234', false)).toBe('mobileNum.format');
  });

  it('ignores another tap while the code is checked', () => {
    const actor = createActor(
      mobileBindingMachine.provide({ actors: { smsCountdown: quietSms } }),
      { input: { hasNumber: true } },
    );
    actor.start();
    actor.send({ type: 'field.changed', field: 'verificationCode', value: '123456' });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
    actor.stop();
  });
});

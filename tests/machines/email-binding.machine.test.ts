import { describe, expect, it } from 'vitest';
import { emailBindingMachine } from '../../machines/security/email-binding.machine.ts';
import { codeRefusal, emailError } from '../../machines/security/binding-form.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { emailBindingOracle } from './oracles/email-binding.oracle.ts';

const type = (field: string, value: string) => ({ type: 'field.changed', field, value });
const send = { type: 'email.send' };
const submit = { type: 'email.submit' };
const sent = { type: 'xstate.done.actor.sendEmailCode', output: { expirationTime: 1 } };
const sendRefused = (code: string) => ({
  type: 'xstate.error.actor.sendEmailCode',
  error: { code },
});
const verifyRefused = (code: string) => ({
  type: 'xstate.error.actor.verifyEmail',
  error: { code },
});
const address = type('email', ' player@example.com ');
const code = type('verificationCode', '১২৩৪৫৬');

describeChartModel('e-mail binding chart (model-based)', emailBindingMachine, {
  oracle: emailBindingOracle,
  events: [send],
  sequences: [
    // The whole way: an address, a code, the right code.
    [
      send,
      address,
      send,
      sent,
      submit,
      code,
      submit,
      {
        type: 'xstate.done.actor.verifyEmail',
        output: { masked: 'p***@example.com', verified: true },
      },
    ],
    [address, send, sendRefused('email.invalid'), type('email', 'other@example.com')],
    [address, send, sendRefused('too.many.requests')],
    // A wrong code is cleared and shown on the field; a new code, or another address.
    [address, send, sent, code, submit, verifyRefused('verification.code.invalid'), code],
    [address, send, sent, code, submit, verifyRefused('network.offline'), { type: 'email.resend' }],
    [address, send, sent, { type: 'email.edit' }],
  ],
});

describe('e-mail binding chart (rules)', () => {
  it('accepts what the server accepts and refuses the rest on the field', () => {
    expect(emailError('')).toBe('required');
    expect(emailError(' a.b@example.co.uk ')).toBeNull();
    for (const bad of ['no-at.example.com', 'a@b', 'a b@example.com', 'a@@example.com'])
      expect(emailError(bad), bad).toBe('email.invalid');
    expect(emailError(`${'x'.repeat(243)}@example.com`)).toBe('email.invalid');
  });

  it('maps refusals to their field', () => {
    expect(codeRefusal({ code: 'verification.code.expired' }, 'email')).toEqual({
      fieldErrors: { verificationCode: 'verification.code.expired' },
      errorCode: null,
      clearCode: true,
    });
    expect(codeRefusal({ code: 'mobile.taken' }, 'mobileNum').fieldErrors).toEqual({
      mobileNum: 'mobile.taken',
    });
    expect(
      codeRefusal(
        { code: 'request_param_err', value: { fields: [{ field: 'email', reason: 'x' }] } },
        'email',
      ).fieldErrors,
    ).toEqual({ email: 'x' });
    expect(codeRefusal({ code: 'too.many.requests' }, 'email').errorCode).toBe('too.many.requests');
  });
});

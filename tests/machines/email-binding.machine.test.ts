import { afterEach, describe, expect, it } from 'vitest';
import {
  emailBindingMachine,
  type EmailBindingContext,
} from '../../machines/security/email-binding.machine.ts';
import { codeRefusal, emailError } from '../../machines/security/binding-form.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
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
const resend = { type: 'email.resend' };
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
    [address, send, sent, code, submit, verifyRefused('network.offline'), resend, sent],
    [address, send, sent, { type: 'email.edit' }],
    // A refused new code keeps the code step and what was typed; the earlier code still checks.
    [address, send, sent, code, resend, sendRefused('too.many.requests'), submit],
    [address, send, sent, resend, sendRefused('too.many.requests'), resend, sent, code],
    [address, send, sent, resend, sendRefused('email.invalid')],
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

describe('e-mail binding chart (what the form shows, requirements D4.2)', () => {
  type Form = DrivenChart<EmailBindingContext>;
  let form: Form;
  const open = (): Form => (form = driveChart(emailBindingMachine));
  /** An address typed and a code mailed to it. */
  const mailed = async () => {
    open();
    form.send(address);
    form.send(send);
    await form.answer('sendEmailCode', { expirationTime: 1 });
  };
  afterEach(() => form?.stop());

  it('opens with an empty address and code, nothing sent and nothing saved', () => {
    open();
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.busy()).toBe(false);
    expect(form.context()).toEqual({
      values: { email: '', verificationCode: '' },
      fieldErrors: {},
      errorCode: null,
      sentTo: null,
      saved: null,
    });
    expect(form.calls()).toEqual([]);
  });

  it('mails the code to the trimmed address, then waits for the 6 digits', async () => {
    open();
    form.send(send);
    expect(form.context().fieldErrors).toEqual({ email: 'required' });
    form.send(address);
    form.send(send);
    expect(form.value()).toBe('sendingCode');
    expect(form.busy()).toBe(true);
    expect(form.context().fieldErrors).toEqual({});
    expect(form.calls()).toEqual([
      { invoke: 'sendEmailCode', id: 'sendEmailCode', input: { email: 'player@example.com' } },
    ]);
    await form.answer('sendEmailCode', { expirationTime: 1 });
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.busy()).toBe(false);
    expect(form.context().sentTo).toBe('player@example.com');
  });

  it('after a refused send, typing goes back to editing and another Get code drops the message', async () => {
    open();
    form.send(address);
    form.send(send);
    await form.fail('sendEmailCode', { code: 'too.many.requests' });
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.context().errorCode).toBe('too.many.requests');
    expect(form.context().values.email).toBe(' player@example.com ');
    form.send(send);
    expect(form.value()).toBe('sendingCode');
    expect(form.context().errorCode).toBeNull();
    expect(form.calls('sendEmailCode')).toHaveLength(2);
    await form.fail('sendEmailCode', { code: 'email.invalid' });
    expect(form.context().fieldErrors).toEqual({ email: 'email.invalid' });
    expect(form.context().errorCode).toBeNull();
    form.send(type('email', 'other@example.com'));
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({});
  });

  it('checks the code as ASCII digits and saves the address as verified', async () => {
    await mailed();
    form.send(submit);
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'required' });
    form.send(type('verificationCode', '12345'));
    form.send(submit);
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'verificationCode.format' });
    form.send(code);
    form.send(submit);
    expect(form.value()).toBe('verifying');
    expect(form.busy()).toBe(true);
    expect(form.calls('verifyEmail')).toEqual([
      { invoke: 'verifyEmail', id: 'verifyEmail', input: { verificationCode: '123456' } },
    ]);
    await form.answer('verifyEmail', { masked: 'p***@example.com', verified: true });
    expect(form.value()).toBe('verified');
    expect(form.snapshot().status).toBe('done');
    expect(form.context().saved).toEqual({ masked: 'p***@example.com', verified: true });
  });

  it('clears a wrong code and says so on the field; Submit then asks for the code, typing goes back to entering', async () => {
    await mailed();
    form.send(code);
    form.send(submit);
    await form.fail('verifyEmail', { code: 'verification.code.invalid' });
    expect(form.value()).toEqual({ awaitingCode: 'refused' });
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'verification.code.invalid' });
    expect(form.context().values).toEqual({ email: ' player@example.com ', verificationCode: '' });
    form.send(submit);
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'required' });
    form.send(type('verificationCode', '6'));
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().fieldErrors).toEqual({});
  });

  it('a refused check keeps the code; Submit again checks it without the old message', async () => {
    await mailed();
    form.send(code);
    form.send(submit);
    await form.fail('verifyEmail', { code: 'network.offline' });
    expect(form.value()).toEqual({ awaitingCode: 'refused' });
    expect(form.context().errorCode).toBe('network.offline');
    expect(form.context().values.verificationCode).toBe('১২৩৪৫৬');
    form.send(submit);
    expect(form.value()).toBe('verifying');
    expect(form.context().errorCode).toBeNull();
    expect(form.calls('verifyEmail')).toHaveLength(2);
    await form.fail('verifyEmail', { code: 'network.offline' });
    form.send(type('verificationCode', '654321'));
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().errorCode).toBeNull();
  });

  it('asks for another code at any time: mailed again to the same address, the message dropped', async () => {
    await mailed();
    form.send(code);
    form.send(submit);
    await form.fail('verifyEmail', { code: 'network.offline' });
    expect(form.context().errorCode).toBe('network.offline');
    form.send(resend);
    expect(form.value()).toBe('resendingCode');
    expect(form.busy()).toBe(true);
    expect(form.context().errorCode).toBeNull();
    // Nothing else is taken while the code is mailed.
    form.send(type('verificationCode', '1'));
    form.send(submit);
    form.send({ type: 'email.edit' });
    expect(form.value()).toBe('resendingCode');
    expect(form.context().values.verificationCode).toBe('১২৩৪৫৬');
    expect(form.calls('verifyEmail')).toHaveLength(1);
    expect(form.calls('sendEmailCode')).toEqual([
      { invoke: 'sendEmailCode', id: 'sendEmailCode', input: { email: 'player@example.com' } },
      { invoke: 'sendEmailCode', id: 'sendEmailCode', input: { email: 'player@example.com' } },
    ]);
    // The new code replaces the old one: the field is emptied for it.
    await form.answer('sendEmailCode', { expirationTime: 2 });
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().values).toEqual({ email: ' player@example.com ', verificationCode: '' });
    expect(form.context().sentTo).toBe('player@example.com');
  });

  it('a new code after a wrong one drops the wrong-code problem', async () => {
    await mailed();
    form.send(code);
    form.send(submit);
    await form.fail('verifyEmail', { code: 'verification.code.invalid' });
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'verification.code.invalid' });
    form.send(resend);
    expect(form.context().fieldErrors).toEqual({});
    await form.answer('sendEmailCode', { expirationTime: 2 });
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context().errorCode).toBeNull();
  });

  it('a refused new code keeps the code step and what was typed; the earlier code still checks', async () => {
    await mailed();
    form.send(code);
    form.send(resend);
    await form.fail('sendEmailCode', { code: 'too.many.requests' });
    expect(form.value()).toEqual({ awaitingCode: 'resendFailed' });
    expect(form.busy()).toBe(false);
    expect(form.context()).toEqual({
      values: { email: ' player@example.com ', verificationCode: '১২৩৪৫৬' },
      fieldErrors: {},
      errorCode: 'too.many.requests',
      sentTo: 'player@example.com',
      saved: null,
    });
    // Another try: mailed again, the message dropped; refused again, the message is back.
    form.send(resend);
    expect(form.value()).toBe('resendingCode');
    expect(form.context().errorCode).toBeNull();
    expect(form.calls('sendEmailCode')).toHaveLength(3);
    await form.fail('sendEmailCode', { code: 'network.offline' });
    expect(form.value()).toEqual({ awaitingCode: 'resendFailed' });
    expect(form.context().errorCode).toBe('network.offline');
    // The code mailed before is checked as typed.
    form.send(submit);
    expect(form.value()).toBe('verifying');
    expect(form.context().errorCode).toBeNull();
    expect(form.calls('verifyEmail')).toEqual([
      { invoke: 'verifyEmail', id: 'verifyEmail', input: { verificationCode: '123456' } },
    ]);
    await form.answer('verifyEmail', { masked: 'p***@example.com', verified: true });
    expect(form.value()).toBe('verified');
  });

  it('after a refused new code, typing goes back to entering without the message', async () => {
    await mailed();
    form.send(resend);
    await form.fail('sendEmailCode', { code: 'too.many.requests' });
    expect(form.context().values.verificationCode).toBe('');
    form.send(type('verificationCode', '654321'));
    expect(form.value()).toEqual({ awaitingCode: 'entering' });
    expect(form.context().errorCode).toBeNull();
    expect(form.context().values.verificationCode).toBe('654321');
  });

  it('a new code refused for the address goes back to the address, where the problem shows', async () => {
    await mailed();
    form.send(code);
    form.send(resend);
    await form.fail('sendEmailCode', { code: 'email.invalid' });
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.context().fieldErrors).toEqual({ email: 'email.invalid' });
    expect(form.context().errorCode).toBeNull();
    expect(form.context().values.email).toBe(' player@example.com ');
  });

  it('changing the address goes back to it, keeping it and dropping the code problem', async () => {
    await mailed();
    form.send(submit);
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'required' });
    form.send({ type: 'email.edit' });
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({});
    expect(form.context().errorCode).toBeNull();
    expect(form.context().values.email).toBe(' player@example.com ');
    expect(form.calls('sendEmailCode')).toHaveLength(1);
  });
});

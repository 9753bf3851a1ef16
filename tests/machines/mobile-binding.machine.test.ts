import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { mobileError } from '../../machines/security/binding-form.ts';
import {
  mobileBindingMachine,
  mobileFormErrors,
  mobileVerifyInput,
  type MobileBindingContext,
} from '../../machines/security/mobile-binding.machine.ts';
import {
  smsCountdownMachine,
  type SmsCountdownInput,
  type SmsRequest,
  type SmsSent,
} from '../../machines/sms-countdown.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
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

  it('lists the problems of the whole form and sends the digits the server takes', () => {
    const context = (mobileNum: string, verificationCode: string, hasNumber = false) => ({
      hasNumber,
      values: { mobileNum, verificationCode },
      fieldErrors: {},
      errorCode: null,
      saved: null,
    });
    expect(mobileFormErrors(context('', ''))).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    expect(mobileFormErrors(context('', '১২৩৪৫৬', true))).toEqual({});
    expect(mobileFormErrors(context('01712345678', '12345'))).toEqual({
      verificationCode: 'verificationCode.format',
    });
    expect(mobileFormErrors(context('0171-234', '123456'))).toEqual({
      mobileNum: 'mobileNum.format',
    });
    expect(mobileVerifyInput(context(' ০১৭১২৩৪৫৬৭৮', '১২৩৪৫৬ '))).toEqual({
      mobileNum: '01712345678',
      verificationCode: '123456',
    });
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

describe('mobile binding chart (what the form shows, requirements D4.1)', () => {
  type Form = DrivenChart<MobileBindingContext>;
  let form: Form;
  let sent: Array<SmsRequest & SmsCountdownInput>;
  const open = (hasNumber: boolean): Form => {
    sent = [];
    // The SMS button's own chart, with a send that records what it was given and never answers.
    const sms = smsCountdownMachine.provide({
      actors: {
        sendSmsCode: fromPromise<SmsSent, SmsRequest & SmsCountdownInput>(({ input }) => {
          sent.push(input);
          return new Promise<SmsSent>(() => undefined);
        }),
      },
      actions: {
        showSendingToast: () => undefined,
        hideLoadingToast: () => undefined,
        showSentToast: () => undefined,
      },
    });
    form = driveChart<MobileBindingContext>(mobileBindingMachine, {
      input: { hasNumber },
      provide: { actors: { smsCountdown: sms } },
    });
    return form;
  };
  const smsPurpose = () =>
    (form.snapshot().children['sms']!.getSnapshot() as { context: SmsCountdownInput }).context
      .purpose;
  afterEach(() => form?.stop());

  it('opens empty, with the SMS button of the security centre (purpose bindMobile) and nothing sent', () => {
    open(false);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.busy()).toBe(false);
    expect(form.context()).toEqual({
      hasNumber: false,
      values: { mobileNum: '', verificationCode: '' },
      fieldErrors: {},
      errorCode: null,
      saved: null,
    });
    expect(smsPurpose()).toBe('bindMobile');
    expect(sent).toEqual([]);
    expect(form.calls()).toEqual([]);
  });

  it('asks for a number before sending a code when the member has none, and checks its shape', () => {
    open(false);
    form.send(request);
    expect(form.context().fieldErrors).toEqual({ mobileNum: 'required' });
    form.send(type('mobileNum', '12'));
    form.send(request);
    expect(form.context().fieldErrors).toEqual({ mobileNum: 'mobileNum.format' });
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(sent).toEqual([]);
  });

  it('texts the code to the typed number in ASCII digits, clearing the number problem and the message', async () => {
    open(false);
    form.send(number);
    form.send(codeRefused('too.many.requests'));
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.context().errorCode).toBe('too.many.requests');
    form.send(request);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().errorCode).toBeNull();
    expect(sent).toEqual([
      { purpose: 'bindMobile', mobileNum: '01712345678', countryDialingCode: '' },
    ]);
    // The send reports a number another member has back to the form: it shows on the number.
    form.send(codeRefused('mobile.taken'));
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.context().fieldErrors).toEqual({ mobileNum: 'mobile.taken' });
    expect(form.context().errorCode).toBeNull();
    expect(form.context().values).toEqual({ mobileNum: '০১৭১২৩৪৫৬৭৮', verificationCode: '' });
    form.send(request);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({});
  });

  it("a refused code request for another reason, then a number that fails its rule, shows the number's problem", () => {
    open(false);
    form.send(number);
    form.send(request);
    form.send(type('mobileNum', '12'));
    // The earlier send's refusal arrives after the number was changed.
    form.send(codeRefused('network.offline'));
    expect(form.context().errorCode).toBe('network.offline');
    expect(form.context().values.mobileNum).toBe('12');
    form.send(request);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({ mobileNum: 'mobileNum.format' });
    expect(form.context().errorCode).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('texts the code to the current number when the field is left empty', () => {
    open(true);
    form.send(request);
    expect(sent).toEqual([{ purpose: 'bindMobile', mobileNum: '', countryDialingCode: '' }]);
    expect(form.context().fieldErrors).toEqual({});
  });

  it('names every problem of the form on Submit and sends nothing', () => {
    open(false);
    form.send(submit);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    form.send(number);
    form.send(request);
    form.send(type('mobileNum', '12'));
    form.send(type('verificationCode', '12345'));
    // The earlier send's refusal arrives after the form was changed.
    form.send(codeRefused('network.offline'));
    form.send(submit);
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({
      mobileNum: 'mobileNum.format',
      verificationCode: 'verificationCode.format',
    });
    expect(form.context().errorCode).toBeNull();
    expect(form.calls('verifyMobile')).toEqual([]);
  });

  it('checks the code with the number and code as ASCII digits, busy, the old message gone', async () => {
    open(false);
    form.send(type('mobileNum', ' ০১৭১২৩৪৫৬৭৮ '));
    form.send(type('verificationCode', '১২৩৪৫৬'));
    form.send(codeRefused('too.many.requests'));
    form.send(submit);
    expect(form.value()).toBe('verifying');
    expect(form.busy()).toBe(true);
    expect(form.context().errorCode).toBeNull();
    expect(form.context().fieldErrors).toEqual({});
    expect(form.calls()).toEqual([
      {
        invoke: 'verifyMobile',
        id: 'verifyMobile',
        input: { mobileNum: '01712345678', verificationCode: '123456' },
      },
    ]);
    await form.answer('verifyMobile', verified.output);
    expect(form.value()).toBe('verified');
    expect(form.snapshot().status).toBe('done');
    expect(form.context().saved).toEqual({ masked: '*******5678', verified: true });
  });

  it('verifies the current number with an empty number field', () => {
    open(true);
    form.send(code);
    form.send(submit);
    expect(form.calls('verifyMobile')[0]!.input).toEqual({
      mobileNum: '',
      verificationCode: '123456',
    });
  });

  it('clears a wrong code and says so on the code field; typing goes back to editing', async () => {
    open(false);
    form.send(number);
    form.send(code);
    form.send(submit);
    await form.fail('verifyMobile', { code: 'verification.code.invalid' });
    expect(form.value()).toEqual({ filling: 'refused' });
    expect(form.busy()).toBe(false);
    expect(form.context().fieldErrors).toEqual({ verificationCode: 'verification.code.invalid' });
    expect(form.context().values).toEqual({ mobileNum: '০১৭১২৩৪৫৬৭৮', verificationCode: '' });
    expect(form.context().saved).toBeNull();
    form.send(type('verificationCode', '6'));
    expect(form.value()).toEqual({ filling: 'editing' });
    expect(form.context().fieldErrors).toEqual({});
  });
});

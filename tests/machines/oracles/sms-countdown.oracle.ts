import { expect } from 'vitest';
import type { SmsCountdownContext, SmsSent } from '../../../machines/sms-countdown.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<SmsCountdownContext>;

// Requirements A4.8 and A9, from the table of the requirements, never from the chart.
const SMS_RESEND_MS = TIMINGS.smsCountdown.ms;
const SMS_TICK_MS = TIMINGS.smsTick.ms;
const SMS_SENDING_TOAST_MS = TIMINGS.smsSendingMessage.ms;

const isTick = ({ event }: Step) => event.type.startsWith('xstate.after.smsTick.');

/** On the model's fake clock: when the countdown started or last ticked. */
let lastTickAt = Number.NaN;

/** Each tick comes one tick of requirements A4.8 after the one before (or after the start). */
function tickIsOnTime(): void {
  expect(Date.now() - lastTickAt).toBe(SMS_TICK_MS);
  lastTickAt = Date.now();
}

/** The label always shows the remaining time rounded up to whole seconds, never above 60. */
function remainingIsConsistent({ context }: Step): void {
  expect(context.remainingSeconds).toBe(Math.ceil(context.remainingMs / 1000));
  expect(context.remainingMs).toBeGreaterThanOrEqual(0);
  expect(context.remainingMs).toBeLessThanOrEqual(SMS_RESEND_MS);
}

/** What must hold in each state of the SMS code button's chart. */
export const smsCountdownOracle: Oracle<SmsCountdownContext> = {
  ready: (step) => {
    const { context, effects, event, running, entered, hasTag } = step;
    remainingIsConsistent(step);
    expect(hasTag('busy')).toBe(false);
    expect(context.remainingMs).toBe(0);
    expect(running).toEqual([]);
    // No number before the first press.
    if (event.type === 'xstate.init')
      expect(context.request).toEqual({ mobileNum: '', countryDialingCode: '' });
    if (!entered) return;
    // A failed send only hides the loading toast; an answer already expired still says it was sent.
    if (event.type === 'xstate.error.actor.sendSmsCode')
      expectEffects(effects, [{ action: 'hideLoadingToast' }]);
    if (event.type === 'xstate.done.actor.sendSmsCode') {
      expectEffects(effects, [{ action: 'hideLoadingToast' }, { action: 'showSentToast' }]);
    }
    if (isTick(step)) {
      tickIsOnTime();
      expect(step.previous?.context.remainingMs).toBeLessThanOrEqual(SMS_TICK_MS);
      expectEffects(effects, []);
    }
  },
  sending: ({ context, effects, event, running, entered, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['sendSmsCode']);
    if (entered) {
      // The code goes to the number the form sent.
      expect(event.type).toBe('sms.send');
      expect(context.request).toEqual({
        mobileNum: event.mobileNum,
        countryDialingCode: event.countryDialingCode,
      });
      expectEffects(effects, [
        { action: 'showSendingToast', params: { maxMs: SMS_SENDING_TOAST_MS } },
        {
          invoke: 'sendSmsCode',
          id: 'sendSmsCode',
          input: { purpose: context.purpose, ...context.request },
        },
      ]);
    }
  },
  countingDown: (step) => {
    const { context, effects, event, running, entered, hasTag, previous } = step;
    remainingIsConsistent(step);
    expect(hasTag('busy')).toBe(true);
    expect(context.remainingMs).toBeGreaterThan(0);
    expect(running).toEqual([]);
    if (entered) {
      lastTickAt = Date.now();
      const sent = event.output as SmsSent;
      expect(context.remainingMs).toBe(
        Math.min(SMS_RESEND_MS, sent.expirationTime - sent.receivedAt),
      );
      expectEffects(effects, [{ action: 'hideLoadingToast' }, { action: 'showSentToast' }]);
    } else if (isTick(step)) {
      tickIsOnTime();
      expect(context.remainingMs).toBe((previous?.context.remainingMs ?? 0) - SMS_TICK_MS);
      expectEffects(effects, []);
    }
  },
};

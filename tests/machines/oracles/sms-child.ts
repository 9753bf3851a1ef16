import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SmsRequest,
  type SmsSent,
} from '../../../machines/sms-countdown.machine.ts';
import type { StepView } from '../helpers/chart-model.ts';

/**
 * The SMS code button's chart as the login, registration and forgot-password charts invoke it (id
 * `sms`), for their oracles: the form owns the number's check, the child only sends what it is given.
 */

/** The child with quiet effects for the model: a send that never answers keeps it busy once given a number. */
export const quietSms = smsCountdownMachine.provide({
  actors: { sendSmsCode: fromPromise(() => new Promise<SmsSent>(() => undefined)) },
  actions: {
    showSendingToast: () => undefined,
    hideLoadingToast: () => undefined,
    showSentToast: () => undefined,
  },
});

interface SmsChildSnapshot {
  value: unknown;
  context: { request: SmsRequest };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every form chart's oracle passes its own step: the context type differs per chart and only the children are read
type AnyStep = StepView<any>;

/** The SMS code button's chart: it runs for as long as the form is open. */
export function smsChild(step: AnyStep): SmsChildSnapshot {
  const child = step.snapshot.children['sms'];
  expect(child, 'the SMS code button chart runs while the form is open').toBeDefined();
  return child!.getSnapshot() as SmsChildSnapshot;
}

/** Whether this step handed a number to the SMS code button (its chart left `ready`). */
export function smsSentIn(step: AnyStep): boolean {
  const before = step.previous?.children['sms']?.getSnapshot() as SmsChildSnapshot | undefined;
  return before?.value === 'ready' && smsChild(step).value !== 'ready';
}

/**
 * After the number's check: a refused number sends nothing; a valid one is with the button (busy from
 * then on: sending, or still counting down from before), and a fresh send carries the number as typed.
 */
export function expectSmsAfterCheck(step: AnyStep, refused: boolean, number: SmsRequest): void {
  if (refused) {
    expect(smsSentIn(step)).toBe(false);
    return;
  }
  expect(smsChild(step).value).not.toBe('ready');
  if (smsSentIn(step)) expect(smsChild(step).context.request).toEqual(number);
}

import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * SMS code button (spec 000 §4 "SMS countdown", §5, §8).
 *
 * The mobile number must be valid before a code can be requested, and only that field is checked.
 * While sending, a 'sending SMS' loading toast shows; the answer's expirationTime starts a
 * countdown from at most 60 s to zero, ticking every 500 ms; then sending is allowed again.
 * A failed send hides the loading toast silently. The button is disabled while sending or
 * counting down (`snapshot.hasTag('busy')`) and shows `remainingSeconds`.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** The send answer (`value.expirationTime`, ms epoch) with the moment it arrived, from the actor. */
export interface SmsSent {
  expirationTime: number;
  receivedAt: number;
}

export interface SmsCountdownInput {
  /** Which send endpoint: registration, or login and password reset (api-contract.md). */
  purpose: 'register' | 'noLogin';
}

export interface SmsCountdownContext extends SmsCountdownInput {
  remainingMs: number;
  /** For the button label. */
  remainingSeconds: number;
  /** The number the code goes to (the last `sms.send`; empty before the first). */
  request: SmsRequest;
  /** Error code of the mobile number when it was refused before sending. */
  mobileError: string | null;
}

export type SmsCountdownEvent = { type: 'sms.send' } & SmsRequest;

export const SMS_COUNTDOWN_MS = 60_000;
export const SMS_TICK_MS = 500;
/** Spec 000 §9: the 'sending SMS' loading message lasts at most 10 s. */
export const SMS_SENDING_TOAST_MS = 10_000;

const remaining = (ms: number) => ({ remainingMs: ms, remainingSeconds: Math.ceil(ms / 1000) });
const startFrom = (sent: SmsSent) =>
  remaining(Math.max(0, Math.min(SMS_COUNTDOWN_MS, sent.expirationTime - sent.receivedAt)));

export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
  },
  actors: {
    /** Resolves to the mobile number's error code, or null when it is valid. */
    validateMobile: notProvidedActor<string | null, SmsRequest>('validateMobile'),
    sendSmsCode: notProvidedActor<SmsSent, SmsRequest & SmsCountdownInput>('sendSmsCode'),
  },
  actions: {
    showSendingToast: notProvidedAction<{ maxMs: number }>('showSendingToast'),
    hideLoadingToast: notProvidedAction('hideLoadingToast'),
    showSentToast: notProvidedAction('showSentToast'),
  },
  guards: {
    isMobileValid: (_, params: { error: string | null }) => params.error === null,
    isStillCounting: ({ context }) => context.remainingMs > SMS_TICK_MS,
    hasTimeLeft: (_, params: { sent: SmsSent }) => startFrom(params.sent).remainingMs > 0,
  },
  delays: {
    smsTick: SMS_TICK_MS,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ ...input, ...remaining(0), request: { mobileNum: '', countryDialingCode: '' }, mobileError: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The button can be pressed; it shows no countdown. A refused number keeps its error code.',
      on: {
        'sms.send': {
          target: 'checkingMobile',
          actions: assign({ request: ({ event }) => ({ mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode }) }),
        },
      },
    },
    checkingMobile: {
      description: 'Only the mobile number field is checked before anything is sent; the button is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'validateMobile',
        src: 'validateMobile',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'isMobileValid', params: ({ event }) => ({ error: event.output }) },
            target: 'sending',
            actions: assign({ mobileError: null }),
          },
          { target: 'ready', actions: assign({ mobileError: ({ event }) => event.output }) },
        ],
        onError: { target: 'ready', actions: assign({ mobileError: 'unknown' }) },
      },
    },
    sending: {
      description: 'A \'sending SMS\' loading toast shows (at most 10 s) while the code is sent; the button is disabled. A failure only hides the toast.',
      tags: ['busy'],
      entry: { type: 'showSendingToast', params: { maxMs: SMS_SENDING_TOAST_MS } },
      exit: 'hideLoadingToast',
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: ({ context }) => ({ purpose: context.purpose, ...context.request }),
        onDone: [
          {
            guard: { type: 'hasTimeLeft', params: ({ event }) => ({ sent: event.output }) },
            target: 'countingDown',
            actions: [assign(({ event }) => startFrom(event.output)), 'showSentToast'],
          },
          // Already expired when the answer arrived: nothing to wait for.
          { target: 'ready', actions: 'showSentToast' },
        ],
        // Spec 000 §8: the loading toast is hidden silently (exit action), no error toast.
        onError: { target: 'ready' },
      },
    },
    countingDown: {
      description: 'The code was sent: the button is disabled and counts down from the answer\'s expiration time (at most 60 s), ticking every 500 ms, then sending is allowed again.',
      tags: ['busy'],
      after: {
        smsTick: [
          {
            guard: 'isStillCounting',
            target: 'countingDown',
            reenter: true,
            actions: assign(({ context }) => remaining(context.remainingMs - SMS_TICK_MS)),
          },
          { target: 'ready', actions: assign(remaining(0)) },
        ],
      },
    },
  },
});

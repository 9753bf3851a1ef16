import { assign, setup, type AnyActorRef } from 'xstate';
import { SMS_RESEND_MS } from '../shared/contract/sms.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * SMS code button (requirements A4.8 "SMS countdown", requirements A5, A8), invoked by the login, registration and
 * forgot-password charts for as long as their form is open (id `sms`), so a countdown survives a
 * tab switch. The form chart checks the mobile number with its own field rules and owns its error;
 * it sends `sms.send` only for a valid number. While sending, a 'sending SMS' loading toast shows; the answer's expirationTime starts a
 * countdown from at most 60 s to zero, ticking every 500 ms; then sending is allowed again.
 * A failed send hides the loading toast silently. The button is disabled while sending or
 * counting down (`snapshot.hasTag('busy')`) and shows `remainingSeconds`; a send while busy is ignored.
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
  /** Which send endpoint: registration, login and password reset, or the security centre (docs/api.md). */
  purpose: 'register' | 'noLogin' | 'bindMobile';
}

export interface SmsCountdownContext extends SmsCountdownInput {
  remainingMs: number;
  /** For the button label. */
  remainingSeconds: number;
  /** The number the code goes to (the last `sms.send`; empty before the first). */
  request: SmsRequest;
}

export type SmsCountdownEvent = { type: 'sms.send' } & SmsRequest;

/**
 * The form chart's SMS code button chart (invoked with id `sms`), as the target of its `sendTo`.
 * Looked up in the form's own snapshot, not by id: a copy of the form chart without the child (the
 * test model's, which cannot invoke, and whose paths are computed without a running actor) then sends to itself, where `sms.send` is not handled, instead
 * of failing.
 */
export function smsButton({ self }: { self: AnyActorRef }): AnyActorRef {
  const form = self.getSnapshot() as
    { children?: Record<string, AnyActorRef | undefined> } | undefined;
  return form?.children?.['sms'] ?? self;
}

export const SMS_TICK_MS = 500;
/** Requirements A9: the 'sending SMS' loading message lasts at most 10 s. */
export const SMS_SENDING_TOAST_MS = 10_000;

const remaining = (ms: number) => ({ remainingMs: ms, remainingSeconds: Math.ceil(ms / 1000) });
// Requirements A4.8: from the contract's resend window at most, the one the server holds to.
const startFrom = (sent: SmsSent) =>
  remaining(Math.max(0, Math.min(SMS_RESEND_MS, sent.expirationTime - sent.receivedAt)));

export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
  },
  actors: {
    sendSmsCode: notProvidedActor<SmsSent, SmsRequest & SmsCountdownInput>('sendSmsCode'),
  },
  actions: {
    showSendingToast: notProvidedAction<{ maxMs: number }>('showSendingToast'),
    hideLoadingToast: notProvidedAction('hideLoadingToast'),
    showSentToast: notProvidedAction('showSentToast'),
  },
  guards: {
    isStillCounting: ({ context }) => context.remainingMs > SMS_TICK_MS,
    hasTimeLeft: (_, params: { sent: SmsSent }) => startFrom(params.sent).remainingMs > 0,
  },
  delays: {
    smsTick: SMS_TICK_MS,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    ...input,
    ...remaining(0),
    request: { mobileNum: '', countryDialingCode: '' },
  }),
  initial: 'ready',
  states: {
    ready: {
      description:
        'The button can be pressed; it shows no countdown. The form sends the number only once it passed its rule.',
      on: {
        'sms.send': {
          target: 'sending',
          actions: assign({
            request: ({ event }) => ({
              mobileNum: event.mobileNum,
              countryDialingCode: event.countryDialingCode,
            }),
          }),
        },
      },
    },
    sending: {
      description:
        "A 'sending SMS' loading toast shows (at most 10 s) while the code is sent; the button is disabled and another press sends nothing. A failure only hides the toast.",
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
        // Requirements A8: the loading toast is hidden silently (exit action), no error toast.
        onError: { target: 'ready' },
      },
    },
    countingDown: {
      description:
        "The code was sent: the button is disabled and counts down from the answer's expiration time (at most 60 s), ticking every 500 ms, then sending is allowed again; a press meanwhile sends nothing.",
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

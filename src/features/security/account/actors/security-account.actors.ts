import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { paymentPasswordMachine } from '../../../../../machines/cashier/payment-password.machine.ts';
import { emailBindingMachine } from '../../../../../machines/security/email-binding.machine.ts';
import {
  mobileBindingMachine,
  type MobileVerifyInput,
} from '../../../../../machines/security/mobile-binding.machine.ts';
import { paymentPasswordChangeMachine } from '../../../../../machines/security/payment-password-change.machine.ts';
import {
  smsCountdownMachine,
  type SmsCountdownInput,
  type SmsRequest,
  type SmsSent,
} from '../../../../../machines/sms-countdown.machine.ts';
import type { PaymentPasswordRequest } from '../../../../../shared/contract/calls/payment-password.ts';
import type { PaymentPasswordChangeRequest } from '../../../../../shared/contract/calls/payment-password-change.ts';
import type {
  MaskedContact,
  SecurityOverview,
} from '../../../../../shared/contract/calls/security-overview.ts';
import { setPaymentPassword } from '../../../../api/endpoints/payment-password';
import {
  changePaymentPassword,
  fetchSecurityOverview,
  sendEmailCode,
  verifyEmail,
  verifyMobile,
} from '../../../../api/endpoints/security-account';
import { sendSmsCode } from '../../../../api/endpoints/sms-code';
import { i18n } from '../../../../i18n/i18n.ts';
import { toast } from '../../../../ui/toast/toast-store.ts';

// The security centre's charts with their real effects (requirements D4): the calls, and the SMS
// countdown's toasts. A test hands in its own calls.

/** The id the mobile chart runs under, so the SMS button's sender can report a refusal to it. */
export const MOBILE_BINDING_SYSTEM_ID = 'mobileBinding';

export interface SecurityCalls {
  loadOverview: (signal?: AbortSignal) => Promise<SecurityOverview>;
  sendMobileCode: (request: SmsRequest) => Promise<{ expirationTime: number }>;
  verifyMobile: (input: MobileVerifyInput) => Promise<MaskedContact>;
  sendEmailCode: (email: string) => Promise<{ expirationTime: number }>;
  verifyEmail: (verificationCode: string) => Promise<MaskedContact>;
  setPaymentPassword: (request: PaymentPasswordRequest) => Promise<undefined>;
  changePaymentPassword: (request: PaymentPasswordChangeRequest) => Promise<undefined>;
}

export const securityCalls: SecurityCalls = {
  loadOverview: (signal) => fetchSecurityOverview(undefined, signal),
  sendMobileCode: (request) =>
    sendSmsCode('bindMobile', { mobileNum: request.mobileNum, countryDialingCode: '' }),
  verifyMobile: (input) => verifyMobile(input),
  sendEmailCode: (email) => sendEmailCode({ email }),
  verifyEmail: (verificationCode) => verifyEmail({ verificationCode }),
  setPaymentPassword: (request) => setPaymentPassword(request),
  changePaymentPassword: (request) => changePaymentPassword(request),
};

/** The mobile chart, whose SMS button texts through the security centre's call (requirements D4.1). */
export function mobileBindingLogic(calls: SecurityCalls = securityCalls, now = Date.now) {
  const sms = smsCountdownMachine.provide({
    actors: {
      sendSmsCode: fromPromise(
        async ({
          input,
          system,
        }: {
          input: SmsRequest & SmsCountdownInput;
          system: { get: (id: string) => { send: (event: unknown) => void } | undefined };
        }): Promise<SmsSent> => {
          try {
            const answer = await calls.sendMobileCode(input);
            return { expirationTime: answer.expirationTime, receivedAt: now() };
          } catch (error) {
            // The countdown only hides its toast on a failure; the form says why (mobile.taken).
            system.get(MOBILE_BINDING_SYSTEM_ID)?.send({ type: 'mobile.codeRefused', error });
            throw error;
          }
        },
      ),
    },
    actions: {
      showSendingToast: (_, { maxMs }) => {
        toast.loading(i18n._(msg`Sending SMS…`), maxMs);
      },
      hideLoadingToast: () => toast.hideLoading(),
      showSentToast: () => {
        toast.show({ style: 'success', message: i18n._(msg`The verification code has been sent`) });
      },
    },
  });
  return mobileBindingMachine.provide({
    actors: {
      smsCountdown: sms,
      verifyMobile: fromPromise<MaskedContact, MobileVerifyInput>(({ input }) =>
        calls.verifyMobile(input),
      ),
    },
  });
}

export function emailBindingLogic(calls: SecurityCalls = securityCalls) {
  return emailBindingMachine.provide({
    actors: {
      sendEmailCode: fromPromise<{ expirationTime: number }, { email: string }>(({ input }) =>
        calls.sendEmailCode(input.email),
      ),
      verifyEmail: fromPromise<MaskedContact, { verificationCode: string }>(({ input }) =>
        calls.verifyEmail(input.verificationCode),
      ),
    },
  });
}

/** Setting the payment password is the withdrawal's chart, the same rules (requirements D4.3). */
export function paymentPasswordSetLogic(calls: SecurityCalls = securityCalls) {
  return paymentPasswordMachine.provide({
    actors: {
      setPaymentPassword: fromPromise<undefined, PaymentPasswordRequest>(({ input }) =>
        calls.setPaymentPassword(input),
      ),
    },
  });
}

export function paymentPasswordChangeLogic(calls: SecurityCalls = securityCalls) {
  return paymentPasswordChangeMachine.provide({
    actors: {
      changePaymentPassword: fromPromise<undefined, PaymentPasswordChangeRequest>(({ input }) =>
        calls.changePaymentPassword(input),
      ),
    },
  });
}

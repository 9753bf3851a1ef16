import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SmsCountdownInput,
  type SmsRequest,
  type SmsSent,
} from '../../../../machines/sms-countdown.machine.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { toast } from '../../../ui/toast/toast-store.ts';

export interface SmsCountdownDeps {
  client?: ApiClient;
  now?: () => number;
}

/**
 * The SMS countdown chart with its real effects: the send call and the loading and sent toasts.
 * The form charts invoke it; their actors provide it as `smsCountdown`.
 */
export function createSmsCountdownLogic({ client = api, now = Date.now }: SmsCountdownDeps = {}) {
  return smsCountdownMachine.provide({
    actors: {
      sendSmsCode: fromPromise(
        async ({ input }: { input: SmsRequest & SmsCountdownInput }): Promise<SmsSent> => {
          // The send call loads with the first request for a code, not with the form.
          const { sendSmsCode } = await import('../../../api/endpoints/sms-code.ts');
          const answer = await sendSmsCode(
            input.purpose,
            { mobileNum: input.mobileNum.trim(), countryDialingCode: input.countryDialingCode },
            client,
          );
          return { expirationTime: answer.expirationTime, receivedAt: now() };
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
}

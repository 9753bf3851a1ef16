import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  PAYMENT_PASSWORD_PATH,
  type PaymentPasswordRequest,
  type PAYMENT_PASSWORD_MODULE,
} from '../../../shared/contract/calls/payment-password.ts';

/** Requirements C4.1: sealed like the password change (docs/api.md "Encrypted calls"). */
export function setPaymentPassword(
  request: PaymentPasswordRequest,
  client: ApiClient = api,
): Promise<undefined> {
  return client.post(PAYMENT_PASSWORD_PATH, {
    moduleId: 'WITHDRAW3' satisfies typeof PAYMENT_PASSWORD_MODULE,
    schema: noValue,
    body: request,
    encrypted: true,
  });
}

import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  PAYOUT_ACCOUNTS_PATH,
  type PayoutAccountRequest,
  type PAYOUT_ACCOUNT_MODULE,
} from '../../../shared/contract/calls/payout-account.ts';
import {
  payoutAccountSchema,
  type PayoutAccount,
} from '../../../shared/contract/calls/withdraw-setup.ts';

/** Requirements C4.1: answers the account as it is shown from now on, its number masked. */
export function savePayoutAccount(
  request: PayoutAccountRequest,
  client: ApiClient = api,
): Promise<PayoutAccount> {
  return client.post(PAYOUT_ACCOUNTS_PATH, {
    moduleId: 'WITHDRAW3' satisfies typeof PAYOUT_ACCOUNT_MODULE,
    schema: payoutAccountSchema,
    body: request,
  });
}

import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ChannelLimits } from '../../../../shared/contract/calls/cashier-fields.ts';
import type { OrderStatus } from '../../../../shared/contract/cashier.ts';
import { formatMoney } from '../../../lib/money-text';

// The withdrawal's codes in words (requirements C4; docs/api.md "Cashier" error codes): the charts
// name a problem, the views say it here, next to its field or as the form's message.

const FIELD_CODES: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  loginPassword: {
    required: msg`Enter your login password`,
    'user.or.token.invalid': msg`The login password is wrong`,
  },
  paymentPassword: {
    required: msg`Enter your 6-digit payment password`,
    'paymentPassword.format': msg`The payment password is exactly 6 digits`,
    'payment.password.invalid': msg`The payment password is wrong, please type it again`,
  },
  confirmPaymentPassword: {
    required: msg`Type the payment password again`,
    'paymentPassword.format': msg`The payment password is exactly 6 digits`,
    'password.confirm.mismatch': msg`The two payment passwords are not the same`,
  },
  channel: {
    required: msg`Choose a channel`,
    'channel.unavailable': msg`This channel is not available now, choose another`,
  },
  accountNumber: {
    required: msg`Enter the account number`,
    'accountNumber.wallet': msg`Enter the 11-digit wallet number that starts with 01`,
    'accountNumber.bank': msg`Enter the bank account number, 8 to 20 digits`,
    'payout.account.exists': msg`This account is already saved`,
  },
  holderName: {
    required: msg`Enter the account holder's name`,
    'holderName.length': msg`The name has 2 to 60 characters`,
  },
  accountId: {
    required: msg`Choose the account to receive the money`,
    'not.found': msg`This account is no longer available, choose another`,
  },
  amount: {
    empty: msg`Enter the amount`,
    format: msg`Enter the amount in digits only, like 500 or 500.50`,
    decimals: msg`The amount can have at most 2 decimals`,
    zero: msg`The amount must be more than 0`,
  },
};

/** Amount problems that name a number: the channel's limits or the withdrawable balance. */
export function amountMessage(
  i18n: I18n,
  code: string,
  channel: Pick<ChannelLimits, 'min' | 'max'> | null,
  withdrawable: string,
  named: string | null,
): string {
  if (code === 'belowMinimum' || code === 'amount.below.minimum') {
    const limit = formatMoney(named ?? channel?.min ?? '0');
    return i18n._(msg`The minimum for this channel is ${limit}`);
  }
  if (code === 'aboveMaximum' || code === 'amount.above.maximum') {
    const limit = formatMoney(named ?? channel?.max ?? '0');
    return i18n._(msg`The maximum for this channel is ${limit}`);
  }
  if (code === 'aboveWithdrawable' || code === 'withdraw.balance.insufficient') {
    const limit = formatMoney(named ?? withdrawable);
    return i18n._(msg`This is more than your withdrawable balance (${limit})`);
  }
  return fieldMessage(i18n, 'amount', code);
}

/** One field's message; a reason the server named but this list lacks still says which field. */
export function fieldMessage(i18n: I18n, field: string, code: string): string {
  return i18n._(FIELD_CODES[field]?.[code] ?? msg`Check this field`);
}

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'too.many.requests': msg`Too many wrong passwords. Please wait a few minutes and try again`,
  'payout.account.limit.reached': msg`You have saved as many payout accounts as allowed`,
  'function.not.available': msg`Withdrawals are not available now`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection. Tap Submit again to retry the same withdrawal`,
  'network.timeout': msg`The connection is slow. Tap Submit again to retry the same withdrawal`,
};

/** A message that belongs to no field. */
export function withdrawErrorMessage(i18n: I18n, code: string, limit?: string | null): string {
  if (code === 'payout.account.limit.reached' && limit)
    return i18n._(msg`You can save at most ${limit} payout accounts`);
  return i18n._(CODES[code] ?? msg`Something went wrong, please try again`);
}

/** The setup could not be read (requirements C4): a plainer message, beside a Retry button. */
export function loadErrorMessage(i18n: I18n, code: string): string {
  if (code === 'network.offline') return i18n._(msg`No internet connection`);
  if (code === 'function.not.available') return i18n._(msg`Withdrawals are not available now`);
  return i18n._(msg`The withdrawal could not be loaded`);
}

export const STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

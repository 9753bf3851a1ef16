import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DepositField, FieldProblem } from '../../../../machines/cashier/deposit-form.ts';
import type { OrderStatus } from '../../../../shared/contract/cashier.ts';
import { formatMoney } from '../../../lib/money-text';

// The deposit chart's codes in words (requirements C3.2, C3.3; docs/api.md "Cashier" error codes):
// the chart names a problem, the view says it here, next to its field.

const FIELD_PROBLEMS: Readonly<Record<DepositField, Readonly<Record<string, MessageDescriptor>>>> =
  {
    amount: {
      empty: msg`Enter the amount`,
      format: msg`Enter the amount in digits only, like 500 or 500.50`,
      decimals: msg`The amount can have at most 2 decimals`,
      zero: msg`The amount must be more than 0`,
      invalid: msg`Check the amount`,
    },
    payerNumber: {
      empty: msg`Enter the number you paid from`,
      walletNumber: msg`Enter the 11-digit wallet number that starts with 01`,
      bankAccount: msg`Enter the bank account number, 8 to 20 digits`,
      invalid: msg`Check the number you paid from`,
    },
    transactionId: {
      empty: msg`Enter the transaction ID`,
      format: msg`The transaction ID has 6 to 32 letters or digits`,
      'deposit.transaction.used': msg`This transaction ID was already used for a deposit`,
      invalid: msg`Check the transaction ID`,
    },
  };

/** One field's message; a limit is shown with the channel's currency. */
export function fieldProblemMessage(
  i18n: I18n,
  field: DepositField,
  problem: FieldProblem,
  currency: string,
): string {
  // Requirements D5.1: the member's own deposit limit, with what is left in its period.
  if (problem.problem.startsWith('limit.')) {
    const left = `${formatMoney(problem.limit ?? '0')} ${currency}`.trim();
    if (problem.problem === 'limit.week')
      return i18n._(
        msg`This is above your weekly deposit limit. You can deposit ${left} more this week.`,
      );
    if (problem.problem === 'limit.month')
      return i18n._(
        msg`This is above your monthly deposit limit. You can deposit ${left} more this month.`,
      );
    return i18n._(msg`This is above your daily deposit limit. You can deposit ${left} more today.`);
  }
  if (problem.problem === 'belowMinimum' || problem.problem === 'aboveMaximum') {
    const limit = `${formatMoney(problem.limit ?? '0')} ${currency}`.trim();
    return problem.problem === 'belowMinimum'
      ? i18n._(msg`The minimum for this channel is ${limit}`)
      : i18n._(msg`The maximum for this channel is ${limit}`);
  }
  return i18n._(FIELD_PROBLEMS[field][problem.problem] ?? msg`Check this field`);
}

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'channel.unavailable': msg`That channel is no longer available. Please choose a channel again.`,
  'idempotency.key.reused': msg`This deposit was already sent with other details. Please submit again.`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'system.busy': msg`System upgrading, please try again later`,
  'function.not.available': msg`Deposits are not available right now`,
  'network.offline': msg`No internet connection. Your details are kept: tap Submit deposit to try again.`,
  'network.timeout': msg`The connection is slow. Your details are kept: tap Submit deposit to try again.`,
  'not.found': msg`This deposit order was not found`,
};

/** A form or load message for an error code. */
export function depositErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? msg`Something went wrong, please try again`);
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

import type { ChannelLimits } from '../../shared/contract/calls/cashier-fields.ts';
import type { WithdrawRequest } from '../../shared/contract/calls/withdraw-order.ts';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import type { FieldErrors } from '../account/shared.ts';
import { cents, centsText } from '../../shared/contract/cashier.ts';
import { readAmount, type AmountProblem } from './amount-input.ts';
import { pinError, pinDigits } from './payment-password-form.ts';

// The withdrawal form's rules (requirements C4.2, C4.3): the amount within the chosen account's
// channel limits AND at most the withdrawable balance, each with its own message; the payment
// password, 6 digits. Exact: whole cents in BigInt, never a binary float (requirements C2.3); not
// decimal.js, since a chart's rule module stands alone in the Stately visualiser file
// (scripts/stately-files.ts).

export type WithdrawAmountProblem = AmountProblem | 'aboveWithdrawable';

export interface WithdrawValues {
  accountId: number | null;
  amount: string;
  paymentPassword: string;
}

/** The channel an account pays out through; null when the setup no longer lists it. */
export function channelOf(
  setup: WithdrawSetup | null,
  accountId: number | null,
): ChannelLimits | null {
  const account = setup?.accounts.find((a) => a.id === accountId);
  return setup?.channels.find((c) => c.code === account?.channel) ?? null;
}

export function accountOf(setup: WithdrawSetup | null, accountId: number | null) {
  return setup?.accounts.find((a) => a.id === accountId) ?? null;
}

/** The amount's problem, or null: the format and the channel's limits, then the withdrawable. */
export function withdrawAmountProblem(
  typed: string,
  channel: Pick<ChannelLimits, 'min' | 'max'>,
  withdrawable: string,
): WithdrawAmountProblem | null {
  const reading = readAmount(typed, channel);
  if (!reading.ok) return reading.problem;
  return cents(reading.amount) > cents(withdrawable) ? 'aboveWithdrawable' : null;
}

/** What "All" fills in: the withdrawable balance, or the channel's maximum when that is less. */
export function allAmount(channel: Pick<ChannelLimits, 'max'>, withdrawable: string): string {
  const all = cents(withdrawable);
  const max = cents(channel.max);
  return centsText(all < max ? all : max);
}

/** Accounts may be added up to the setup's limit (requirements C4.1). */
export function canAddAccount(setup: WithdrawSetup | null): boolean {
  return setup !== null && setup.accounts.length < setup.accountLimit;
}

export function withdrawErrors(setup: WithdrawSetup | null, values: WithdrawValues): FieldErrors {
  const errors: Record<string, string> = {};
  const channel = channelOf(setup, values.accountId);
  if (setup === null || channel === null) errors['accountId'] = 'required';
  else {
    const amount = withdrawAmountProblem(values.amount, channel, setup.withdrawable);
    if (amount) errors['amount'] = amount;
  }
  const pin = pinError(values.paymentPassword);
  if (pin) errors['paymentPassword'] = pin;
  return errors;
}

export function withdrawRequest(values: WithdrawValues, channel: ChannelLimits): WithdrawRequest {
  const reading = readAmount(values.amount, channel);
  return {
    accountId: values.accountId ?? 0,
    amount: reading.ok ? reading.amount : values.amount,
    paymentPassword: pinDigits(values.paymentPassword),
  };
}

/** The setup with one more payout account (the one just saved). */
export function withAccount(setup: WithdrawSetup | null, account: PayoutAccount) {
  if (setup === null) return null;
  return {
    ...setup,
    accounts: [...setup.accounts.filter((a) => a.id !== account.id), account],
  };
}

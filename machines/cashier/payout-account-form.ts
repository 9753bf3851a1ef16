import { asciiDigits, CASHIER_LIMITS } from '../../shared/contract/cashier.ts';
import type { ChannelLimits } from '../../shared/contract/calls/cashier-fields.ts';
import type { PayoutAccountRequest } from '../../shared/contract/calls/payout-account.ts';
import type { FieldErrors } from '../account/shared.ts';

// The payout account form's rules (requirements C4.1): a channel, the number by the channel's kind
// (a wallet: 11 digits `01…`; a bank: 8–20 digits), and the holder's name, 2–60 characters.
// Bengali digits are digits (requirements C3.3); spaces and dashes a player types to group the
// digits do not count.

export const PAYOUT_ACCOUNT_FIELDS = ['channel', 'accountNumber', 'holderName'] as const;
export type PayoutAccountField = (typeof PAYOUT_ACCOUNT_FIELDS)[number];
export type PayoutAccountValues = Record<PayoutAccountField, string>;

/** The number as the server takes it. */
export function accountDigits(typed: string): string {
  return asciiDigits(typed).replace(/[\s-]/g, '');
}

/** `required`, `accountNumber.wallet` or `accountNumber.bank` by the channel's kind. */
export function accountNumberError(typed: string, kind: ChannelLimits['kind']): string | null {
  const digits = accountDigits(typed);
  if (digits === '') return 'required';
  if (kind === 'wallet')
    return CASHIER_LIMITS.walletNumber.test(digits) ? null : 'accountNumber.wallet';
  return CASHIER_LIMITS.bankAccount.test(digits) ? null : 'accountNumber.bank';
}

/** `required` or `holderName.length` (2–60 characters once trimmed). */
export function holderNameError(typed: string): string | null {
  const name = typed.trim();
  if (name === '') return 'required';
  const { min, max } = CASHIER_LIMITS.holderNameLength;
  return name.length < min || name.length > max ? 'holderName.length' : null;
}

export function payoutAccountErrors(
  values: PayoutAccountValues,
  channels: readonly ChannelLimits[],
): FieldErrors {
  const errors: Record<string, string> = {};
  const channel = channels.find((c) => c.code === values.channel);
  if (!channel) errors['channel'] = 'required';
  else {
    const number = accountNumberError(values.accountNumber, channel.kind);
    if (number) errors['accountNumber'] = number;
  }
  const holder = holderNameError(values.holderName);
  if (holder) errors['holderName'] = holder;
  return errors;
}

export function payoutAccountRequest(values: PayoutAccountValues): PayoutAccountRequest {
  return {
    channel: values.channel,
    accountNumber: accountDigits(values.accountNumber),
    holderName: values.holderName.trim(),
  };
}

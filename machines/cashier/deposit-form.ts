import { CASHIER_LIMITS, asciiDigits, type ChannelKind } from '../../shared/contract/cashier.ts';
import type { DepositChannel } from '../../shared/contract/calls/deposit-channels.ts';
import type { DepositRequest } from '../../shared/contract/calls/deposit-order.ts';
import { readAmount } from './amount-input.ts';

// The deposit form's rules (requirements C3.2, C3.3), pure so the chart, its oracle and the view
// read the same ones: each field's problem in words the view translates, and the server's refusals
// (docs/api.md "Cashier") put on the field they concern.

export const DEPOSIT_FIELDS = ['amount', 'payerNumber', 'transactionId'] as const;
export type DepositField = (typeof DEPOSIT_FIELDS)[number];

/**
 * One field's problem: an amount problem of `readAmount` (`empty`, `format`, `decimals`, `zero`,
 * `belowMinimum`, `aboveMaximum`, the last two with the limit), `walletNumber` or `bankAccount` for a
 * payer number of the wrong form, `format` for a transaction ID, or a server code
 * (`deposit.transaction.used`, or `invalid` for a `request_param_err` field).
 */
export interface FieldProblem {
  readonly problem: string;
  /** The channel's minimum or maximum the amount broke, as a decimal string. */
  readonly limit?: string;
}
export type DepositFieldErrors = Partial<Record<DepositField, FieldProblem>>;

export interface DepositFormValues {
  readonly amount: string;
  readonly payerNumber: string;
  readonly transactionId: string;
}

/** A payer number as the server takes it: Bengali digits read as digits, spaces and dashes dropped. */
export function cleanPayerNumber(typed: string): string {
  return asciiDigits(typed).replace(/[\s-]/g, '');
}

/** A transaction ID as the server takes it: Bengali digits read as digits, no surrounding spaces. */
export function cleanTransactionId(typed: string): string {
  return asciiDigits(typed).trim();
}

/** Requirements C3.2: an 11-digit `01…` number for a wallet, 8–20 digits for a bank account. */
export function payerNumberProblem(kind: ChannelKind, typed: string): FieldProblem | null {
  const number = cleanPayerNumber(typed);
  if (number === '') return { problem: 'empty' };
  if (kind === 'wallet')
    return CASHIER_LIMITS.walletNumber.test(number) ? null : { problem: 'walletNumber' };
  return CASHIER_LIMITS.bankAccount.test(number) ? null : { problem: 'bankAccount' };
}

/** Requirements C3.2: 6–32 letters or digits. */
export function transactionIdProblem(typed: string): FieldProblem | null {
  const id = cleanTransactionId(typed);
  if (id === '') return { problem: 'empty' };
  return CASHIER_LIMITS.transactionId.test(id) ? null : { problem: 'format' };
}

/** Requirements C3.2, C3.3: the amount within the channel's limits, with the limit it broke. */
export function amountProblem(channel: DepositChannel, typed: string): FieldProblem | null {
  const reading = readAmount(typed, channel);
  if (reading.ok) return null;
  if (reading.problem === 'belowMinimum') return { problem: 'belowMinimum', limit: channel.min };
  if (reading.problem === 'aboveMaximum') return { problem: 'aboveMaximum', limit: channel.max };
  return { problem: reading.problem };
}

export type DepositCheck =
  | { readonly ok: true; readonly request: DepositRequest }
  | { readonly ok: false; readonly errors: DepositFieldErrors };

/** Every field checked at once, so the player sees each problem with its reason in one go. */
export function checkDepositForm(channel: DepositChannel, values: DepositFormValues): DepositCheck {
  const errors: DepositFieldErrors = {};
  const amount = amountProblem(channel, values.amount);
  const payer = payerNumberProblem(channel.kind, values.payerNumber);
  const transaction = transactionIdProblem(values.transactionId);
  if (amount) errors.amount = amount;
  if (payer) errors.payerNumber = payer;
  if (transaction) errors.transactionId = transaction;
  const reading = readAmount(values.amount, channel);
  if (!reading.ok || payer || transaction) return { ok: false, errors };
  return {
    ok: true,
    request: {
      channel: channel.code,
      amount: reading.amount,
      payerNumber: cleanPayerNumber(values.payerNumber),
      transactionId: cleanTransactionId(values.transactionId),
    },
  };
}

/** Where a refused order's message goes: on a field, or above the submit button. */
export interface RefusalPlace {
  readonly fieldErrors: DepositFieldErrors;
  readonly formError: string | null;
}

function valueOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
}

function limitIn(value: unknown, key: 'min' | 'max'): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const limit: unknown = (value as Record<string, unknown>)[key];
  return typeof limit === 'string' ? limit : undefined;
}

function isDepositField(field: string): field is DepositField {
  return (DEPOSIT_FIELDS as readonly string[]).includes(field);
}

/**
 * A refusal of the server (docs/api.md "Cashier" error codes) on its field: a used transaction ID on
 * the transaction ID, a limit on the amount with the limit the server names, `request_param_err`'s
 * `value.fields` on their fields; anything else is a form message.
 */
export function placeRefusal(code: string, error: unknown, channel: DepositChannel): RefusalPlace {
  if (code === 'deposit.transaction.used')
    return { fieldErrors: { transactionId: { problem: code } }, formError: null };
  // Requirements D5.1: above a deposit limit; the amount's message names the period and what is left.
  if (code === 'deposit.limit.exceeded') {
    const value = valueOf(error) as { period?: unknown; remaining?: unknown } | null;
    const period = typeof value?.period === 'string' ? value.period : 'day';
    const remaining = typeof value?.remaining === 'string' ? value.remaining : '0.00';
    return {
      fieldErrors: { amount: { problem: `limit.${period}`, limit: remaining } },
      formError: null,
    };
  }
  if (code === 'amount.below.minimum')
    return {
      fieldErrors: {
        amount: { problem: 'belowMinimum', limit: limitIn(valueOf(error), 'min') ?? channel.min },
      },
      formError: null,
    };
  if (code === 'amount.above.maximum')
    return {
      fieldErrors: {
        amount: { problem: 'aboveMaximum', limit: limitIn(valueOf(error), 'max') ?? channel.max },
      },
      formError: null,
    };
  if (code === 'request_param_err') {
    const value = valueOf(error);
    const fields =
      typeof value === 'object' &&
      value !== null &&
      'fields' in value &&
      Array.isArray(value.fields)
        ? (value.fields as unknown[])
        : [];
    const fieldErrors: DepositFieldErrors = {};
    for (const entry of fields) {
      const field =
        typeof entry === 'object' && entry !== null && 'field' in entry ? entry.field : null;
      if (typeof field === 'string' && isDepositField(field))
        fieldErrors[field] = { problem: 'invalid' };
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  }
  return { fieldErrors: {}, formError: code };
}

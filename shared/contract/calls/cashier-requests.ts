import * as z from 'zod/mini';
import { CASHIER_LIMITS, RECORD_STATUS_FILTERS, RECORD_TYPE_FILTERS } from '../cashier.ts';
import { amountSchema } from './cashier-fields.ts';

// What the server reads the cashier's requests with (requirements C; docs/api.md "Cashier"). A module
// of their own, apart from each call's path and answer: the site sends these shapes (their types are
// exported beside each call) but never parses them, and a zod schema built at module level stays in
// every bundle that imports its file, whether used or not.

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

// deposit-order.ts
/**
 * The request (requirements C3.2): shape only. The channel's limits and the number's form for the
 * channel's kind are checked by the server against the channel it names.
 */
export const depositRequestSchema = z.object({
  channel: z.string().check(z.minLength(1), z.maxLength(32)),
  amount: amountSchema,
  payerNumber: z.string().check(z.regex(/^\d{8,20}$/)),
  transactionId: z.string().check(z.regex(CASHIER_LIMITS.transactionId)),
});

// payment-password.ts
export const paymentPasswordRequestSchema = z.object({
  loginPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
  confirmPaymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
});

// payout-account.ts
export const payoutAccountRequestSchema = z.object({
  channel: z.string().check(z.minLength(1), z.maxLength(32)),
  accountNumber: z.string().check(z.regex(/^\d{8,20}$/)),
  holderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(CASHIER_LIMITS.holderNameLength.min),
      z.maxLength(CASHIER_LIMITS.holderNameLength.max),
    ),
});

// withdraw-order.ts
export const withdrawRequestSchema = z.object({
  accountId: z.int().check(z.positive()),
  amount: amountSchema,
  /**
   * Set here it is 6 digits (payment-password.ts); one set at registration (requirements A5.1) follows
   * the operator's field rule, so any stored password is accepted and compared with its hash.
   */
  paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});

// transaction-records.ts
export const transactionRecordsQuerySchema = z.object({
  type: z._default(z.enum(RECORD_TYPE_FILTERS), 'all'),
  status: z._default(z.enum(RECORD_STATUS_FILTERS), 'all'),
  from: day,
  to: day,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

// bet-records.ts
export const betRecordsQuerySchema = z.object({
  category: z._default(z.string().check(z.regex(/^[A-Za-z]{1,16}$/)), 'all'),
  from: day,
  to: day,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

// game-round.ts
export const gameRoundRequestSchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(512)),
  stake: amountSchema,
});

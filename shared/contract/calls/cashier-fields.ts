import * as z from 'zod/mini';
import {
  AMOUNT_PATTERN,
  CHANNEL_KINDS,
  LEDGER_ENTRY_TYPES,
  ORDER_STATUSES,
  RECORD_STATUSES,
  SIGNED_AMOUNT_PATTERN,
} from '../cashier.ts';

// The pieces the cashier's answers are built of (requirements C). Amounts stay decimal strings on
// the wire, so neither side ever holds one in a binary float (requirements C2.3).

/** An unsigned amount as the server prints NUMERIC(18,2): 2 decimals. */
export const amountSchema = z.string().check(z.regex(AMOUNT_PATTERN));
/** A signed amount or balance (a ledger entry, a win or loss). */
export const signedAmountSchema = z.string().check(z.regex(SIGNED_AMOUNT_PATTERN));
/**
 * An instant as ISO 8601 with its offset (the site shows it in Bangladesh time, requirements C5.3).
 * A pattern rather than `z.iso.datetime`: zod's ISO module would join the libraries of every first
 * load (build/first-load-parts.ts puts a library's whole import closure there) for a cashier check.
 */
export const instantSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/));

export const channelKindSchema = z.enum(CHANNEL_KINDS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const recordStatusSchema = z.enum(RECORD_STATUSES);
export const ledgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);

/**
 * A channel as both deposit and withdrawal list it (requirements C3.1, C4.2): its fields as a plain
 * shape the deposit channel adds to by spreading (zod's `extend`
 * would bring a helper of some 1.2 KB into every first load's libraries, build/first-load-parts.ts).
 */
export const channelLimitsShape = {
  /** Stable code: `bkash`, `nagad`, `rocket`, `bank`. */
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  kind: channelKindSchema,
  /** The channel's icon, a path on the server (`/cashier/icons/<code>.svg`, outside `/wps` like the game art). */
  icon: z.string(),
  min: amountSchema,
  max: amountSchema,
};

export const channelLimitsSchema = z.object(channelLimitsShape);
export type ChannelLimits = z.infer<typeof channelLimitsSchema>;

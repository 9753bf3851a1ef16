import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const WALLET_BALANCE_MODULE = 'COMM3' satisfies ModuleId;

export const WALLET_BALANCE_PATH = '/wps/v2/wallets/balance';

/** `{ sumBalance, currency }`: a decimal string (kept as text so decimal.js sums it exactly). */
export const walletBalanceSchema = z.object({
  sumBalance: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  currency: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const WALLET_BALANCE_PATH = '/wps/v2/wallets/balance';

/** `{ sumBalance, currency }`: a decimal string (kept as text so decimal.js sums it exactly). */
export const walletBalanceSchema = z.object({
  sumBalance: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  currency: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export function fetchWalletBalance(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<WalletBalance> {
  return client.get(WALLET_BALANCE_PATH, {
    moduleId: 'COMM3',
    schema: walletBalanceSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Keyed by the session token, so another login never shows the previous player's balance. */
export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;

export function walletBalanceQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...WALLET_BALANCE_KEY, token] as const,
    queryFn: ({ signal }) => fetchWalletBalance(client, signal),
    staleTime: 30_000,
  });
}

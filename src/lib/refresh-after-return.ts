import type { QueryClient } from '@tanstack/react-query';
import { CASHIER_KEY } from '../api/endpoints/cashier-key';
import { MEMBER_INFO_KEY } from '../api/endpoints/member-info';
import { WALLET_BALANCE_KEY } from '../api/endpoints/wallet-balance';

// Requirements C7.1: the header balance, the profile and the side menu follow every money event.
// A demo game opens in the same tab (src/features/games/actors/use-launch-game.ts); coming back,
// the browser may restore the page from its back-forward cache exactly as it was left, with the
// balance from before the rounds. Such a page fires `pageshow` with `persisted` and nothing else.

/** The header balance, the profile and the side menu read again, and so does every cashier list. */
export async function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
    queryClient.invalidateQueries({ queryKey: CASHIER_KEY }),
  ]);
}

/** Calls `refresh` each time the page is shown again from the back-forward cache; returns the undo. */
export function refreshAfterReturn(refresh: () => void): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}

let watching = false;

/**
 * Before the page leaves for a game: once per page, the balances read again whenever the page is
 * restored from the back-forward cache. Called by the game launch (a lazy chunk), so no first load
 * carries it.
 */
export function refreshMoneyOnReturn(queryClient: QueryClient): void {
  if (watching) return;
  watching = true;
  refreshAfterReturn(() => void invalidateMoneyQueries(queryClient));
}

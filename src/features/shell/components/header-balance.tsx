import { useWalletBalance } from '../../../lib/use-wallet-balance';
import { BalanceWidget } from '../../../ui/balance-widget';

/** The logged-in player's balance; its own chunk, so visitors never load react-query for it. */
export default function HeaderBalance({ token, compact }: { token: string; compact?: boolean }) {
  const wallet = useWalletBalance(token);
  return (
    <BalanceWidget
      amount={wallet.amount}
      currency={compact ? '' : wallet.currency}
      hidden={wallet.hidden}
      refreshing={wallet.refreshing}
      onToggleHidden={wallet.toggleHidden}
      onRefresh={wallet.refresh}
      {...(compact ? { compact } : {})}
    />
  );
}
